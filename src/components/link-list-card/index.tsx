import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { buildHref } from '../../fields/link.rules.ts';
import { hasText, readImage, readLink } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container } from '../../ui/layout.tsx';
import { linkListLayout, readCardLinks } from './link-list-card.rules.ts';
import { Actions, Body, Cta, Entry, EntryLink, Heading, LinkCardSection, Links, Media, Panel } from './link-list-card.styles.ts';

/**
 * Link-list card (spec 002 sections 2 and 3): an image beside a headline, a list of links and a
 * call to action. Five links or fewer stack as one list; more than five are laid out as the quick
 * links grid of spec 000 section 9: 1 column, 2 from 640 px, 3 from 1280 px. Static: plain links, no script. Visitors see
 * nothing when there is neither a headline nor a link; editors see every field.
 */
export default function LinkListCard({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const links = readCardLinks(fields.links, editing);
  const hasCta = buildHref(readLink(fields.cta)) !== '';
  const hasImage = readImage(fields.image) !== undefined;
  if (!editing && links.length === 0 && !hasText(fields.headline)) return null;
  const layout = linkListLayout(links.length);

  return (
    <LinkCardSection id={sectionIdOf(fields, params)} data-block="link-list-card">
      <Container>
        <Panel $withImage={hasImage || editing}>
          {(hasImage || editing) && (
            <Media>
              <Image field={fields.image} sizes="(max-width: 767px) 100vw, 42vw" emptyLabel="Image" />
            </Media>
          )}
          <Body>
            {(hasText(fields.headline) || editing) && <Text as={Heading} field={fields.headline} emptyLabel="Headline" />}
            {links.length > 0 ? (
              <Links $layout={layout} data-link-layout={layout}>
                {links.map((link) => (
                  <Entry key={link.key}>
                    <EntryLink field={link.field} emptyLabel="Link">
                      {editing ? undefined : (
                        <>
                          <span>{readLink(link.field)?.text?.trim() || readLink(link.field)?.href}</span>
                          <Icon name="arrow-right" size={18} />
                        </>
                      )}
                    </EntryLink>
                  </Entry>
                ))}
              </Links>
            ) : (
              editing && <EmptyFieldPlaceholder label="Links" />
            )}
            {(hasCta || editing) && (
              <Actions>
                <Cta field={fields.cta} $variant="secondary" emptyLabel="Call to action" />
              </Actions>
            )}
          </Body>
        </Panel>
      </Container>
    </LinkCardSection>
  );
}
