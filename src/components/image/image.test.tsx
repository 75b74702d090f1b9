import { describe, expect, it } from 'vitest';
import Image from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const rendering = { componentName: 'Image' };
const visitor = makePage(layoutWith({}), { editing: false });
const editor = makePage(layoutWith({}), { editing: true });
const picture = (alt = 'Cranes over the north quay') => ({ value: { src: '/-/media/ports-group/quay.jpg', alt, width: '1600', height: '900' } });

describe('Image', () => {
  it('renders the picture with its caption, sized from GridParameters', () => {
    const html = renderWithPage(
      <Image
        rendering={rendering}
        fields={{ Image: picture(), ImageCaption: { value: 'The north quay at dusk' } }}
        params={{ GridParameters: 'col-12 col-lg-6', Styles: 'rounded', RenderingIdentifier: 'quay' }}
      />,
      visitor,
    );
    expect(html).toMatch(/id="quay"[^>]*class="[^"]*image rounded"[^>]*data-block="image"/);
    expect(html).toMatch(/<figure[^>]*><img sizes="\(min-width: 1025px\) min\(50vw, 660px\), min\(100vw, 1320px\)" srcSet="\/api\/image/);
    expect(html).toContain('alt="Cranes over the north quay"');
    expect(html).toMatch(/<figcaption[^>]*>The north quay at dusk<\/figcaption>/);
    expect(html).not.toContain('<a ');
  });

  it('links the picture to TargetUrl, named by the caption when the picture has no alt text', () => {
    const html = renderWithPage(
      <Image
        rendering={rendering}
        fields={{ Image: picture(''), ImageCaption: { value: 'Our terminals' }, TargetUrl: { value: { href: '/solutions', text: '', linktype: 'internal' } } }}
        params={{}}
      />,
      visitor,
    );
    expect(html).toMatch(/<a aria-label="Our terminals"[^>]*href="\/solutions"[^>]*><img/);
  });

  it('keeps the new-tab notice in the label that names a picture without alt text', () => {
    const html = renderWithPage(
      <Image
        rendering={rendering}
        fields={{
          Image: picture(''),
          ImageCaption: { value: 'Our partner' },
          TargetUrl: { value: { href: 'https://partner.example.org/', linktype: 'external' } },
        }}
        params={{}}
      />,
      visitor,
    );
    expect(html).toMatch(/<a aria-label="Our partner \(Opens in a new tab\)"[^>]*target="_blank"/);
    const arabic = renderWithPage(
      <Image
        rendering={rendering}
        fields={{ Image: picture(''), ImageCaption: { value: 'شريكنا' }, TargetUrl: { value: { href: 'https://partner.example.org/', linktype: 'external' } } }}
        params={{}}
      />,
      makePage(layoutWith({}), { editing: false, language: 'ar', locale: 'ar', dir: 'rtl' }),
    );
    expect(arabic).toContain('aria-label="شريكنا (يفتح في علامة تبويب جديدة)"');
  });

  it('shows the picture without a link when nothing could name the link', () => {
    const html = renderWithPage(
      <Image rendering={rendering} fields={{ Image: picture(''), TargetUrl: { value: { href: '/solutions', linktype: 'internal' } } }} params={{}} />,
      visitor,
    );
    expect(html).toContain('<img');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('href="/solutions"');
  });

  it('marks an external target as opening a new tab', () => {
    const html = renderWithPage(
      <Image
        rendering={rendering}
        fields={{ Image: picture(), TargetUrl: { value: { href: 'https://www.example.org/', linktype: 'external' } } }}
        params={{}}
      />,
      visitor,
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('(Opens in a new tab)');
  });

  it("is nothing for visitors without a picture, the 'Image' placeholder for editors, never linked while editing", () => {
    expect(renderWithPage(<Image rendering={rendering} fields={{ ImageCaption: { value: 'x' } }} params={{}} />, visitor)).toBe('');
    expect(renderWithPage(<Image rendering={rendering} fields={{}} params={{}} />, editor)).toContain('[Image]');
    const linked = renderWithPage(
      <Image rendering={rendering} fields={{ Image: picture(), TargetUrl: { value: { href: '/solutions' } } }} params={{}} />,
      editor,
    );
    expect(linked).not.toContain('href="/solutions"');
    expect(linked).toContain('[Caption]');
  });

  it('tolerates wrong field types', () => {
    const junk = { Image: 'x', ImageCaption: { value: ['x'] }, TargetUrl: 5 };
    expect(renderWithPage(<Image rendering={rendering} fields={junk} params={{}} />, visitor)).toBe('');
    expect(() => renderWithPage(<Image rendering={rendering} fields={junk} params={{}} />, editor)).not.toThrow();
  });
});
