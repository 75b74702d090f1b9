import { useIsEditing, useStableId, useTranslate } from '../app/context/index.ts';
import { Image } from '../fields/Image.tsx';
import { Link } from '../fields/Link.tsx';
import { RichText } from '../fields/RichText.tsx';
import { Text } from '../fields/Text.tsx';
import { readLink, readImage } from '../fields/read.ts';
import styled from 'styled-components';
import { Card, CardBody, CardMedia, CardText, CardTitle, cardLinkStyle } from './Card.tsx';
import { Icon } from './Icon.tsx';
import type { FeatureCardModel } from './feature-card.rules.ts';

const CardLink = styled(Link)<{ $stretch?: boolean }>`
  ${cardLinkStyle}
`;

const Arrow = styled.span`
  display: inline-flex;
  transition: transform ${({ theme }) => theme.motion.fast} ease;
  a:hover > & {
    transform: translateX(4px);
  }
  [dir='rtl'] a:hover > & {
    transform: translateX(-4px);
  }
`;

/** Every phrase a feature card looks up. */
export const FEATURE_CARD_PHRASES = ['LearnMore', 'OpensInNewTab'] as const;

/**
 * One editorial card: image, headline, description (both clamped for visitors: `cardTextClamp`) and its
 * link, stretched over the card. Used by the benefits highlight (`cta`) and cards with links (`link`).
 */
export function FeatureCard({ card, linkField }: { card: FeatureCardModel; linkField: string }) {
  const editing = useIsEditing();
  const t = useTranslate();
  const titleId = useStableId(`card-${card.key}-title`);
  const { fields } = card;
  const label = readLink(fields[linkField])?.text?.trim() || t('LearnMore', 'Learn more');
  return (
    <Card $static={editing || !card.hasLink} data-feature-card="">
      {(readImage(fields.image) || editing) && (
        <CardMedia $ratio="3 / 2">
          <Image field={fields.image} sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 33vw" emptyLabel="Card image" />
        </CardMedia>
      )}
      <CardBody>
        <Text as={CardTitle} id={titleId} field={fields.headline} emptyLabel="Card headline" />
        <RichText as={CardText} field={fields.description} emptyLabel="Card description" />
        {editing ? (
          <CardLink field={fields[linkField]} emptyLabel="Card link" />
        ) : (
          card.hasLink && (
            <CardLink field={fields[linkField]} $stretch aria-describedby={titleId}>
              {label}
              <Arrow aria-hidden="true">
                <Icon name="arrow-right" size={18} />
              </Arrow>
            </CardLink>
          )
        )}
      </CardBody>
    </Card>
  );
}
