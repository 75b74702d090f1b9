import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { EmptyBlockPlaceholder, emptyBlockLabels } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { readLink } from '../../fields/read.ts';
import { RichText } from '../../fields/RichText.tsx';
import { classNames, gridColumnRules, parseGridClasses, renderingId } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { isWithTextVariant, promoContent, promoLayout } from './promo.rules.ts';
import { Body, Card, Cta, Frame, Media, PromoText, PromoText2, Wrapper } from './promo.styles.ts';

/**
 * SXA promo: an image, editor text (usually a heading and a paragraph), an optional second text
 * and an optional link. PromoText is rich text with its own heading, so it is not clamped (a
 * 2-line clamp over a heading and a paragraph would cut the paragraph to nothing); the link
 * without its own text reads "Read more". Inside an SXA row it takes the cells its
 * `GridParameters` give it (and lays itself out by that width: promo.styles.ts).
 */
export default function Promo({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const content = promoContent(fields);
  const layout = promoLayout(params.Styles);
  const id = renderingId(params);
  const className = classNames('promo', layout.classes);
  const placement = gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)));

  if (content.isEmpty && !editing) return null;
  if (content.noDatasource && editing) {
    return (
      <Wrapper id={id} className={className} data-block="promo" $placement={placement}>
        <EmptyBlockPlaceholder label={emptyBlockLabels.promo} />
      </Wrapper>
    );
  }

  const showImage = content.hasImage || editing;
  const linkText = readLink(fields.PromoLink)?.text?.trim() || t('ReadMore', 'Read more');
  return (
    <Wrapper id={id} className={className} data-block="promo" $placement={placement}>
      <Frame>
        <Card $borderless={layout.borderless} $withImage={showImage}>
          {showImage && (
            <Media>
              <Image field={fields.PromoIcon} sizes="(max-width: 767px) 100vw, 40vw" />
            </Media>
          )}
          <Body $borderless={layout.borderless}>
            {(content.hasText || editing) && <RichText as={PromoText} field={fields.PromoText} emptyLabel="Promo text" />}
            {(content.hasText2 || (editing && isWithTextVariant(params))) && <RichText as={PromoText2} field={fields.PromoText2} emptyLabel="Promo text 2" />}
            {editing ? (
              <Cta field={fields.PromoLink} $variant="tertiary" emptyLabel="Promo link" />
            ) : (
              content.hasLink && (
                <Cta field={fields.PromoLink} $variant="tertiary">
                  {linkText}
                  {content.linkNavigates && <Icon name="arrow-right" size={18} />}
                </Cta>
              )
            )}
          </Body>
        </Card>
      </Frame>
    </Wrapper>
  );
}
