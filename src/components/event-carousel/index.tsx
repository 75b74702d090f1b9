import { Suspense } from 'react';
import { BlockDataScript, useBlockData } from '../../app/block-data.tsx';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readImage, readText } from '../../fields/read.ts';
import { formatDate } from '../../lib/dates.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { CardMedia } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Container, Section, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import type { SwipeOptions } from '../../ui/swipe.rules.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { EVENTS_SPEED_MS, EVENTS_SWIPE_LOCK_MS, EVENTS_SWIPE_PX, eventDateText, eventsOf, visibleEvents, type EventModel } from './event-carousel.rules.ts';
import { DisplayDate, DisplayYear, EventBody, EventCard, EventTitle, Location, Slides, When } from './event-carousel.styles.ts';
import { EVENT_DAY_KEY, EVENT_DAY_LOADER, isEventDay, useEventDay, type EventDay } from './event-day.ts';

const SWIPE: SwipeOptions = { thresholdPx: EVENTS_SWIPE_PX, lockMs: EVENTS_SWIPE_LOCK_MS };

/**
 * Event carousel (spec 003 sections 2, 4, 5, 9): headline and description over the upcoming
 * events, ascending by start date, in the shared carousel (4 / 3 / 2 / 1 per view, swipe 50 px,
 * mirrored in Arabic). Editors see every event, past and undated ones too, as a static grid.
 *
 * "Past" depends on the day: visitors' markup is rendered with the server's day and hydrated
 * with it, then follows the browser's (event-day.ts). Decisions where the spec is silent: with no
 * upcoming event the block shows nothing to visitors (a headline over an empty row reads as a
 * fault); an event without an image shows its text alone; a blank displayDate falls back to the
 * start (and end) date written out, a blank displayYear to nothing.
 */
export default function EventCarousel({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  if (editing)
    return (
      <EventSection fields={fields} sectionId={sectionIdOf(fields, params)} events={visibleEvents(eventsOf(fields.events), { editing, today: '' })} editing />
    );
  return (
    <Suspense fallback={null}>
      <UpcomingEvents fields={fields} sectionId={sectionIdOf(fields, params)} />
    </Suspense>
  );
}

function UpcomingEvents({ fields, sectionId }: { fields: Record<string, unknown>; sectionId: string | undefined }) {
  const result = useBlockData<EventDay>(EVENT_DAY_LOADER, EVENT_DAY_KEY, {});
  const today = useEventDay(result.ok && isEventDay(result.value) ? result.value.today : undefined);
  const events = visibleEvents(eventsOf(fields.events), { editing: false, today });
  return (
    <>
      <BlockDataScript dataKey={EVENT_DAY_KEY} result={result} />
      {events.length > 0 && <EventSection fields={fields} sectionId={sectionId} events={events} editing={false} />}
    </>
  );
}

interface EventSectionProps {
  fields: Record<string, unknown>;
  sectionId: string | undefined;
  events: EventModel[];
  editing: boolean;
}

function EventSection({ fields, sectionId, events, editing }: EventSectionProps) {
  const t = useTranslate();
  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  const label = readText(fields.headline).trim() || t('EventCarouselLabel', 'Events');
  return (
    <Section id={sectionId} data-block="event-carousel">
      <Container>
        {(hasHeadline || hasDescription || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
              {(hasDescription || editing) && <RichText as={SectionLead} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
          </SectionHeader>
        )}
        {events.length === 0 ? (
          <EmptyFieldPlaceholder label="Events" />
        ) : (
          <Slides label={label} enabled={!editing && events.length > 1} durationMs={EVENTS_SPEED_MS} swipe={SWIPE} $count={events.length}>
            {events.map((event) => (
              <EventSlide key={event.key} event={event} editing={editing} />
            ))}
          </Slides>
        )}
      </Container>
    </Section>
  );
}

function EventSlide({ event, editing }: { event: EventModel; editing: boolean }) {
  const t = useTranslate();
  const { language } = useLocale();
  const { fields } = event;
  const date = eventDateText(event, language, formatDate);
  const hasImage = readImage(fields.image) !== undefined;
  return (
    <EventCard $static data-event="">
      {(hasImage || editing) && (
        <CardMedia $ratio="3 / 2">
          <Image
            field={fields.image}
            alt=""
            sizes="(max-width: 480px) 85vw, (max-width: 767px) 43vw, (max-width: 1279px) 29vw, 22vw"
            emptyLabel="Event image"
          />
        </CardMedia>
      )}
      <EventBody>
        {editing ? (
          <When>
            <Text as={DisplayDate} field={fields.displayDate} emptyLabel="Display date" />
            <Text as={DisplayYear} field={fields.displayYear} emptyLabel="Display year" />
          </When>
        ) : (
          (date !== '' || hasText(fields.displayYear)) && (
            <When>
              {date !== '' && <DisplayDate>{date}</DisplayDate>}
              {hasText(fields.displayYear) && <DisplayYear>{readText(fields.displayYear)}</DisplayYear>}
            </When>
          )
        )}
        <Text as={EventTitle} field={fields.eventTitle} emptyLabel="Event title" />
        {(hasText(fields.location) || editing) && (
          <Location>
            <Icon name="map-pin" size={16} />
            <VisuallyHidden>{t('EventLocation', 'Location')}: </VisuallyHidden>
            <Text field={fields.location} emptyLabel="Location" />
          </Location>
        )}
      </EventBody>
    </EventCard>
  );
}
