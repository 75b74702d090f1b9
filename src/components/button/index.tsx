import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { classNames, gridColumnRules, parseGridClasses, renderingId } from '../../lib/sxa-params.ts';
import { Button as UiButton } from '../../ui/Button.tsx';
import { parseButtonVariant } from '../../ui/button.rules.ts';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { buttonBlockLayout, linkFieldOf, planButton, variantNameOf } from './button.rules.ts';
import { BlockButton, PlainLabel, Wrapper } from './button.styles.ts';

/**
 * The Button block: a link styled as one of the six button variants in one of three sizes; with
 * a modal id it is a real button that opens that slide-in (`openCustomModal-{id}`, the link's
 * address handed over); with the disabled flag a real disabled button. External links open in a
 * new tab and say so (the Link helper). Inside an SXA row it takes the cells its `GridParameters`
 * give it, so buttons can sit side by side.
 */
export default function Button({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const plan = planButton(fields);
  if (plan.kind === 'none' && !editing) return null;

  const variantName = variantNameOf(fields, params);
  const { variant, size } = parseButtonVariant(variantName);
  const layout = buttonBlockLayout(params.Styles);
  const className = classNames('button', layout.classes);
  const placement = gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)));

  let content;
  switch (plan.kind) {
    case 'none':
      content = <EmptyFieldPlaceholder label="Button" />;
      break;
    case 'disabled':
      content = (
        <UiButton variant={variantName} disabled>
          {plan.label}
        </UiButton>
      );
      break;
    case 'text':
      content = <PlainLabel>{plan.label}</PlainLabel>;
      break;
    case 'action':
      content = (
        <BlockButton
          field={linkFieldOf(fields)}
          modalId={plan.modalId}
          text={plan.label || t('ReadMore', 'Read more')}
          $variant={variant}
          $size={size}
          data-variant={`${variant}${size === 'default' ? '' : size === 'sm' ? 'Sm' : 'Xs'}`}
        />
      );
      break;
  }
  return (
    <Wrapper
      id={renderingId(params)}
      className={className}
      data-block="button"
      data-tone={layout.dark ? 'dark' : 'light'}
      $align={layout.align}
      $dark={layout.dark}
      $placement={placement}
      data-placed={placement ? '' : undefined}
    >
      {content}
    </Wrapper>
  );
}
