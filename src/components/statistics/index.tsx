import { useRef, type CSSProperties } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container, DividerLine, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import { mq } from '../../ui/theme.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import {
  COUNTER_DESKTOP_MIN_PX,
  STATISTIC_IMAGE_SIZE_PX,
  formatStatistic,
  imagesOf,
  isAttachedUnit,
  numberFieldOf,
  statisticLength,
  statisticsOf,
  type StatisticModel,
} from './statistics.rules.ts';
import { Body, Digits, Figure, Item, List, Live, SideImage, Sizer, StatisticsSection, SubTitle, Title, Unit } from './statistics.styles.ts';
import { useCountUp } from './use-count-up.ts';

/** Images: 400 px beside the counters on desktop, half the width under them below it. */
const IMAGE_SIZES = `${mq.up(COUNTER_DESKTOP_MIN_PX)} ${STATISTIC_IMAGE_SIZE_PX}px, 50vw`;

/**
 * Statistic block (spec 000 sections 3, 4, 9): counters (number, unit, title, subTitle) between
 * an optional image on each side (mobile variants below the tablet breakpoint, the Image field's
 * default). The server HTML carries each final value; on desktop the numbers count up from 0 once
 * in view (use-count-up.ts). Optional section fields (other content-block fields, spec 000
 * section 3): sectionId, showDividerLine, headline, description.
 */
export default function Statistics({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const statistics = statisticsOf(fields, editing);
  const images = imagesOf(fields);
  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  if (!editing && statistics.length === 0) return null;

  // In editing, image slots show where the template has the field, so an editor can fill them.
  const left = images.left || (editing && ('imageLeft' in fields || 'mobileImageLeft' in fields));
  const right = images.right || (editing && ('imageRight' in fields || 'mobileImageRight' in fields));
  const sectionId = sectionIdOf(fields, params);

  return (
    <StatisticsSection id={sectionId} data-block="statistics">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {(hasHeadline || hasDescription || (editing && ('headline' in fields || 'description' in fields))) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
              {(hasDescription || editing) && <RichText as={SectionLead} $clamp={!editing} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
          </SectionHeader>
        )}
        <Body $left={left} $right={right}>
          {left && (
            <SideImage $side="left" $alone={!right}>
              <Image field={fields.imageLeft} mobileField={fields.mobileImageLeft} sizes={IMAGE_SIZES} emptyLabel="Image left" />
            </SideImage>
          )}
          {statistics.length > 0 ? (
            <List $count={statistics.length} $withImages={left || right}>
              {statistics.map((statistic) => (
                <Statistic key={statistic.key} statistic={statistic} editing={editing} />
              ))}
            </List>
          ) : (
            <List $count={1} $withImages={false}>
              <Item>
                <Text as={Title} field={undefined} emptyLabel="Statistics" />
              </Item>
            </List>
          )}
          {right && (
            <SideImage $side="right" $alone={!left}>
              <Image field={fields.imageRight} mobileField={fields.mobileImageRight} sizes={IMAGE_SIZES} emptyLabel="Image right" />
            </SideImage>
          )}
        </Body>
      </Container>
    </StatisticsSection>
  );
}

function Statistic({ statistic, editing }: { statistic: StatisticModel; editing: boolean }) {
  return (
    <Item>
      {editing ? (
        <Figure>
          <Text field={statistic.fields[numberFieldOf(statistic.fields)]} emptyLabel="Number" />
          <Text as={Unit} field={statistic.fields.unit} emptyLabel="Unit" />
        </Figure>
      ) : (
        statistic.raw !== '' && <CountingFigure statistic={statistic} />
      )}
      {(statistic.title || editing) && <Text as={Title} field={statistic.fields.title} emptyLabel="Title" />}
      {(statistic.subTitle || editing) && <Text as={SubTitle} field={statistic.fields.subTitle} emptyLabel="Sub title" />}
    </Item>
  );
}

/**
 * The number as visitors see it. Screen readers get the final value only, once: the counting
 * digits and the unit are aria-hidden and a visually hidden copy says "1,250 km".
 */
function CountingFigure({ statistic }: { statistic: StatisticModel }) {
  const { language } = useLocale();
  const ref = useRef<HTMLParagraphElement>(null);
  const current = useCountUp(statistic.number, ref, false);
  const { number, unit } = statistic;
  const final = number ? formatStatistic(number, language) : statistic.raw;
  const shown = number && current !== null ? formatStatistic(number, language, current) : final;
  const attached = isAttachedUnit(unit);
  const style = { '--stat-length': statisticLength(final, unit) } as CSSProperties;
  return (
    <Figure ref={ref} style={style} $attached={attached}>
      <Digits dir="ltr" aria-hidden="true">
        <Sizer>{final}</Sizer>
        <Live data-statistic-value="" data-final={final}>
          {shown}
        </Live>
      </Digits>
      {unit && <Unit aria-hidden="true">{unit}</Unit>}
      <VisuallyHidden>{unit ? `${final}${attached ? '' : ' '}${unit}` : final}</VisuallyHidden>
    </Figure>
  );
}
