import type { BlockProps } from '../../app/registry.ts';
import { usePageContext, useIsEditing } from '../../app/context/index.ts';
import { Placeholder } from '../../app/Placeholder.tsx';
import { placeholderHasRenderings } from '../../app/placeholder.rules.ts';
import { Image } from '../../fields/Image.tsx';
import { classNames, gridColumnRules, parseGridClasses, renderingId } from '../../lib/sxa-params.ts';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { backgroundImageSource, CONTAINER_PLACEHOLDER, containerPlan } from './container.rules.ts';
import { Backdrop, Inner, Outer, Panel, Row } from './container.styles.ts';

/**
 * SXA Container (spec 000 section 2): a band that holds other blocks in its `container-{*}`
 * placeholder, with style classes, an optional background picture and, when the styles name
 * `container`, an inner wrapper that keeps the content to the page width (container.rules.ts).
 * Visitors get nothing when the placeholder is empty; editors get the drop zone.
 */
export default function Container({ rendering, params }: BlockProps) {
  const editing = useIsEditing();
  const page = usePageContext();
  if (!editing && !placeholderHasRenderings(rendering, CONTAINER_PLACEHOLDER)) return null;

  const plan = containerPlan(params.Styles);
  const background = backgroundImageSource(params.BackgroundImage, {
    allowedHosts: page.imageHosts,
    ownOrigin: page.publicUrl,
  });
  const pictured = background !== undefined;
  // Over a picture a light container puts its content on a panel; that panel keeps to the page.
  const panel = pictured && plan.tone !== 'dark';
  const wrapped = plan.wrapped || panel;

  let content = (
    <Row $nested={wrapped}>
      <Placeholder name={CONTAINER_PLACEHOLDER} rendering={rendering} />
    </Row>
  );
  if (panel) content = <Panel>{content}</Panel>;
  if (wrapped) content = <Inner className="container-inner">{content}</Inner>;

  return (
    <Outer
      id={renderingId(params)}
      className={classNames('container-default', plan.classes)}
      data-block="container"
      $tone={plan.tone}
      $pictured={pictured}
      $wrapped={wrapped}
      $placement={gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)))}
    >
      {pictured && (
        <Backdrop $dark={plan.tone === 'dark'} aria-hidden="true">
          <Image field={{ value: { src: background, alt: '' } }} alt="" sizes="100vw" />
        </Backdrop>
      )}
      {content}
    </Outer>
  );
}
