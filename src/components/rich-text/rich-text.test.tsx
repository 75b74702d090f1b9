import { describe, expect, it } from 'vitest';
import RichText from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const rendering = { componentName: 'RichText' };

describe('RichText block', () => {
  it('renders the Text field with the Styles classes and RenderingIdentifier', () => {
    const html = renderWithPage(
      <RichText rendering={rendering} fields={{ Text: { value: '<h2>About</h2><p>We move cargo.</p>' } }} params={{ Styles: 'main-header bs-title', RenderingIdentifier: 'about' }} />,
      makePage(layoutWith({}), { editing: false }),
    );
    expect(html).toContain('id="about"');
    expect(html).toMatch(/class="[^"]*rich-text main-header bs-title"/);
    expect(html).toContain('<h2>About</h2><p>We move cargo.</p>');
  });

  it('is empty for visitors and a placeholder for editors without text', () => {
    expect(renderWithPage(<RichText rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: false }))).toBe('');
    expect(renderWithPage(<RichText rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }))).toContain('[Rich text]');
  });
});
