import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, usePageContext, useTranslate } from '../../app/context/index.ts';
import { Image as ImageField } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { classNames, gridColumnRules, parseGridClasses, renderingId, styleClasses } from '../../lib/sxa-params.ts';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { imagePlan, imageSizes } from './image.rules.ts';
import { Caption, Figure, PictureLink, Wrapper } from './image.styles.ts';

/**
 * SXA image: a picture with its caption, linked when TargetUrl is set (image.rules.ts). Sized
 * from its GridParameters, so the browser picks a fitting width from the optimised variants.
 */
export default function Image({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const { publicUrl } = usePageContext();
  const plan = imagePlan(fields, editing, publicUrl);
  // An aria-label replaces the link's content, its "(Opens in a new tab)" notice too: say it here.
  const linkLabel = plan.linkLabel && plan.newTab ? `${plan.linkLabel} ${t('OpensInNewTab', '(Opens in a new tab)')}` : plan.linkLabel;
  if (!plan.hasImage && !editing) return null;

  const grid = gridColumnRules(parseGridClasses(params.GridParameters));
  const picture = <ImageField field={fields.Image} sizes={imageSizes(grid)} emptyLabel="Image" />;
  return (
    <Wrapper id={renderingId(params)} className={classNames('image', styleClasses(params.Styles))} data-block="image" $placement={gridPlacementStyle(grid)}>
      <Figure>
        {plan.linked ? (
          <PictureLink field={fields.TargetUrl} aria-label={linkLabel} editable={false}>
            {picture}
          </PictureLink>
        ) : (
          picture
        )}
        {(plan.hasCaption || (editing && plan.hasImage)) && <Text as={Caption} className="image-caption" field={fields.ImageCaption} emptyLabel="Caption" />}
      </Figure>
    </Wrapper>
  );
}
