import { describe, expect, it } from 'vitest';
import { cardTypeOf, carouselPlan, categoryColourOf, columnsParam, documentCardsOf, gapAt, perPageAt } from './document-highlights.rules.ts';

const type = (name: string) => ({ id: 't', name, fields: {} });

describe('cardTypeOf (spec 002 section 5)', () => {
  it("reads the droplink item's name; 'FullImage' and 'Full Image' are both full", () => {
    expect(cardTypeOf(type('FullImage'))).toBe('FullImage');
    expect(cardTypeOf(type('Full Image'))).toBe('FullImage');
    expect(cardTypeOf(type('NoImage'))).toBe('NoImage');
    expect(cardTypeOf(type('SemiImage'))).toBe('SemiImage');
    expect(cardTypeOf({ value: 'NoImage' })).toBe('NoImage');
  });

  it('is SemiImage otherwise', () => {
    expect(cardTypeOf(type('fullimage'))).toBe('SemiImage');
    expect(cardTypeOf(type('Banner'))).toBe('SemiImage');
    expect(cardTypeOf(null)).toBe('SemiImage');
    expect(cardTypeOf(undefined)).toBe('SemiImage');
    expect(cardTypeOf(42)).toBe('SemiImage');
  });
});

describe('categoryColourOf (spec 002 section 5)', () => {
  it('chooses by keyword, in the spec order', () => {
    expect(categoryColourOf('Economic Zones')).toBe('economic');
    expect(categoryColourOf('Free zone guide')).toBe('economic');
    expect(categoryColourOf('Logistics')).toBe('logistics');
    expect(categoryColourOf('Port logistics')).toBe('logistics');
    expect(categoryColourOf('Ports & Terminals')).toBe('ports');
    expect(categoryColourOf('Container terminal')).toBe('ports');
    expect(categoryColourOf('Marine Services')).toBe('marine');
    expect(categoryColourOf('Customer service')).toBe('marine');
    expect(categoryColourOf('Sustainability')).toBe('default');
    expect(categoryColourOf('')).toBe('default');
  });

  it('matches whole words, so a report or transport is not a port', () => {
    expect(categoryColourOf('Annual report')).toBe('default');
    expect(categoryColourOf('Transport policy')).toBe('default');
  });

  it('reads the Arabic labels of the same keywords', () => {
    expect(categoryColourOf('المناطق الاقتصادية')).toBe('economic');
    expect(categoryColourOf('الخدمات اللوجستية')).toBe('logistics');
    expect(categoryColourOf('الموانئ والمحطات')).toBe('ports');
    expect(categoryColourOf('الخدمات البحرية')).toBe('marine');
    expect(categoryColourOf('الاستدامة')).toBe('default');
  });
});

describe('per page by width (spec 002 section 9)', () => {
  it('5 by default, 4 on very wide, 3 below medium, 2 on small, 1 at 480 px or less', () => {
    expect(perPageAt(2560)).toBe(5);
    expect(perPageAt(1921)).toBe(5);
    expect(perPageAt(1920)).toBe(4);
    expect(perPageAt(1280)).toBe(4);
    expect(perPageAt(1025)).toBe(4);
    expect(perPageAt(1024)).toBe(3);
    expect(perPageAt(768)).toBe(3);
    expect(perPageAt(767)).toBe(2);
    expect(perPageAt(481)).toBe(2);
    expect(perPageAt(480)).toBe(1);
    expect(perPageAt(375)).toBe(1);
  });

  it('never shows more than the column prop', () => {
    expect(perPageAt(2560, 3)).toBe(3);
    expect(perPageAt(1280, 3)).toBe(3);
    expect(perPageAt(600, 1)).toBe(1);
  });

  it('gap 24 px, 16 px at medium and below', () => {
    expect(gapAt(1280)).toBe(24);
    expect(gapAt(1025)).toBe(24);
    expect(gapAt(1024)).toBe(16);
    expect(gapAt(375)).toBe(16);
  });

  it('reads the column prop from the parameters, 1 to 6, else 5', () => {
    expect(columnsParam({ column: '3' })).toBe(3);
    expect(columnsParam({ Columns: '6' })).toBe(6);
    expect(columnsParam({ column: '0' })).toBe(5);
    expect(columnsParam({ column: 'many' })).toBe(5);
    expect(columnsParam({})).toBe(5);
  });
});

describe('carouselPlan: buttons only with more cards than per page', () => {
  it('is a carousel everywhere with more cards than the column prop', () => {
    expect(carouselPlan(6, 5, false)).toEqual({ enabled: true });
  });

  it('is a carousel only where the cards do not all fit', () => {
    expect(carouselPlan(5, 5, false)).toEqual({ enabled: true, activeMedia: '(max-width: 1920px)' });
    expect(carouselPlan(4, 5, false)).toEqual({ enabled: true, activeMedia: '(max-width: 1024px)' });
    expect(carouselPlan(3, 5, false)).toEqual({ enabled: true, activeMedia: '(max-width: 767px)' });
    expect(carouselPlan(2, 5, false)).toEqual({ enabled: true, activeMedia: '(max-width: 480px)' });
    expect(carouselPlan(1, 5, false)).toEqual({ enabled: false });
  });

  it('is a grid in edit mode', () => {
    expect(carouselPlan(9, 5, true)).toEqual({ enabled: false });
  });
});

describe('documentCardsOf', () => {
  const card = (fields: Record<string, unknown>, id = 'c1') => ({ id, name: id, fields });
  it('reads the link, modal id, download name, category and call to action text', () => {
    const [download, modal, plain] = documentCardsOf(
      [
        card({
          headline: { value: 'Annual report 2025' },
          link: { value: { href: '/-/media/ports-group/documents/annual-report-2025.pdf', text: 'Annual report' } },
          isDownloadable: { value: true },
          documentCategory: { value: 'Ports & Terminals' },
          cardType: type('Full Image'),
        }),
        card({ headline: { value: 'Talk to us' }, ctaModalId: { value: 'contact' }, ctaText: { value: 'Enquire' }, isDownloadable: { value: true } }, 'c2'),
        card({ headline: { value: 'Zones' }, link: { value: { href: '/api/file' } }, isDownloadable: { value: '1' } }, 'c3'),
      ],
      false,
    );
    expect(download).toMatchObject({ type: 'FullImage', colour: 'ports', download: 'annual-report-2025.pdf', ctaText: 'Annual report' });
    expect(modal).toMatchObject({ modalId: 'contact', ctaText: 'Enquire', type: 'SemiImage' });
    expect(modal?.download).toBeUndefined();
    expect(plain).toMatchObject({ download: 'document.pdf', colour: 'default' });
    expect(plain?.ctaText).toBeUndefined();
  });

  it('drops empty cards outside edit mode and survives bad input', () => {
    expect(documentCardsOf([card({}), 'junk', null], false)).toEqual([]);
    expect(documentCardsOf([card({})], true)).toHaveLength(1);
    expect(documentCardsOf(undefined, false)).toEqual([]);
    expect(documentCardsOf({ value: 'x' }, false)).toEqual([]);
  });
});
