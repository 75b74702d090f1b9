import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readLink } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { ArticleBlock } from '../../ui/article-layout.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container } from '../../ui/layout.tsx';
import { navigationLinks } from './navigation-link-card.rules.ts';
import { Heading, Item, Links, Panel, RowLink } from './navigation-link-card.styles.ts';

/** Navigation link card (spec 001 section 2): a headline and a list of links onward. */
export default function NavigationLinkCard({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const links = navigationLinks(fields.links, editing);
  if (links.length === 0 && !editing) return null;
  const label = hasText(fields.headline) ? undefined : t('RelatedLinks', 'Related links');
  return (
    <ArticleBlock id={sectionIdOf(fields, params)} data-block="navigation-link-card">
      <Container>
        <Panel aria-label={label}>
          {(hasText(fields.headline) || editing) && <Text as={Heading} field={fields.headline} emptyLabel="Headline" />}
          <Links>
            {links.length === 0 ? (
              <Item>
                <EmptyFieldPlaceholder label="Links" />
              </Item>
            ) : (
              links.map((entry) => (
                <Item key={entry.key}>
                  <RowLink field={entry.link} emptyLabel="Link">
                    {editing ? undefined : (
                      <>
                        <span>{readLink(entry.link)?.text}</span>
                        <Icon name="arrow-right" size={20} />
                      </>
                    )}
                  </RowLink>
                </Item>
              ))
            )}
          </Links>
        </Panel>
      </Container>
    </ArticleBlock>
  );
}
