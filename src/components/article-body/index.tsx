import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useRouteFields } from '../../app/context/index.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { ArticleBlock, ArticleColumn } from '../../ui/article-layout.ts';
import { Container } from '../../ui/layout.tsx';
import { Heading, Prose } from './article-body.styles.ts';

/**
 * The article's (and a news page's) body (spec 001 section 2): the route's `content` rich text as
 * long-form prose, under an optional datasource `headline`.
 */
export default function ArticleBody({ fields, params }: BlockProps) {
  const route = useRouteFields();
  const editing = useIsEditing();
  if (!hasText(route.content) && !editing) return null;
  return (
    <ArticleBlock id={sectionIdOf(fields, params)} data-block="article-body">
      <Container>
        <ArticleColumn>
          {hasText(fields.headline) && <Text as={Heading} field={fields.headline} />}
          <RichText as={Prose} field={route.content} emptyLabel="Content" />
        </ArticleColumn>
      </Container>
    </ArticleBlock>
  );
}
