import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { readBoolean } from '../../fields/read.ts';
import { serializeForScript } from '../../lib/serialize.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { AccordionHeader, AccordionItem, AccordionList, AccordionPanel, useAccordion } from '../../ui/accordion/Accordion.tsx';
import { Container, DividerLine, Section, SectionHeading } from '../../ui/layout.tsx';
import {
  accordionVariant,
  faqStructuredData,
  hasIntro,
  hasStickyIntro,
  readAccordionItems,
  sectionCta,
  type AccordionItemModel,
  type AccordionVariant,
} from './accordion.rules.ts';
import { Answer, Cta, Eyebrow, IntroColumn, IntroLead, ItemCta, Items, Layout, StackedIntro } from './accordion.styles.ts';

/**
 * Accordion (spec 003 sections 3, 4, 5): an intro (eyebrow, headline, description, call to
 * action) and expandable items, one open at a time, the first open by default (src/ui/accordion).
 * FieldNames:
 * - TwoColumnWithIntro: the intro in a column beside the items, sticky above 4 items;
 * - RichTextAccordion: full width, the answers in long-form typography (lists, tables, headings);
 * - Default: the intro above a narrower list of items.
 * With generateFaqSchema the block writes the schema.org FAQPage of its items (not in editing).
 * Editors see every item open, with placeholders for empty fields.
 */
export default function Accordion({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const variant = accordionVariant(params);
  const items = readAccordionItems(fields, editing);
  const intro = editing || hasIntro(fields);
  // Not shown in the spec, our decision: with neither items nor an intro a visitor sees nothing.
  if (!editing && items.length === 0 && !intro) return null;
  const faq = faqStructuredData(fields, editing);
  const sticky = hasStickyIntro(variant, items.length, editing);

  return (
    <Section id={sectionIdOf(fields, params)} data-block="accordion" data-variant={variant}>
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        <Layout $variant={variant}>
          {intro && <Intro fields={fields} variant={variant} sticky={sticky} editing={editing} />}
          <Items $variant={variant}>
            <AccordionItems items={items} variant={variant} editing={editing} />
          </Items>
        </Layout>
      </Container>
      {faq && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(faq) }} />}
    </Section>
  );
}

function Intro({ fields, variant, sticky, editing }: { fields: Record<string, unknown>; variant: AccordionVariant; sticky: boolean; editing: boolean }) {
  const cta = sectionCta(fields);
  const Wrapper = variant === 'TwoColumnWithIntro' ? IntroColumn : StackedIntro;
  return (
    <Wrapper $sticky={sticky} data-sticky={sticky ? 'true' : undefined}>
      <Text as={Eyebrow} field={fields.eyebrow} emptyLabel="Eyebrow" />
      <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
      <RichText as={IntroLead} field={fields.description} emptyLabel="Description" />
      {(cta.visible || editing) && (
        <div>
          <Cta field={cta.field} text={cta.text} modalId={cta.modalId} $variant="secondary" emptyLabel="Call to action" />
        </div>
      )}
    </Wrapper>
  );
}

function AccordionItems({ items, variant, editing }: { items: AccordionItemModel[]; variant: AccordionVariant; editing: boolean }) {
  const control = useAccordion('item', items.length);
  if (items.length === 0) {
    return editing ? <EmptyFieldPlaceholder label="Accordion: no items selected in the Items field" /> : null;
  }
  return (
    <AccordionList>
      {items.map((item, index) => (
        <AccordionItem key={item.key}>
          <AccordionHeader control={control} index={index} size={variant === 'RichTextAccordion' ? 'lg' : 'md'}>
            <Text field={item.fields.headline} emptyLabel="Item headline" />
          </AccordionHeader>
          <AccordionPanel control={control} index={index}>
            {(editing || item.hasDescription) && (
              <RichText as={Answer} $rich={variant === 'RichTextAccordion'} field={item.fields.description} emptyLabel="Item description" />
            )}
            {(editing || item.hasCta) && <ItemCta field={item.fields.cta} $variant="tertiary" emptyLabel="Item call to action" />}
          </AccordionPanel>
        </AccordionItem>
      ))}
    </AccordionList>
  );
}
