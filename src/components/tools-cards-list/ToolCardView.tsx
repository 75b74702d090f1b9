import { useTranslate } from '../../app/context/index.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { VIEW_DETAILS_FOR, type ToolCard } from './tools-cards-list.rules.ts';
import { Body, Card, Designation, Logo, Media, Tags, Title } from './tools-cards-list.styles.ts';

/**
 * One tool: picture, logo, name, description and its country and port tags. The title link is
 * stretched over the card and reads "View details for {name}" (spec 002 section 2); a tool
 * whose cta has no address is shown without a link.
 */
export function ToolCardView({ card, editing }: { card: ToolCard; editing: boolean }) {
  const t = useTranslate();
  const tags = [...card.country.map((tag) => ({ kind: 'country', tag })), ...card.port.map((tag) => ({ kind: 'port', tag }))];
  return (
    <Card data-tool-card={card.id} $static={editing}>
      {card.cardImage && (
        <Media>
          <img src={card.cardImage.src} alt={card.cardImage.alt} width={card.cardImage.width} height={card.cardImage.height} loading="lazy" decoding="async" />
        </Media>
      )}
      <Body>
        {card.logo && (
          <Logo $overlap={card.cardImage !== undefined}>
            <img src={card.logo.src} alt={card.logo.alt} width={card.logo.width} height={card.logo.height} loading="lazy" decoding="async" />
          </Logo>
        )}
        <Title>
          {card.url ? (
            <a href={card.url} {...(card.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <VisuallyHidden>{t('viewDetailsFor', VIEW_DETAILS_FOR)} </VisuallyHidden>
              {card.name}
              {card.newTab && <VisuallyHidden> {t('Common.OpensInNewTab', '(Opens in a new tab)')}</VisuallyHidden>}
            </a>
          ) : (
            card.name
          )}
        </Title>
        {card.designation && <Designation>{card.designation}</Designation>}
        {tags.length > 0 && (
          <Tags>
            {tags.map(({ kind, tag }) => (
              <li key={`${kind}-${tag.id}`} data-kind={kind}>
                {tag.label}
              </li>
            ))}
          </Tags>
        )}
      </Body>
    </Card>
  );
}
