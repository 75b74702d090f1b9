import { describe, expect, it } from 'vitest';
import ErrorPage from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { errorPageTexts, errorPageTitle } from './error-page.rules.ts';

describe('error page rules (spec 002 section 2)', () => {
  it('defaults to 404 / Page Not Found and titles the page with both', () => {
    expect(errorPageTexts({}, 'en')).toEqual({ headline: '404', subHeadline: 'Page Not Found' });
    expect(errorPageTitle(errorPageTexts({}, 'en'))).toBe('404 Page Not Found');
    expect(errorPageTitle(errorPageTexts({}, 'ar'))).toBe('404 الصفحة غير موجودة');
    expect(errorPageTexts({ headline: { value: ' Oops ' }, subHeadline: { value: 'Lost' } }, 'en')).toEqual({ headline: 'Oops', subHeadline: 'Lost' });
  });
});

describe('ErrorPage', () => {
  const rendering = { componentName: 'ErrorPage', uid: 'e' };
  it('renders headline, sub-headline, description and the call to action', () => {
    const html = renderWithPage(
      <ErrorPage
        rendering={rendering}
        params={{}}
        fields={{
          description: { value: '<p>Gone</p>' },
          cta: { value: { href: '/', text: 'Home' } },
          backgroundImage: { value: { src: '/-/media/bg.svg', alt: 'x' } },
        }}
      />,
      makePage(layoutWith({}), { editing: false }),
    );
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<p>Gone</p>');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toContain('bg.svg');
  });

  it('leaves out the call to action and background when empty', () => {
    const html = renderWithPage(<ErrorPage rendering={rendering} params={{}} fields={{}} />, makePage(layoutWith({}), { editing: false }));
    expect(html).not.toContain('<a');
    expect(html).not.toContain('<img');
  });
});
