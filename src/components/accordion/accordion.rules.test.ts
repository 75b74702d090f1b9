import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../lib/serialize.ts';
import { accordionVariant, faqEntries, faqStructuredData, hasIntro, hasStickyIntro, plainText, readAccordionItems, sectionCta } from './accordion.rules.ts';

const item = (id: string, headline: unknown, description: unknown, cta?: unknown) => ({
  id,
  name: id,
  fields: { headline: { value: headline }, description: { value: description }, ...(cta ? { cta } : {}) },
});

describe('accordionVariant', () => {
  it('reads FieldNames, forgiving case and spaces; anything else is Default', () => {
    expect(accordionVariant({ FieldNames: 'TwoColumnWithIntro' })).toBe('TwoColumnWithIntro');
    expect(accordionVariant({ FieldNames: ' two column with intro ' })).toBe('TwoColumnWithIntro');
    expect(accordionVariant({ FieldNames: 'RichTextAccordion' })).toBe('RichTextAccordion');
    expect(accordionVariant({ FieldNames: 'Default' })).toBe('Default');
    expect(accordionVariant({ FieldNames: 'Fancy' })).toBe('Default');
    expect(accordionVariant({})).toBe('Default');
    expect(accordionVariant(undefined)).toBe('Default');
  });
});

describe('hasStickyIntro (spec 003 section 5)', () => {
  it('is sticky above 4 items, in the two-column variant, outside editing', () => {
    expect(hasStickyIntro('TwoColumnWithIntro', 4, false)).toBe(false);
    expect(hasStickyIntro('TwoColumnWithIntro', 5, false)).toBe(true);
    expect(hasStickyIntro('TwoColumnWithIntro', 6, true)).toBe(false);
    expect(hasStickyIntro('Default', 6, false)).toBe(false);
    expect(hasStickyIntro('RichTextAccordion', 6, false)).toBe(false);
  });
});

describe('readAccordionItems', () => {
  it('reads the items in order, leaving out items without a headline outside editing', () => {
    const fields = { items: [item('a', 'One', '<p>1</p>'), item('b', '  ', '<p>2</p>'), null, 'x', item('c', 'Three', '', { value: { href: '/x' } })] };
    const visitor = readAccordionItems(fields, false);
    expect(visitor.map((i) => i.headline)).toEqual(['One', 'Three']);
    expect(visitor.map((i) => [i.hasDescription, i.hasCta])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(readAccordionItems(fields, true).map((i) => i.headline)).toEqual(['One', '', 'Three']);
    expect(new Set(readAccordionItems(fields, true).map((i) => i.key)).size).toBe(3);
  });

  it('survives junk', () => {
    expect(readAccordionItems({}, false)).toEqual([]);
    expect(readAccordionItems({ items: 5 }, false)).toEqual([]);
    expect(readAccordionItems({ items: [{ fields: [1] }] }, true)).toHaveLength(1);
  });
});

describe('sectionCta and hasIntro', () => {
  it('shows the call to action for a link with an address or a modal id; ctaText overrides', () => {
    expect(sectionCta({ cta: { value: { href: '/contact', text: 'Contact' } } }).visible).toBe(true);
    expect(sectionCta({ cta: { value: { href: '' } }, ctaModalId: { value: 'enquiry' }, ctaText: { value: 'Ask us' } })).toMatchObject({
      visible: true,
      modalId: 'enquiry',
      text: 'Ask us',
    });
    expect(sectionCta({ cta: { value: { href: '', text: 'Nowhere' } } }).visible).toBe(false);
  });

  it('has an intro when any of eyebrow, headline, description or call to action is there', () => {
    expect(hasIntro({})).toBe(false);
    expect(hasIntro({ description: { value: '<p> </p>' } })).toBe(false);
    expect(hasIntro({ eyebrow: { value: 'FAQ' } })).toBe(true);
    expect(hasIntro({ ctaModalId: { value: 'enquiry' } })).toBe(true);
  });
});

describe('plainText', () => {
  it('drops tags, scripts and comments, decodes entities and collapses spaces', () => {
    expect(plainText('<p>Berths &amp; cranes</p>\n<ul><li>One</li><li>Two&nbsp;more</li></ul>')).toBe('Berths & cranes One Two more');
    expect(plainText('<p>A<script>alert(1)</script> B<!-- note --></p>')).toBe('A B');
    expect(plainText('&#8220;Quoted&#x201D; &lt;b&gt; &bogus; &#0;')).toBe('“Quoted” <b> &bogus; &#0;');
    expect(plainText('')).toBe('');
  });
});

describe('FAQ structured data (spec 003 section 5)', () => {
  const items = [
    item('a', 'How do I book a berth?', '<p>Through the <a href="/portal">customer portal</a>, 48 hours ahead.</p>'),
    item('b', 'No answer yet', '<p> </p>'),
    item('c', '', '<p>An answer without a question</p>'),
    item('d', 'What are the gate hours?', 'Open 24/7, every day of the year.'),
  ];

  it('counts only items with both a headline and a description, the answer as plain text', () => {
    expect(faqEntries(items)).toEqual([
      { question: 'How do I book a berth?', answer: 'Through the customer portal, 48 hours ahead.' },
      { question: 'What are the gate hours?', answer: 'Open 24/7, every day of the year.' },
    ]);
  });

  it('is a FAQPage only with generateFaqSchema, outside editing', () => {
    const data = faqStructuredData({ generateFaqSchema: { value: true }, items }, false);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How do I book a berth?', acceptedAnswer: { '@type': 'Answer', text: 'Through the customer portal, 48 hours ahead.' } },
        { '@type': 'Question', name: 'What are the gate hours?', acceptedAnswer: { '@type': 'Answer', text: 'Open 24/7, every day of the year.' } },
      ],
    });
    expect(faqStructuredData({ generateFaqSchema: { value: '1' }, items }, false)).not.toBeNull();
    expect(faqStructuredData({ generateFaqSchema: { value: true }, items }, true)).toBeNull();
    expect(faqStructuredData({ generateFaqSchema: { value: false }, items }, false)).toBeNull();
    expect(faqStructuredData({ items }, false)).toBeNull();
  });

  it('emits nothing when no item qualifies', () => {
    expect(faqStructuredData({ generateFaqSchema: { value: true }, items: [items[1], items[2]] }, false)).toBeNull();
    expect(faqStructuredData({ generateFaqSchema: { value: true } }, false)).toBeNull();
  });

  it('cannot break out of its script element once serialised', () => {
    const hostile = [item('x', 'What about </script><script>alert(1)</script>?', '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 &lt;/script&gt; \u2028</p>')];
    const data = faqStructuredData({ generateFaqSchema: { value: true }, items: hostile }, false)!;
    const json = serializeForScript(data);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(data);
    expect((JSON.parse(json) as { mainEntity: { acceptedAnswer: { text: string } }[] }).mainEntity[0]!.acceptedAnswer.text).toBe('1 < 2 && 3 > 2 </script>');
  });
});
