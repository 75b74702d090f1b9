import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { ArticleBlock, ArticleColumn } from '../../ui/article-layout.ts';
import { Container } from '../../ui/layout.tsx';
import { isQuoteShown } from './article-quote.rules.ts';
import { Caption, Mark, Quote, QuoteAuthor, QuoteDesignation, QuoteText } from './article-quote.styles.ts';

/** Quote block (spec 001 section 2): the quote, who said it and their designation. */
export default function ArticleQuote({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  if (!isQuoteShown(fields, editing)) return null;
  const hasAuthor = hasText(fields.quoteAuthor);
  const hasDesignation = hasText(fields.designation);
  return (
    <ArticleBlock id={sectionIdOf(fields, params)} data-block="article-quote">
      <Container>
        <ArticleColumn>
          <Quote>
            <Mark aria-hidden="true">“</Mark>
            <RichText as={QuoteText} field={fields.quoteText} emptyLabel="Quote text" />
            {(hasAuthor || hasDesignation || editing) && (
              <Caption>
                {(hasAuthor || editing) && <Text as={QuoteAuthor} field={fields.quoteAuthor} emptyLabel="Quote author" />}
                {(hasDesignation || editing) && <Text as={QuoteDesignation} field={fields.designation} emptyLabel="Designation" />}
              </Caption>
            )}
          </Quote>
        </ArticleColumn>
      </Container>
    </ArticleBlock>
  );
}
