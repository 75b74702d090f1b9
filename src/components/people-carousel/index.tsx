import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, usePageFacts, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { Link } from '../../fields/Link.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Card, CardBody } from '../../ui/Card.tsx';
import { Container, Section, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import type { SwipeOptions } from '../../ui/swipe.rules.ts';
import {
  PEOPLE_SPEED_MS,
  PEOPLE_SWIPE_LOCK_MS,
  PEOPLE_SWIPE_PX,
  leadersOf,
  navHiddenMedia,
  otherLeaders,
  type LeaderCardModel,
} from './people-carousel.rules.ts';
import { Cards, Designation, Name, Portrait } from './people-carousel.styles.ts';

const SWIPE: SwipeOptions = { thresholdPx: PEOPLE_SWIPE_PX, lockMs: PEOPLE_SWIPE_LOCK_MS };

/**
 * People carousel, 'other leaders' (spec 002 sections 2, 5 and 9): the leaders of the list but
 * the page's own, starting after it and wrapping round, in the shared carousel. In edit mode it
 * is a grid of every leader of the list in the order the editor set (decision: the editor sees
 * and checks the whole list they maintain; the exclusion and rotation are the visitor's view).
 */
export default function PeopleCarousel({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { itemId, path } = usePageFacts();
  const t = useTranslate();
  const all = leadersOf(fields.leaders);
  const leaders = editing ? all : otherLeaders(all, { itemId, path });
  const hasHeadline = hasText(fields.headline);
  if (!editing && leaders.length === 0) return null;

  const label = readText(fields.headline).trim() || t('PeopleCarouselLabel', 'Other leaders');
  return (
    <Section id={sectionIdOf(fields, params)} $tone="muted" data-block="people-carousel">
      <Container>
        {(hasHeadline || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
            </SectionIntro>
          </SectionHeader>
        )}
        {leaders.length === 0 ? (
          <EmptyFieldPlaceholder label="Leaders" />
        ) : (
          <Cards label={label} enabled={!editing && leaders.length > 1} durationMs={PEOPLE_SPEED_MS} swipe={SWIPE} $navHidden={navHiddenMedia(leaders.length)}>
            {leaders.map((leader) => (
              <LeaderCard key={leader.key} leader={leader} editing={editing} />
            ))}
          </Cards>
        )}
      </Container>
    </Section>
  );
}

function LeaderCard({ leader, editing }: { leader: LeaderCardModel; editing: boolean }) {
  const { fields } = leader;
  const name = readText(fields.name).trim();
  const href = { value: { href: leader.url, linktype: 'internal' } };
  return (
    <Card $static={editing}>
      <Portrait $ratio="4 / 5">
        <Image field={fields.cardImage} alt="" sizes="(max-width: 480px) 100vw, (max-width: 900px) 50vw, 33vw" emptyLabel="Card image" />
      </Portrait>
      <CardBody>
        <Name>
          {editing || !leader.url ? (
            <Text field={fields.name} emptyLabel="Name" />
          ) : (
            <Link field={href} editable={false}>
              {name || leader.url}
            </Link>
          )}
        </Name>
        {(hasText(fields.designation) || editing) && <Text as={Designation} field={fields.designation} emptyLabel="Designation" />}
      </CardBody>
    </Card>
  );
}
