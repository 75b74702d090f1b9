import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useRouteFields, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { ArticleBlock, ArticleColumn } from '../../ui/article-layout.ts';
import { Container } from '../../ui/layout.tsx';
import { authorEntries } from './article-author.rules.ts';
import { Author, Authors, Designation, Label, Monogram, Name, Who } from './article-author.styles.ts';

/** Author block (spec 001 section 2): each author of the route's `author` list, name and designation. */
export default function ArticleAuthor({ fields, params }: BlockProps) {
  const route = useRouteFields();
  const editing = useIsEditing();
  const t = useTranslate();
  const authors = authorEntries(route.author, editing);
  if (authors.length === 0 && !editing) return null;

  return (
    <ArticleBlock id={sectionIdOf(fields, params)} data-block="article-author">
      <Container>
        <ArticleColumn>
          <Label>{t('WrittenBy', 'Written by')}</Label>
          <Authors>
            {authors.length === 0 ? (
              <Author>
                <EmptyFieldPlaceholder label="Authors" />
              </Author>
            ) : (
              authors.map((author) => (
                <Author key={author.key}>
                  {author.initials && <Monogram aria-hidden="true">{author.initials}</Monogram>}
                  <Who>
                    <Text as={Name} field={author.fields.name} emptyLabel="Name" />
                    {(hasText(author.fields.designation) || editing) && <Text as={Designation} field={author.fields.designation} emptyLabel="Designation" />}
                  </Who>
                </Author>
              ))
            )}
          </Authors>
        </ArticleColumn>
      </Container>
    </ArticleBlock>
  );
}
