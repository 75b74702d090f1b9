import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { Link } from '../../fields/Link.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { AccordionHeader, AccordionItem, AccordionList, AccordionPanel, useAccordion } from '../../ui/accordion/Accordion.tsx';
import { Container, DividerLine, Section, SectionHeader, SectionHeading } from '../../ui/layout.tsx';
import { hasCountryLink, readRegions, showsContactStrip, stripCta, type CountryModel } from './country-selector-strip.rules.ts';
import { ContactStrip, CountryEntry, CountryGrid, CountryName, Cta, FlagFrame, StripMessage } from './country-selector-strip.styles.ts';

/**
 * Country selector strip (spec 003 sections 3, 4, 5): a headline, the regions as accordions (the
 * first open, one at a time, all open in editing mode: src/ui/accordion), each listing its
 * countries as flag and name links, and a contact strip (banner message and call to action) shown
 * only when it has something to say (always in editing mode).
 *
 * Spec 003 section 8 mentions "position-check failures in region components": this block
 * measures nothing (the regions lay out with CSS grid alone), so there is no position check to
 * fail; the neutral layout is the only layout.
 */
export default function CountrySelectorStrip({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const regions = readRegions(fields, editing);
  const control = useAccordion('region', regions.length);
  const strip = showsContactStrip(fields, editing);
  if (!editing && regions.length === 0 && !strip && !hasText(fields.headline)) return null;
  const cta = stripCta(fields);

  return (
    <Section id={sectionIdOf(fields, params)} data-block="country-selector-strip">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {(editing || hasText(fields.headline)) && (
          <SectionHeader>
            <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
          </SectionHeader>
        )}
        {regions.length === 0 ? (
          editing && <EmptyFieldPlaceholder label="Country selector: no regions selected in the Regions field" />
        ) : (
          <AccordionList>
            {regions.map((region, index) => (
              <AccordionItem key={region.key} data-region="">
                <AccordionHeader control={control} index={index} size="lg">
                  <Text field={region.fields.regionName} emptyLabel="Region name" />
                </AccordionHeader>
                <AccordionPanel control={control} index={index}>
                  {region.countries.length > 0 && (
                    <CountryGrid>
                      {region.countries.map((country) => (
                        <li key={country.key}>
                          <Country country={country} />
                        </li>
                      ))}
                    </CountryGrid>
                  )}
                  {editing && region.skipped > 0 && (
                    <EmptyFieldPlaceholder label={`${region.skipped} country item(s) without a country: not shown to visitors`} />
                  )}
                  {editing && region.countries.length === 0 && region.skipped === 0 && <EmptyFieldPlaceholder label="No countries in this region" />}
                </AccordionPanel>
              </AccordionItem>
            ))}
          </AccordionList>
        )}
        {strip && (
          <ContactStrip data-contact-strip="">
            <Text as={StripMessage} field={fields.bannerMessage} emptyLabel="Banner message" />
            {(cta.visible || editing) && <Cta field={cta.field} text={cta.text} modalId={cta.modalId} $variant="white" emptyLabel="Call to action" />}
          </ContactStrip>
        )}
      </Container>
    </Section>
  );
}

function Country({ country }: { country: CountryModel }) {
  const content = (
    <>
      <FlagFrame>
        {/* Decorative: the country's name is written beside it. */}
        <Image field={country.flag} alt="" sizes="32px" emptyLabel="Flag" />
      </FlagFrame>
      <CountryName>{country.name}</CountryName>
    </>
  );
  return hasCountryLink(country) ? (
    <CountryEntry as={Link} field={country.link} editable={false}>
      {content}
    </CountryEntry>
  ) : (
    <CountryEntry as="span">{content}</CountryEntry>
  );
}
