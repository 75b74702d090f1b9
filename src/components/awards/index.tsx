import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, useLogger, useStableId, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { LoadMoreButton } from '../../ui/filters/LoadMoreButton.tsx';
import { Container, Section, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import { AWARD_YEARS_STEP, awardDate, awardYearsOf, hasMore, nextShown, yearOf, type AwardModel, type AwardYearModel } from './awards.rules.ts';
import { AwardCard, AwardDate, AwardGrid, AwardSubtitle, AwardTitle, Year, YearGroup, YearList } from './awards.styles.ts';

/**
 * Awards (spec 003 sections 2, 4, 5, 9): headline and description over the award year groups,
 * 5 groups first and 5 more per "Load more" until all show; each year's awards in a 3-column grid
 * on desktop. An award date of 0001-01-01 or an invalid one is no date: nothing is printed.
 * Editors see every group (no button) with placeholders for empty fields.
 *
 * After "Load more", focus moves to the heading of the first year it revealed, so keyboard and
 * screen-reader users carry on where the new content starts. That lookup is the block's only
 * position check (spec 003 section 8: "logged; fall back to neutral layout"): if the heading
 * cannot be found, it is logged and focus stays on the button; the list keeps its plain layout.
 */
export default function Awards({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const logger = useLogger();
  const listId = useStableId('award-years');
  const years = awardYearsOf(fields.awardYears, editing);
  const [shown, setShown] = useState(AWARD_YEARS_STEP);
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null) return;
    focusFrom.current = null;
    const heading = listRef.current?.children[index]?.querySelector<HTMLElement>('[data-award-year]');
    if (heading) heading.focus();
    else logger.warn({ block: 'awards', index }, 'Awards: the first revealed year group was not found; focus stays on Load more');
  }, [shown, logger]);

  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  if (!editing && years.length === 0) return null;

  const visible = editing ? years : years.slice(0, shown);
  const more = !editing && hasMore(shown, years.length);
  const label = readText(fields.headline).trim() || t('AwardsLabel', 'Awards');
  return (
    <Section id={sectionIdOf(fields, params)} data-block="awards">
      <Container>
        {(hasHeadline || hasDescription || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
              {(hasDescription || editing) && <RichText as={SectionLead} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
          </SectionHeader>
        )}
        {years.length === 0 ? (
          <EmptyFieldPlaceholder label="Award years" />
        ) : (
          <YearList id={listId} ref={listRef} aria-label={label}>
            {visible.map((year) => (
              <YearGroupItem key={year.key} year={year} editing={editing} />
            ))}
          </YearList>
        )}
        {more && (
          <LoadMoreButton
            more={{ desktop: true, mobile: true }}
            controls={listId}
            onLoadMore={() => {
              focusFrom.current = shown;
              setShown(nextShown(shown, years.length));
            }}
          />
        )}
      </Container>
    </Section>
  );
}

function YearGroupItem({ year, editing }: { year: AwardYearModel; editing: boolean }) {
  return (
    <YearGroup>
      <Text as={Year} tabIndex={-1} data-award-year={yearOf(year)} field={year.fields.awardYear} emptyLabel="Award year" />
      {year.awards.length === 0 ? (
        <EmptyFieldPlaceholder label="Awards" />
      ) : (
        <AwardGrid>
          {year.awards.map((award) => (
            <AwardItem key={award.key} award={award} editing={editing} />
          ))}
        </AwardGrid>
      )}
    </YearGroup>
  );
}

function AwardItem({ award, editing }: { award: AwardModel; editing: boolean }) {
  const { language } = useLocale();
  const date = awardDate(award, language);
  return (
    <AwardCard>
      <Text as={AwardTitle} field={award.fields.awardTitle} emptyLabel="Award title" />
      {(hasText(award.fields.awardSubtitle) || editing) && <Text as={AwardSubtitle} field={award.fields.awardSubtitle} emptyLabel="Award subtitle" />}
      {date ? <AwardDate dateTime={date.iso}>{date.text}</AwardDate> : editing && <EmptyFieldPlaceholder label="Award date" />}
    </AwardCard>
  );
}
