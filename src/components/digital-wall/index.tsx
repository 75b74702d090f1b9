import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type TouchEvent } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, useStableId, useTranslate } from '../../app/context/index.ts';
import { buildHref } from '../../fields/link.rules.ts';
import { hasText, readLink, readText } from '../../fields/read.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { arrowKeyAction } from '../../ui/carousel.rules.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container, SectionActions, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import { swipeAction } from '../../ui/swipe.rules.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import {
  moveCentre,
  shouldAutoAdvance,
  slotChanges,
  stepsToCentre,
  visibleSlots,
  WALL_ANIMATION_MS,
  WALL_ANIMATION_START_MS,
  WALL_AUTO_INTERVAL_MS,
  WALL_CENTRE,
  WALL_RETRY_DELAY_MS,
  WALL_SWIPE_PX,
  WALL_TEXTS,
  type WallItem,
  type WallTransition,
} from './digital-wall.rules.ts';
import {
  Card,
  ControlButton,
  Controls,
  Cta,
  EditingNote,
  ErrorBox,
  ErrorHeading,
  ErrorText,
  Frame,
  MemberName,
  MemberPanel,
  MemberRole,
  MemberText,
  Portrait,
  Quote,
  Stage,
  StateBox,
  WallSection,
} from './digital-wall.styles.ts';
import { loadWall, type WallState } from './wall-loader.ts';

/**
 * Digital wall (spec 002 sections 2 to 9): a headline, description and call to action over a
 * wall of staff portraits with their own words. Seven slots, the centre one large with the
 * member's quote, name and role beneath it; a click on another portrait, the previous and next
 * buttons, the arrow keys and a swipe move the wall, and it advances by itself every 4 s on wide
 * windows while nobody is using it. The list is fetched in the browser after hydration
 * (wall-loader.ts says why); edit mode shows the spec's placeholder text instead.
 */
export default function DigitalWall({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const headingId = useStableId('heading');
  const showCta = buildHref(readLink(fields.cta)) !== '';
  const showHeader = editing || hasText(fields.headline) || hasText(fields.description) || showCta;
  const headline = readText(fields.headline).trim();
  const label = headline || t('DigitalWallLabel', 'Our people');

  return (
    <WallSection
      id={sectionIdOf(fields, params)}
      data-block="digital-wall"
      aria-labelledby={headline ? headingId : undefined}
      aria-label={headline ? undefined : label}
    >
      <Container>
        {showHeader && (
          <SectionHeader>
            <SectionIntro>
              {(editing || hasText(fields.headline)) && <Text as={SectionHeading} id={headingId} field={fields.headline} emptyLabel="Headline" />}
              {(editing || hasText(fields.description)) && <RichText as={SectionLead} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
            {(editing || showCta) && (
              <SectionActions>
                <Cta field={fields.cta} $variant="secondary" emptyLabel="Call to action" />
              </SectionActions>
            )}
          </SectionHeader>
        )}
        {editing ? <EditingNote data-wall-state="editing">{t('DigitalWallEditing', WALL_TEXTS.editing)}</EditingNote> : <Wall label={label} />}
      </Container>
    </WallSection>
  );
}

/** The wall's four states; the server and hydration render 'loading'. */
function Wall({ label }: { label: string }) {
  const t = useTranslate();
  const [state, setState] = useState<WallState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadWall(window.location.search, controller.signal).then(setState, (error: unknown) => {
      if (!controller.signal.aborted) setState({ kind: 'error', message: error instanceof Error ? error.message : WALL_TEXTS.failed });
    });
    return () => controller.abort();
  }, []);

  switch (state.kind) {
    case 'loading':
      return (
        <StateBox role="status" data-wall-state="loading">
          {t('DigitalWallLoading', WALL_TEXTS.loading)}
        </StateBox>
      );
    case 'empty':
      return (
        <StateBox role="status" data-wall-state="empty">
          {t('DigitalWallEmpty', WALL_TEXTS.empty)}
        </StateBox>
      );
    case 'error':
      return (
        <ErrorBox role="alert" data-wall-state="error">
          <ErrorHeading>{t('DigitalWallFailed', WALL_TEXTS.failed)}</ErrorHeading>
          <ErrorText dir="auto">{state.message}</ErrorText>
        </ErrorBox>
      );
    case 'loaded':
      return <WallStage items={state.items} initialCentre={state.centre} label={label} />;
  }
}

