import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { buildHref } from '../../fields/link.rules.ts';
import { hasText, readLink } from '../../fields/read.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Card, CardBody, CardText, CardTitle } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { backgroundOf, fitMinWidthPx, partnersOf, progressForShift, shiftToReveal, type PartnerModel } from './partner-block.rules.ts';
import { driveByScript, hasScrollTimelines } from './scroll-driver.ts';
import {
  Backdrop,
  Content,
  Cta,
  Description,
  Headline,
  Intro,
  LinkArrow,
  Logo,
  PartnerLink,
  Root,
  Row,
  Section,
  Shade,
  Stage,
  Track,
} from './partner-block.styles.ts';

/**
 * Partner block (spec 000 sections 4, 6, 9): headline, description and an optional call to action
 * over a background image, and a row of partner cards (logo, name, text, link). For visitors it
 * is pinned and scroll-driven (partner-block.rules.ts says how the spec was read): the intro moves
 * up, the row widens and then scrolls sideways when the cards overflow, and the background zooms
 * from 0.85 to 1.15. CSS scroll timelines move it where the browser has them; elsewhere the
 * island's script does, with the spec's smoothing (scroll-driver.ts). Static in editing and with
 * reduced motion.
 */
export default function PartnerBlock({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const headingId = useStableId('heading');
  const sectionRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);

  const partners = partnersOf(fields, editing);
  const background = backgroundOf(fields);
  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  const ctaLink = readLink(fields.cta);
  const hasCta = buildHref(ctaLink) !== '' && Boolean(ctaLink?.text?.trim());
  const pinned = !editing && partners.length > 0;
  // Without CSS scroll timelines the script moves the block (never with reduced motion, where it
  // is static): the section is marked first, so the driver's first frame measures the pinned layout.
  const [scripted, setScripted] = useState(false);
  useEffect(() => {
    if (pinned && !hasScrollTimelines() && !prefersReducedMotion()) setScripted(true);
  }, [pinned]);
  useEffect(() => {
    if (scripted && sectionRef.current && stageRef.current) return driveByScript(sectionRef.current, stageRef.current);
  }, [scripted]);
  const reveal = (track: HTMLElement, focused: Element) => {
    if (sectionRef.current && stageRef.current && rowRef.current) revealFocusedCard(track, focused, sectionRef.current, stageRef.current, rowRef.current);
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => reveal(event.currentTarget, event.target);
  // A keyboard visitor may have tabbed into the row before the island hydrated (its focus event
  // came before React listened): the card that holds the focus is brought on screen now.
  useEffect(() => {
    const track = rowRef.current?.querySelector<HTMLElement>('[data-partner-track]');
    const focused = document.activeElement;
    if (pinned && track && focused && track.contains(focused)) reveal(track, focused);
    // Once, when the island mounts: later focus moves come through onFocus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!editing && partners.length === 0 && !hasHeadline && !hasDescription) return null;

  const sectionId = sectionIdOf(fields, params);

  return (
    <Root data-block="partner-block">
      <Section
        ref={sectionRef}
        id={sectionId}
        aria-labelledby={hasHeadline ? headingId : undefined}
        $pinned={pinned}
        $fitWidth={fitMinWidthPx(partners.length)}
        data-motion={pinned ? (scripted ? 'script' : 'scroll') : 'static'}
      >
        <Stage ref={stageRef} $pinned={pinned} data-partner-stage="">
          {(background.present || editing) && (
            <Backdrop $pinned={pinned}>
              <Image field={background.field} mobileField={background.mobileField} alt="" sizes="100vw" emptyLabel="Background image" />
            </Backdrop>
          )}
          <Shade aria-hidden="true" />
          <Content $pinned={pinned}>
            {(hasHeadline || hasDescription || hasCta || editing) && (
              <Intro $pinned={pinned}>
                <Text as={Headline} id={headingId} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
                {(hasDescription || editing) && <RichText as={Description} $clamp={!editing} field={fields.description} emptyLabel="Description" />}
                {(hasCta || editing) && <Cta field={fields.cta} $variant="white" emptyLabel="Call to action" />}
              </Intro>
            )}
            {partners.length > 0 && (
              <Row ref={rowRef} $pinned={pinned} $count={partners.length}>
                <Track $pinned={pinned} onFocus={pinned ? onFocus : undefined} data-partner-track="">
                  {partners.map((partner) => (
                    <li key={partner.key}>
                      <PartnerCard partner={partner} editing={editing} />
                    </li>
                  ))}
                </Track>
              </Row>
            )}
          </Content>
        </Stage>
      </Section>
    </Root>
  );
}

function PartnerCard({ partner, editing }: { partner: PartnerModel; editing: boolean }) {
  const t = useTranslate();
  const titleId = useStableId(`partner-${partner.key}-title`);
  const label = readLink(partner.link)?.text?.trim() || t('PartnerVisit', 'Visit partner');
  return (
    <Card $static={editing}>
      {(partner.hasLogo || editing) && (
        <Logo>
          {/* The name follows as the card's heading: a logo beside it is decorative. */}
          <Image field={partner.logo} alt={partner.hasName ? '' : undefined} sizes="240px" emptyLabel="Logo" />
        </Logo>
      )}
      <CardBody>
        <Text as={CardTitle} id={titleId} field={partner.name} emptyLabel="Partner name" />
        {(partner.hasText || editing) && <RichText as={CardText} field={partner.text} emptyLabel="Partner text" />}
        {editing ? (
          <PartnerLink field={partner.link} emptyLabel="Partner link" />
        ) : (
          partner.hasLink && (
            <PartnerLink field={partner.link} $stretch aria-describedby={titleId}>
              {label}
              <LinkArrow aria-hidden="true">
                <Icon name="arrow-right" size={18} />
              </LinkArrow>
            </PartnerLink>
          )
        )}
      </CardBody>
    </Card>
  );
}

/**
 * Keyboard visitors tab into cards the sideways scroll has not brought on screen yet (they are
 * clipped by the stage). When the block is pinned, scroll the page to the point where the
 * focused card is in the content column.
 */
function revealFocusedCard(track: HTMLElement, focused: Element, section: HTMLElement, stage: HTMLElement, row: HTMLElement) {
  if (getComputedStyle(stage).position !== 'sticky') return;
  const card = focused.closest('li');
  if (!card || card.parentElement !== track) return;

  const rtl = getComputedStyle(row).direction === 'rtl';
  const offset = parseFloat(getComputedStyle(row).paddingInlineStart) || 0;
  const rowRect = row.getBoundingClientRect();
  const trackRect = track.getBoundingClientRect();
  const cardRect = card.getBoundingClientRect();
  const fromStart = (rect: DOMRect) => (rtl ? rowRect.right - rect.right : rect.left - rowRect.left);
  const travel = Math.max(0, track.offsetWidth - (row.clientWidth - 2 * offset));
  const shift = Math.max(0, offset - fromStart(trackRect));
  const target = shiftToReveal({
    cardStart: fromStart(cardRect),
    cardEnd: fromStart(cardRect) + cardRect.width,
    viewStart: offset,
    viewEnd: row.clientWidth - offset,
    shift,
    travelPx: travel,
  });
  if (Math.abs(target - shift) < 1) return;
  const pinDistance = section.offsetHeight - stage.offsetHeight;
  const sectionTop = section.getBoundingClientRect().top + window.scrollY;
  window.scrollTo({ top: sectionTop + progressForShift(target, travel) * pinDistance });
}
