import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, useStableId, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { arrowKeyAction, slideAfterClick, slideLabel, wrapsOnClick } from '../../ui/carousel.rules.ts';
import { Container, Section, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { swipeAction } from '../../ui/swipe.rules.ts';
import { GALLERY_SWIPE_PX, galleryItemsOf, galleryLayout, hasCaption, slideAfterStep, type GalleryItem } from './media-gallery.rules.ts';
import { Bar, Bars, Caption, Figure, Gallery, Slide, Stack, Track, Viewport } from './media-gallery.styles.ts';

const SIZES = '(max-width: 767px) 80vw, (max-width: 1380px) 70vw, 924px';

/**
 * Media gallery (spec 002 sections 2, 4, 9): a headline over a centred slider of pictures with
 * their titles, the active one in the middle and its neighbours peeking in at the sides (15 % of
 * the width, 10 % on small screens), moved by the bar navigation under it (a 336 px strip, one bar
 * per picture), a click on a neighbour, the arrow keys or a swipe, in 500 ms. A click on the
 * active last picture goes back to the first (mirrored in right-to-left, by index). One picture is
 * shown plainly; edit mode lists every item stacked, to fill in.
 */
export default function MediaGallery({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const items = galleryItemsOf(fields.items, editing);
  const layout = galleryLayout(items.length, editing);
  const hasHeadline = hasText(fields.headline);
  if (!editing && layout === 'empty') return null;
  const label = readText(fields.headline).trim() || t('MediaGalleryLabel', 'Media gallery');

  return (
    <Section id={sectionIdOf(fields, params)} data-block="media-gallery" data-gallery-layout={layout}>
      <Container>
        {(hasHeadline || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
            </SectionIntro>
          </SectionHeader>
        )}
        {layout === 'single' && items[0] && <Picture item={items[0]} editing={false} />}
        {layout === 'stacked' && (
          <Stack>
            {items.map((item) => (
              <Picture key={item.key} item={item} editing />
            ))}
          </Stack>
        )}
        {layout === 'carousel' && <GallerySlider items={items} label={label} />}
      </Container>
    </Section>
  );
}

function Picture({ item, editing }: { item: GalleryItem; editing: boolean }) {
  return (
    <Figure>
      <Image field={item.fields.image} sizes={SIZES} emptyLabel="Gallery image" />
      {(hasCaption(item) || editing) && <Text as={Caption} field={item.fields.headline} emptyLabel="Image title" />}
    </Figure>
  );
}

/** A pointer that moved further than this between down and up dragged: its click is not a choice. */
const DRAG_CLICK_PX = 10;

function GallerySlider({ items, label }: { items: GalleryItem[]; label: string }) {
  const t = useTranslate();
  const { dir } = useLocale();
  const trackId = useStableId('gallery-track');
  const [active, setActive] = useState(0);
  const count = items.length;
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const slideTemplate = t('CarouselSlideOf', '{n} of {total}');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = arrowKeyAction(event.key, dir);
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : count - 1);
      return;
    }
    if (!action) return;
    event.preventDefault();
    setActive((current) => slideAfterStep(action, current, count));
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.isPrimary) start.current = { x: event.clientX, y: event.clientY };
    dragged.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    dragged.current = Math.abs(dx) > DRAG_CLICK_PX;
    const action = swipeAction(dx, event.clientY - from.y, GALLERY_SWIPE_PX, dir);
    if (action) setActive((current) => slideAfterStep(action, current, count));
  };

  return (
    <Gallery role="region" aria-roledescription={t('Carousel', 'carousel')} aria-label={label} tabIndex={0} onKeyDown={onKeyDown} data-gallery-active={active}>
      <Viewport
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => void (start.current = null)}
        onDragStart={(event) => event.preventDefault()}
      >
        <Track id={trackId} style={{ ['--gallery-index' as string]: active }} aria-live="polite">
          {items.map((item, index) => (
            <Slide
              key={item.key}
              role="group"
              aria-roledescription={t('CarouselSlide', 'slide')}
              aria-label={slideLabel(slideTemplate, index, count)}
              aria-hidden={index === active ? undefined : true}
              data-gallery-slide={index}
              data-active={index === active ? 'true' : undefined}
              $clickable={index !== active || wrapsOnClick(index, active, count)}
              onClick={() => {
                if (dragged.current) {
                  dragged.current = false;
                  return;
                }
                setActive((current) => slideAfterClick(index, current, count));
              }}
            >
              <Picture item={item} editing={false} />
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Bars role="group" aria-label={t('MediaGalleryNavigation', 'Choose a picture')}>
        {items.map((item, index) => (
          <Bar
            key={item.key}
            type="button"
            aria-controls={trackId}
            aria-current={index === active ? 'true' : undefined}
            aria-label={barLabel(t('MediaGalleryShow', 'Show picture {n} of {total}'), index, count, readText(item.fields.headline).trim())}
            data-gallery-bar={index}
            onClick={() => setActive(index)}
          />
        ))}
      </Bars>
    </Gallery>
  );
}

function barLabel(template: string, index: number, total: number, title: string): string {
  const text = slideLabel(template, index, total);
  return title ? `${text}: ${title}` : text;
}