interface Animation {
  changes: ReturnType<typeof slotChanges>;
  phase: 'start' | 'run';
}

/** Per |offset| from the centre: x (in card widths), scale and opacity, wide and narrow. */
const WIDE = { x: [0, 0.875, 1.46, 1.875, 2.33], scale: [1, 0.74, 0.56, 0.44, 0.36], opacity: [1, 0.92, 0.72, 0.5, 0] };
const NARROW = { x: [0, 0.97, 1.59, 1.9, 2.25], scale: [1, 0.76, 0.6, 0.5, 0.4], opacity: [1, 0.7, 0, 0, 0] };

function slotStyle(position: number, dir: 'ltr' | 'rtl'): CSSProperties {
  const offset = position - WALL_CENTRE;
  const step = Math.min(Math.abs(offset), 4);
  const sign = Math.sign(offset);
  return {
    '--dir': dir === 'rtl' ? -1 : 1,
    '--x-wide': WIDE.x[step]! * sign,
    '--x-narrow': NARROW.x[step]! * sign,
    '--scale-wide': WIDE.scale[step],
    '--scale-narrow': NARROW.scale[step],
    '--opacity-wide': WIDE.opacity[step],
    '--opacity-narrow': NARROW.opacity[step],
    '--z': 10 - step,
  } as CSSProperties;
}

