// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { collectingLogger, layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import Iframe from './index.tsx';

const rendering = { componentName: 'Iframe' };
const fields = {
  sectionId: { value: 'share-price' },
  headline: { value: 'Share price' },
  title: { value: 'Share price panel' },
  url: { value: '/embeds/share-price.html' },
  attributesForDesktop: { value: 'height=520&scrolling=no&onload=alert(1)&srcdoc=x' },
  attributesForMobile: { value: 'height=680&scrolling=yes' },
};
const page = makePage(layoutWith({}));
const editPage = makePage(layoutWith({}), { editing: true });

function frameIn(html: string): HTMLIFrameElement | null {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector('iframe');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Iframe', () => {
  it('renders the desktop attributes on the server, sandboxed, titled, lazy, with the sectionId', () => {
    const html = renderWithPage(<Iframe rendering={rendering} fields={fields} params={{}} />, page);
    const frame = frameIn(html)!;
    expect(frame.getAttribute('src')).toBe('/embeds/share-price.html');
    expect(frame.getAttribute('title')).toBe('Share price panel');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('height')).toBe('520');
    expect(frame.getAttribute('scrolling')).toBe('no');
    expect(frame.hasAttribute('onload')).toBe(false);
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(html).toContain('id="share-price"');
    expect(html).not.toContain('Attributes ignored');
  });

  it('gives a third-party https page its own origin in the sandbox', () => {
    const html = renderWithPage(<Iframe rendering={rendering} fields={{ ...fields, url: { value: 'https://maps.example.org/embed' } }} params={{}} />, page);
    expect(frameIn(html)!.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
  });

  it('titles the frame from the headline, then the phrase, for screen readers', () => {
    const noTitle = renderWithPage(<Iframe rendering={rendering} fields={{ ...fields, title: undefined }} params={{}} />, page);
    expect(frameIn(noTitle)!.getAttribute('title')).toBe('Share price');
    const neither = renderWithPage(<Iframe rendering={rendering} fields={{ url: fields.url }} params={{}} />, page);
    expect(frameIn(neither)!.getAttribute('title')).toBe('Embedded content');
  });

  it.each(['javascript:alert(1)', 'http://example.com/', 'data:text/html,x', '//evil.test/x'])(
    'shows visitors nothing for %s, editors a notice, and logs it',
    (url) => {
      const logger = collectingLogger();
      const html = renderWithPage(<Iframe rendering={rendering} fields={{ ...fields, url: { value: url } }} params={{}} />, page, { logger });
      expect(html).toBe('');
      expect(logger.entries.some((e) => e.level === 'warn' && /address refused/.test(String(e.msg)))).toBe(true);
      const edit = renderWithPage(<Iframe rendering={rendering} fields={{ ...fields, url: { value: url } }} params={{}} />, editPage);
      expect(edit).toContain('this address is not embedded');
      expect(frameIn(edit)).toBeNull();
    },
  );

  it('tells editors which attributes were ignored', () => {
    const html = renderWithPage(<Iframe rendering={rendering} fields={fields} params={{}} />, editPage);
    expect(html).toContain('Attributes ignored (not allowed or invalid): onload, srcdoc');
  });

  it('applies the mobile attributes once the viewport is below 768 px', () => {
    const listeners: (() => void)[] = [];
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767.98px)',
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => {},
    }));
    const { container } = render(
      <PageProviders page={page}>
        <Iframe rendering={rendering} fields={fields} params={{}} />
      </PageProviders>,
    );
    act(() => {});
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('height')).toBe('680');
    expect(frame.getAttribute('scrolling')).toBe('yes');
    expect(frame.getAttribute('data-iframe-attributes')).toBe('mobile');
  });
});
