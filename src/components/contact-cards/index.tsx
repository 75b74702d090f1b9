import type { ReactNode } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { AccordionHeader, AccordionItem, AccordionList, AccordionPanel, useAccordion } from '../../ui/accordion/Accordion.tsx';
import { Container, DividerLine, Section, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { ContactIcon, type ContactIconName } from './contact-icons.tsx';
import { groupTitle, mailtoHref, readContactGroups, telHref, type ContactCardModel } from './contact-cards.rules.ts';
import { Card, CardBody, CardDescription, CardGrid, CardMedia, CardTitle, Detail, DetailIcon, DetailLines, Details, MapLink } from './contact-cards.styles.ts';

/**
 * Contact cards (spec 003 sections 3, 4, 5): groups of contact cards (offices, desks) as
 * accordions, the first group open, one at a time, every group open in editing mode (the shared
 * src/ui/accordion). Group titles carry their card count outside editing ("Dubai (3)"). Each card
 * shows what it has: image, title, description, phone numbers and email addresses one per line as
 * tel: / mailto: links, address, working hours, and a map link opening in a new tab.
 */
export default function ContactCards({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const groups = readContactGroups(fields, editing);
  const control = useAccordion('group', groups.length);
  if (!editing && groups.length === 0) return null;
  const showIntro = editing || hasText(fields.headline) || hasText(fields.description);

  return (
    <Section id={sectionIdOf(fields, params)} data-block="contact-cards">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {showIntro && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
              <RichText as={SectionLead} field={fields.description} emptyLabel="Description" />
            </SectionIntro>
          </SectionHeader>
        )}
        {groups.length === 0 ? (
          <EmptyFieldPlaceholder label="Contact cards: no groups selected in the Contact Groups field" />
        ) : (
          <AccordionList>
            {groups.map((group, index) => (
              <AccordionItem key={group.key} data-contact-group="">
                <AccordionHeader control={control} index={index} size="lg">
                  {editing ? (
                    <Text field={group.fields.accordionItemTitle} emptyLabel="Accordion item title" />
                  ) : (
                    groupTitle(group.title, group.cards.length, false)
                  )}
                </AccordionHeader>
                <AccordionPanel control={control} index={index}>
                  {group.cards.length === 0 ? (
                    <EmptyFieldPlaceholder label="No contact cards in this group" />
                  ) : (
                    <CardGrid>
                      {group.cards.map((card) => (
                        <ContactCard key={card.key} card={card} editing={editing} />
                      ))}
                    </CardGrid>
                  )}
                </AccordionPanel>
              </AccordionItem>
            ))}
          </AccordionList>
        )}
      </Container>
    </Section>
  );
}

function ContactCard({ card, editing }: { card: ContactCardModel; editing: boolean }) {
  const t = useTranslate();
  const { fields } = card;
  return (
    <Card data-contact-card="">
      {(editing || card.hasImage) && (
        <CardMedia>
          <Image field={fields.cardImage} sizes="(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 33vw" emptyLabel="Card image" />
        </CardMedia>
      )}
      <CardBody>
        <Text as={CardTitle} field={fields.cardTitle} emptyLabel="Card title" />
        {(editing || card.hasDescription) && <RichText as={CardDescription} field={fields.cardDescription} emptyLabel="Card description" />}
        <Details>
          {(editing || card.phones.length > 0) && (
            <Line icon="phone" term={t('ContactCardsPhone', 'Phone')}>
              {editing && card.phones.length === 0 ? (
                <EmptyFieldPlaceholder label="Phone number (one per line)" />
              ) : (
                card.phones.map((phone, i) => <LinkLine key={i} text={phone} href={telHref(phone)} />)
              )}
            </Line>
          )}
          {(editing || card.emails.length > 0) && (
            <Line icon="email" term={t('ContactCardsEmail', 'Email')}>
              {editing && card.emails.length === 0 ? (
                <EmptyFieldPlaceholder label="Email (one per line)" />
              ) : (
                card.emails.map((email, i) => <LinkLine key={i} text={email} href={mailtoHref(email)} breakAfterAt />)
              )}
            </Line>
          )}
          {(editing || card.hasAddress) && (
            <Line icon="address" term={t('ContactCardsAddress', 'Address')}>
              <RichText field={fields.address} emptyLabel="Address" />
            </Line>
          )}
          {(editing || card.hasWorkingHours) && (
            <Line icon="hours" term={t('ContactCardsWorkingHours', 'Working hours')}>
              <Text as="span" field={fields.workingHours} emptyLabel="Working hours" />
            </Line>
          )}
        </Details>
        {card.hasMap ? (
          <MapLink field={fields.map} target="_blank" data-contact-map="">
            {t('ContactCardsViewOnMap', 'View on map')}
            {card.title && <VisuallyHidden>{`: ${card.title}`}</VisuallyHidden>}
          </MapLink>
        ) : (
          editing && <EmptyFieldPlaceholder label="Map link" />
        )}
      </CardBody>
    </Card>
  );
}

function Line({ icon, term, children }: { icon: ContactIconName; term: string; children: ReactNode }) {
  return (
    <Detail>
      <dt>
        <DetailIcon>
          <ContactIcon name={icon} />
        </DetailIcon>
        <VisuallyHidden>{term}</VisuallyHidden>
      </dt>
      <DetailLines>{children}</DetailLines>
    </Detail>
  );
}

/** One phone number or email address; a long address may wrap after its `@`, never mid-word. */
function LinkLine({ text, href, breakAfterAt = false }: { text: string; href: string | null; breakAfterAt?: boolean }) {
  const at = breakAfterAt ? text.indexOf('@') : -1;
  const shown =
    at > 0 ? (
      <>
        {text.slice(0, at + 1)}
        <wbr />
        {text.slice(at + 1)}
      </>
    ) : (
      text
    );
  return (
    <span>
      {href ? (
        <a href={href} dir="ltr">
          {shown}
        </a>
      ) : (
        shown
      )}
    </span>
  );
}
