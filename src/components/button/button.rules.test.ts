import { describe, expect, it } from 'vitest';
import { buttonBlockLayout, planButton, variantNameOf } from './button.rules.ts';

const link = (href: string, text = '', linktype = 'internal') => ({ value: { href, text, linktype } });

describe('planButton', () => {
  it('is a link with its label, or the link text without one', () => {
    expect(planButton({ link: link('/contact', 'Contact'), label: { value: 'Talk to us' } })).toEqual({ kind: 'action', label: 'Talk to us' });
    expect(planButton({ link: link('/contact', 'Contact') })).toEqual({ kind: 'action', label: 'Contact' });
    // No words at all: the block's default wording, never the address.
    expect(planButton({ link: link('/contact') })).toEqual({ kind: 'action', label: '' });
  });

  it('opens a modal with a modal id, with or without an address', () => {
    expect(planButton({ link: link(''), label: { value: 'Enquire' }, modalId: { value: 'enquiry' } })).toEqual({
      kind: 'action',
      label: 'Enquire',
      modalId: 'enquiry',
    });
    expect(planButton({ link: link('/brochure.pdf', 'Brochure'), modalId: { value: ' gated ' } })).toMatchObject({ modalId: 'gated' });
    expect(planButton({ modalId: { value: 'enquiry' } })).toEqual({ kind: 'none' });
  });

  it('is a real disabled button when disabled, whatever else it has', () => {
    expect(planButton({ link: link('/x', 'Go'), disabled: { value: true }, modalId: { value: 'm' } })).toEqual({ kind: 'disabled', label: 'Go' });
    expect(planButton({ label: { value: 'Sold out' }, disabled: { value: '1' } })).toEqual({ kind: 'disabled', label: 'Sold out' });
    expect(planButton({ disabled: { value: true } })).toEqual({ kind: 'none' });
  });

  it('follows the no-address rule: text shows as text, nothing shows nothing', () => {
    expect(planButton({ link: link('', 'Coming soon') })).toEqual({ kind: 'text', label: 'Coming soon' });
    expect(planButton({ label: { value: 'Coming soon' } })).toEqual({ kind: 'text', label: 'Coming soon' });
    expect(planButton({ link: link('') })).toEqual({ kind: 'none' });
    expect(planButton({})).toEqual({ kind: 'none' });
  });

  it('takes the other field names templates use, and never throws', () => {
    expect(planButton({ Link: link('/a', 'A'), Label: { value: 'L' } })).toEqual({ kind: 'action', label: 'L' });
    expect(planButton({ cta: link('/a', 'A'), ctaModalId: { value: 'm' } })).toMatchObject({ modalId: 'm' });
    for (const junk of [{ link: 'x' }, { link: { value: 7 } }, { label: [], disabled: 'yes' }, { modalId: {} }]) {
      expect(() => planButton(junk as Record<string, unknown>)).not.toThrow();
    }
  });
});

describe('variantNameOf', () => {
  it('reads a text field, a droplink item, then the rendering parameter', () => {
    expect(variantNameOf({ variant: { value: 'secondarySm' } }, {})).toBe('secondarySm');
    expect(variantNameOf({ variant: { id: '1', name: 'ghost-item', fields: { value: { value: 'ghostXs' } } } }, {})).toBe('ghostXs');
    expect(variantNameOf({ Variant: { id: '1', name: 'darkBg', fields: {} } }, {})).toBe('darkBg');
    expect(variantNameOf({ variant: { id: '1', displayName: 'White', fields: null } }, {})).toBe('White');
    expect(variantNameOf({}, { Variant: 'tertiary' })).toBe('tertiary');
    expect(variantNameOf({ variant: null }, {})).toBe('');
  });
});

describe('buttonBlockLayout', () => {
  it('reads alignment and a dark background from the styles', () => {
    expect(buttonBlockLayout('position-center container-dark-background')).toEqual({
      classes: ['position-center', 'container-dark-background'],
      align: 'center',
      dark: true,
    });
    expect(buttonBlockLayout('position-right')).toMatchObject({ align: 'end', dark: false });
    expect(buttonBlockLayout(undefined)).toEqual({ classes: [], align: 'start', dark: false });
  });
});
