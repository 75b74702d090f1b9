import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, usePageContext, useSiteHref } from '../../app/context/index.ts';
import { Text } from '../../fields/Text.tsx';
import { classNames, gridColumnRules, parseGridClasses, renderingId, styleClasses } from '../../lib/sxa-params.ts';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { titlePlan } from './title.rules.ts';
import { Heading, Wrapper } from './title.styles.ts';

/**
 * SXA title: the datasource's or the page's title as a heading that links to its page
 * (title.rules.ts). In edit mode the text is editable and not a link, so a click edits it.
 */
export default function Title({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { layout, path } = usePageContext();
  const { locale } = useLocale();
  const siteHref = useSiteHref();
  const plan = titlePlan(fields, { routeFields: layout.sitecore.route?.fields, path, locale });
  const empty = plan.href === '';
  if (empty && !editing) return null;

  const text = <Text field={plan.field} emptyLabel="Title field" />;
  return (
    <Wrapper
      id={renderingId(params)}
      className={classNames('title', styleClasses(params.Styles))}
      data-block="title"
      $placement={gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)))}
    >
      <Heading as={plan.source === 'page' ? 'h1' : 'h2'} className="field-title">
        {editing || empty ? (
          text
        ) : (
          <a href={siteHref(plan.href)} {...(plan.current ? { 'aria-current': 'page' as const } : {})}>
            {text}
          </a>
        )}
      </Heading>
    </Wrapper>
  );
}
