import { useMemo } from 'react';
import { useIsEditing, useLogger, useTranslate } from '../../app/context/index.ts';
import type { BlockProps } from '../../app/registry.ts';
import { Text } from '../../fields/Text.tsx';
import { readText } from '../../fields/read.ts';
import { FilteredCardList, NO_ACTIVE_FILTER_TYPES, activeFilterTypes, initialSelection, readFilterTypes, useFilteredList } from '../../ui/filters/index.ts';
import { Container, Section, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { defaultCountryOf, leaderCards, NO_LEADERS_FOUND, PEOPLE_PAGE_SIZES, type LeaderCard } from './people-cards-list.rules.ts';
import { Body, Card, Designation, Name, Portrait } from './people-cards-list.styles.ts';

const VIEW_DETAILS_FOR = 'View details for';

/**
 * People cards list (spec 002 sections 2-9): heading, the shared filters (starting from the
 * section's default country), leader cards linking to the leader pages, 9 per load on desktop and
 * 3 on phones and tablets. With no leaders at all, visitors see the heading and the
 * noLeadersFound text (no filters: none is active). In edit mode every card shows, nothing moves.
 */
export default function PeopleCardsList({ fields }: BlockProps) {
  const t = useTranslate();
  const logger = useLogger();
  const editing = useIsEditing();
  const sectionId = readText(fields.sectionId).trim();
  const cards = useMemo(() => leaderCards(fields.leaders), [fields.leaders]);
  const filterTypes = useMemo(() => readFilterTypes(fields.filtersToDisplay), [fields.filtersToDisplay]);
  const initial = useMemo(
    () => initialSelection({ country: defaultCountryOf(fields.defaultCountry) }, activeFilterTypes(filterTypes, cards), cards),
    [fields.defaultCountry, filterTypes, cards],
  );
  const list = useFilteredList<LeaderCard>(cards, filterTypes, initial, PEOPLE_PAGE_SIZES, editing);

  if (typeof window === 'undefined' && cards.length > 0 && list.types.length === 0) {
    logger.debug({ block: 'PeopleCardsList' }, NO_ACTIVE_FILTER_TYPES);
  }

  return (
    <Section data-block="people-cards-list" {...(sectionId ? { id: sectionId } : {})}>
      <Container>
        <SectionHeader>
          <SectionIntro>
            <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
            <Text as={SectionLead} field={fields.description} emptyLabel="Description" />
          </SectionIntro>
        </SectionHeader>
        <FilteredCardList
          name="people"
          items={cards}
          list={list}
          emptyText={t('noLeadersFound', NO_LEADERS_FOUND)}
          renderCard={(card) => (
            <Card $static={editing} data-leader-card={card.id}>
              {card.cardImage && (
                <Portrait>
                  <img
                    src={card.cardImage.src}
                    alt={card.cardImage.alt}
                    width={card.cardImage.width}
                    height={card.cardImage.height}
                    loading="lazy"
                    decoding="async"
                  />
                </Portrait>
              )}
              <Body>
                <Name>
                  {card.url ? (
                    <a href={card.url}>
                      <VisuallyHidden>{`${t('viewDetailsFor', VIEW_DETAILS_FOR)} `}</VisuallyHidden>
                      {card.name}
                    </a>
                  ) : (
                    card.name
                  )}
                </Name>
                {card.designation && <Designation>{card.designation}</Designation>}
              </Body>
            </Card>
          )}
        />
      </Container>
    </Section>
  );
}
