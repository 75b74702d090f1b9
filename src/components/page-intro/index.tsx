import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, usePageContext } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { pageIntroPlan } from './page-intro.rules.ts';
import { Actions, Cta, Description, Headline, Inner, Text as TextColumn, Wrapper } from './page-intro.styles.ts';

/**
 * Page intro (spec 003): the page's heading, introduction and call to action. Missing fields fall
 * back to the route's own (page-intro.rules.ts). The heading is the page's h1 unless Styles asks
 * for h2. Not clamped: a cut-off page title helps nobody (as the hero banner's).
 *
 * Edit mode: the block's own fields are editable; where one is empty and the route fills it, the
 * editor sees the route's text (what visitors will see), not editable here; with neither, the
 * empty-field placeholder.
 */
export default function PageIntro({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { layout } = usePageContext();
  const plan = pageIntroPlan(fields, params, layout.sitecore.route);
  if (!plan.headline && !plan.description && !plan.cta.visible && !editing) return null;

  return (
    <Wrapper id={sectionIdOf(fields, params)} data-block="page-intro">
      <Inner>
        <TextColumn>
          {(plan.headline || editing) && (
            <Headline as={plan.level} $level={plan.level}>
              {plan.headline ? <Text field={plan.headline.field} /> : <EmptyFieldPlaceholder label="Headline" />}
            </Headline>
          )}
          {plan.description ? <RichText as={Description} field={plan.description.field} /> : editing && <EmptyFieldPlaceholder label="Description" />}
        </TextColumn>
        {(plan.cta.visible || editing) && (
          <Actions>
            <Cta field={plan.cta.field} text={plan.cta.text} modalId={plan.cta.modalId} $variant="primary" emptyLabel="Call to action" />
          </Actions>
        )}
      </Inner>
    </Wrapper>
  );
}