function WallStage({ items, initialCentre, label }: { items: WallItem[]; initialCentre: number; label: string }) {
  const t = useTranslate();
  const { dir } = useLocale();
  const stageId = useStableId('stage');
  const [centre, setCentre] = useState(initialCentre);
  const [animation, setAnimation] = useState<Animation | null>(null);
  // Announce the centre member only when the visitor moved the wall, not on every auto-advance.
  const [announce, setAnnounce] = useState(false);
  const [paused, setPaused] = useState({ hovered: false, touched: false, focused: false });
  const centreRef = useRef(centre);
  const animatingRef = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const move = useCallback(
    (steps: number): void => {
      if (steps === 0 || items.length < 2) return;
      // Spec 002 section 4: a click during an animation is tried again 650 ms later.
      if (animatingRef.current) return later(WALL_RETRY_DELAY_MS, () => move(steps));
      const from = centreRef.current;
      const to = moveCentre(from, steps, items.length);
      centreRef.current = to;
      setCentre(to);
      if (prefersReducedMotion()) return;
      animatingRef.current = true;
      setAnimation({ changes: slotChanges(items.length, from, steps, dir), phase: 'start' });
      later(WALL_ANIMATION_START_MS, () => setAnimation((current) => current && { ...current, phase: 'run' }));
      later(WALL_ANIMATION_START_MS + WALL_ANIMATION_MS, () => {
        animatingRef.current = false;
        setAnimation(null);
      });
    },
    [items.length, dir, later],
  );
  const userMove = (steps: number) => {
    setAnnounce(true);
    move(steps);
  };

  // Auto-advance (spec 002 sections 4 and 9), checked again whenever what it depends on changes.
  useEffect(() => {
    const allowed = () =>
      shouldAutoAdvance({ count: items.length, windowWidth: window.innerWidth, ...paused, reducedMotion: prefersReducedMotion(), editing: false });
    if (!allowed()) return;
    const interval = setInterval(() => {
      if (allowed()) move(1);
    }, WALL_AUTO_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [items.length, paused, move]);

  const entries = animation
    ? animation.changes.map((change) => ({
        index: change.index,
        position: animation.phase === 'start' ? change.from : change.to,
        transition: change.transition as WallTransition | undefined,
      }))
    : visibleSlots(items.length, centre).map((slot) => ({ index: slot.index, position: slot.position, transition: undefined }));
  const current = items[centre]!;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = arrowKeyAction(event.key, dir);
    if (!action) return;
    event.preventDefault();
    userMove(action === 'next' ? 1 : -1);
  };
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    if (touch) touchStart.current = { x: touch.clientX, y: touch.clientY };
    setPaused((p) => ({ ...p, touched: true }));
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    touchStart.current = null;
    setPaused((p) => ({ ...p, touched: false }));
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const action = swipeAction(touch.clientX - start.x, touch.clientY - start.y, WALL_SWIPE_PX, dir);
    if (action) userMove(action === 'next' ? 1 : -1);
  };

  return (
    <Frame
      // A group, not a landmark: the section around it is the region.
      role="group"
      aria-roledescription={t('DigitalWallRoleDescription', 'wall of portraits')}
      aria-label={label}
      data-wall-state="loaded"
      data-wall-centre={current.id}
      data-animating={animation ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused((p) => ({ ...p, hovered: true }))}
      onMouseLeave={() => setPaused((p) => ({ ...p, hovered: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focused: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused((p) => ({ ...p, focused: false }));
      }}
    >
      <Stage id={stageId} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} onTouchCancel={() => setPaused((p) => ({ ...p, touched: false }))}>
        {entries.map(({ index, position, transition }) => {
          const item = items[index]!;
          const offstage = position < 0 || position > 6;
          return (
            <Card
              key={item.id}
              data-position={position}
              data-member-id={item.id}
              data-transition={transition}
              data-phase={animation?.phase}
              data-offstage={offstage ? 'true' : 'false'}
              style={slotStyle(position, dir)}
              aria-hidden={position === WALL_CENTRE ? undefined : 'true'}
              onClick={position === WALL_CENTRE || offstage ? undefined : () => userMove(stepsToCentre(position))}
            >
              <WallPortrait item={item} eager={position === WALL_CENTRE} />
            </Card>
          );
        })}
      </Stage>
      <MemberPanel aria-live={announce ? 'polite' : 'off'} aria-atomic="true" data-wall-member="">
        <MemberText key={current.id}>
          {current.title && <Quote dir="auto">{current.title}</Quote>}
          <MemberName dir="auto">{current.name}</MemberName>
          <MemberRole dir="auto">{[current.department, current.location].filter(Boolean).join(' · ')}</MemberRole>
        </MemberText>
      </MemberPanel>
      {items.length > 1 && (
        <Controls>
          <ControlButton type="button" aria-controls={stageId} aria-label={t('DigitalWallPrevious', 'Previous person')} onClick={() => userMove(-1)}>
            <Icon name="arrow-left" size={20} />
          </ControlButton>
          <ControlButton type="button" aria-controls={stageId} aria-label={t('DigitalWallNext', 'Next person')} onClick={() => userMove(1)}>
            <Icon name="arrow-right" size={20} />
          </ControlButton>
        </Controls>
      )}
    </Frame>
  );
}

/**
 * A portrait that fades in once loaded (spec 002 section 4); the placeholder when there is none
 * or it fails to load. The centre one loads eagerly (section 9), the others lazily.
 */
function WallPortrait({ item, eager }: { item: WallItem; eager: boolean }) {
  const t = useTranslate();
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const placeholder = failed || item.image.kind === 'placeholder';
  const alt = t('DigitalWallPortraitOf', 'Portrait of {name}', { name: item.name });
  return (
    <Portrait data-loaded={placeholder || loaded ? 'true' : 'false'} data-image={placeholder ? 'placeholder' : item.image.kind}>
      {placeholder ? (
        <PlaceholderPortrait label={alt} />
      ) : (
        <img
          ref={(img) => {
            // Loaded before React listened (from the cache): count it.
            if (img?.complete && img.naturalWidth > 0) setLoaded(true);
          }}
          src={item.image.kind === 'placeholder' ? undefined : item.image.src}
          alt={alt}
          width={480}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
      <VisuallyHidden as="figcaption">{item.name}</VisuallyHidden>
    </Portrait>
  );
}

/** Our own neutral silhouette for members without a portrait. */
function PlaceholderPortrait({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 480 600" role="img" aria-label={label} data-wall-placeholder="">
      <rect width="480" height="600" fill="#E2E7EE" />
      <circle cx="240" cy="250" r="86" fill="#B5C0CE" />
      <path d="M84 600c0-118 70-186 156-186s156 68 156 186z" fill="#B5C0CE" />
    </svg>
  );
}
