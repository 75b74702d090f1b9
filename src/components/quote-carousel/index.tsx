import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { HEADLINE_CLAMP_LINES } from '../../fields/text.rules.ts';
import { hasText, readImage, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container } from '../../ui/layout.tsx';
import { QUOTE_CAROUSEL_SPEED_MS, isHtmlQuote, quoteLayout, quoteTheme, readQuotes, type QuoteModel } from './quote-carousel.rules.ts';
import {
  Author,
  Blockquote,
  Caption,
  Designation,
  EditingList,
  Figure,
  Heading,
  Logo,
  Person,
  Portrait,
  QuoteMark,
  QuoteSection,
  Quotes,
  Testimonial,
} from './quote-carousel.styles.ts';

/**
 * Quote carousel (spec 000 sections 3, 4, 9): testimonials as `<figure><blockquote><figcaption>`,
 * moved one at a time by the shared carousel (800 ms, one per page, no wrapping, no autoplay; its
 * previous button is disabled on the first slide and next on the last, mirrored in Arabic). One
 * quote is shown plain, without carousel markup. The Styles parameter picks the White, Black
 * (default) or Blue theme. Edit mode lists every quote statically.
 */
export default function QuoteCarousel({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const quotes = readQuotes(fields, editing);
  const layout = quoteLayout(quotes.length, editing);
  if (layout === 'none') return null;

  // The anchor: the sectionId field, else the sectionId/RenderingIdentifier param; usable ids only.
  const sectionId = sectionIdOf(fields, params);
  const tone = quoteTheme(params.Styles);
  const headline = readText(fields.headline).trim();
  const showHeading = headline !== '' || (editing && 'headline' in fields);

  return (
    <QuoteSection id={sectionId} $tone={tone} data-block="quote-carousel" data-theme={tone}>
      <Container>
        {showHeading && <Text as={Heading} field={fields.headline} emptyLabel="Headline" clampLines={HEADLINE_CLAMP_LINES} />}
        {layout === 'single' && <Quote quote={quotes[0]!} editing={false} />}
        {layout === 'carousel' && (
          <Quotes label={headline || t('QuoteCarouselLabel', 'Quotes')} durationMs={QUOTE_CAROUSEL_SPEED_MS}>
            {quotes.map((quote) => (
              <Quote key={quote.key} quote={quote} editing={false} />
            ))}
          </Quotes>
        )}
        {layout === 'static' &&
          (quotes.length === 0 ? (
            <EmptyFieldPlaceholder label="Quotes: no quotes selected in the Quotes field" />
          ) : (
            <EditingList>
              {quotes.map((quote) => (
                <Quote key={quote.key} quote={quote} editing />
              ))}
            </EditingList>
          ))}
      </Container>
    </QuoteSection>
  );
}

function Quote({ quote, editing }: { quote: QuoteModel; editing: boolean }) {
  const { fields } = quote;
  const hasImage = readImage(fields.image) !== undefined;
  const hasLogo = readImage(fields.logo) !== undefined;
  const hasAuthor = hasText(fields.quoteAuthor);
  const hasDesignation = hasText(fields.designation);
  const showCaption = editing || hasLogo || hasAuthor || hasDesignation;
  return (
    <Testimonial $withImage={hasImage || editing}>
      <Figure>
        <QuoteMark viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M20 10v6c-5 1.4-7.6 4.6-8 9.5H20V38H6V26.5C6 17.6 10.8 11.8 20 10Zm22 0v6c-5 1.4-7.6 4.6-8 9.5H42V38H28V26.5C28 17.6 32.8 11.8 42 10Z"
          />
        </QuoteMark>
        {isHtmlQuote(fields.quoteText) ? (
          <RichText as={Blockquote} field={fields.quoteText} emptyLabel="Quote text" />
        ) : (
          <Text as={Blockquote} field={fields.quoteText} emptyLabel="Quote text" />
        )}
        {showCaption && (
          <Caption>
            {(editing || hasLogo) && (
              <Logo>
                <Image field={fields.logo} sizes="144px" emptyLabel="Logo" />
              </Logo>
            )}
            {(editing || hasAuthor || hasDesignation) && (
              <Person>
                {(editing || hasAuthor) && <Text as={Author} field={fields.quoteAuthor} emptyLabel="Quote author" />}
                {(editing || hasDesignation) && <Text as={Designation} field={fields.designation} emptyLabel="Designation" />}
              </Person>
            )}
          </Caption>
        )}
      </Figure>
      {(editing || hasImage) && (
        <Portrait>
          <Image field={fields.image} sizes="(max-width: 767px) 160px, 352px" emptyLabel="Image (optional)" />
        </Portrait>
      )}
    </Testimonial>
  );
}
