import { useTranslate } from '../../app/context/index.ts';
import type { NewsCard } from '../../lib/news-feed.ts';
import { Card, CardBody, CardMedia, CardMeta, CardText, CardTitle } from '../../ui/Card.tsx';
import { CARD_IMAGE, FEATURED_IMAGE, messages } from './news-listing.rules.ts';
import { CardLabels, DateLong, DateShort, SourceLabel, TitleLink } from './news-listing.styles.ts';

/** One news card of the listing; featured cards are larger. Labels only with showcountry=true. */
export function NewsListingCard({ card, featured, showCountry, editing }: { card: NewsCard; featured: boolean; showCountry: boolean; editing: boolean }) {
  const t = useTranslate();
  const size = featured ? FEATURED_IMAGE : CARD_IMAGE;
  return (
    <Card $static={editing} data-news-card={card.source}>
      <CardMedia $ratio={featured ? '3 / 2' : '8 / 5'}>
        {card.imageUrl && <img src={card.imageUrl} alt={card.imageAlt} width={size.width} height={size.height} loading="lazy" decoding="async" />}
      </CardMedia>
      <CardBody>
        {showCountry && (
          <CardLabels>
            <SourceLabel $local={card.source !== 'external'}>
              {card.source === 'external' ? t('NewsSourceExternal', messages.external) : t('NewsSourceLocal', messages.local)}
            </SourceLabel>
            {card.country && <span>{card.country}</span>}
          </CardLabels>
        )}
        {card.date && (
          <CardMeta>
            <time dateTime={card.date}>
              <DateLong>{card.dateLabel}</DateLong>
              <DateShort>{card.dateLabelShort}</DateShort>
            </time>
          </CardMeta>
        )}
        <CardTitle as={featured ? 'h2' : 'h3'}>
          <TitleLink field={{ value: { href: card.link, text: card.title } }} editable={false} />
        </CardTitle>
        {card.summary && <CardText dangerouslySetInnerHTML={{ __html: card.summary }} />}
      </CardBody>
    </Card>
  );
}
