import { useRef } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale } from '../../app/context/index.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { ArticleBlock, ArticleColumn } from '../../ui/article-layout.ts';
import { Container } from '../../ui/layout.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { formatCounter, parseCounter } from './article-statistic.rules.ts';
import { Description, Figure, Panel, Unit } from './article-statistic.styles.ts';
import { useCentreCount } from './use-centre-count.ts';

/**
 * Article statistic (spec 001 sections 2 and 4): a figure with its unit and description. The
 * server renders the final value; the browser counts up to it near the viewport centre. Editors
 * see and edit the raw value.
 */
export default function ArticleStatistic({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const target = parseCounter(readText(fields.statistics));
  if (!editing && !target) return null;
  return (
    <ArticleBlock id={sectionIdOf(fields, params)} data-block="article-statistic">
      <Container>
        <ArticleColumn>
          <Panel>
            {editing ? (
              <Figure>
                <Text field={fields.statistics} emptyLabel="Statistics" />
                <Text as={Unit} field={fields.unit} emptyLabel="Unit" />
              </Figure>
            ) : (
              target && <Counter target={target} unit={readText(fields.unit).trim()} />
            )}
            {(hasText(fields.description) || editing) && <RichText as={Description} field={fields.description} emptyLabel="Description" />}
          </Panel>
        </ArticleColumn>
      </Container>
    </ArticleBlock>
  );
}

function Counter({ target, unit }: { target: { value: number; decimals: number }; unit: string }) {
  const { language } = useLocale();
  const ref = useRef<HTMLParagraphElement>(null);
  const current = useCentreCount(target, ref);
  const final = formatCounter(target.value, target.decimals, language);
  const shown = current === null ? final : formatCounter(current, target.decimals, language);
  return (
    <Figure ref={ref}>
      <span dir="ltr" aria-hidden="true" data-statistic-value="" data-final={final}>
        {shown}
      </span>
      {unit && <Unit aria-hidden="true">{unit}</Unit>}
      <VisuallyHidden>{unit ? `${final} ${unit}` : final}</VisuallyHidden>
    </Figure>
  );
}
