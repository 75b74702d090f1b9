// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { ComponentRendering } from '../../cms/types.ts';
import { openModal } from '../../lib/modal-events.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import FormContainer from './index.tsx';

const routeFile = (lang: 'en' | 'ar') => join(import.meta.dirname, '..', '..', '..', 'content', 'sites', 'ports-group', lang, 'routes', 'blocks', 'forms.json');
const renderingsOf = (lang: 'en' | 'ar') =>
  (JSON.parse(readFileSync(routeFile(lang), 'utf8')) as { placeholders: { 'headless-main': ComponentRendering[] } }).placeholders['headless-main'].filter(
    (r) => r.componentName === 'FormContainer',
  );
const [embedded, slideIn] = renderingsOf('en') as [ComponentRendering, ComponentRendering];
const [arEmbedded] = renderingsOf('ar') as [ComponentRendering];

const fieldsOf = (rendering: ComponentRendering) => rendering.fields as Record<string, unknown>;
const props = (rendering: ComponentRendering, fields = fieldsOf(rendering), params = rendering.params ?? {}) => ({ rendering, fields, params });
const page = (options: { editing?: boolean; language?: 'en' | 'ar'; search?: string } = {}) => {
  const language = options.language ?? 'en';
  return makePage(layoutWith({}), {
    editing: options.editing ?? false,
    language,
    locale: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    path: '/blocks/forms',
    search: options.search ?? '',
  });
};

beforeAll(async () => {
  await preloadIcons(['close', 'arrow-right', 'chevron-down']);
});

describe('FormContainer (server render)', () => {
  it('renders the embedded form from its definition, as a plain HTML form too', () => {
    const html = renderWithPage(<FormContainer {...props(embedded)} />, page());
    expect(html).toContain('data-block="form-container"');
    expect(html).toContain('data-variant="embedded"');
    expect(html).toContain('id="enquiry"');
    expect(html).toMatch(/<h2[^>]*>Talk to our team<\/h2>/);
    expect(html).toMatch(/<form[^>]*action="\/api\/forms\/submit"[^>]*method="post"/);
    expect(html).toContain('name="formId" value="5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10"');
    expect(html).toContain('name="language" value="en"');
    expect(html).toContain('name="pageUrl" value="https://www.example.com/en/blocks/forms"');
    expect(html).toContain(`name="hidden.datasourceId" value="${embedded.dataSource}"`);
    for (const name of ['gaClientId', 'gaSessionId', 'consentCode', 'adCookie1', 'adCookie2']) expect(html).toContain(`name="hidden.${name}"`);
    expect(html).toContain('name="hidden.consentCode" value="G100"');
    const tag = (name: string) => new RegExp(`<(?:input|select|textarea)[^>]*name="field\\.${name}"[^>]*>`).exec(html)?.[0] ?? '';
    for (const part of ['required=""', 'type="text"', 'maxLength="80"', 'autoComplete="given-name"']) expect(tag('firstName')).toContain(part);
    for (const part of ['type="email"', 'autoComplete="email"', 'dir="ltr"', 'placeholder="name@company.com"']) expect(tag('email')).toContain(part);
    expect(tag('phone')).not.toContain('required');
    expect(tag('topic')).toMatch(/^<select/);
    expect(html).toContain('<option value="economic-zones">Economic zones</option>');
    expect(tag('message')).toMatch(/^<textarea[^>]*maxLength="4000"/);
    for (const part of ['type="checkbox"', 'value="on"', 'required=""']) expect(tag('consent')).toContain(part);
    expect(html).toContain('Include your country code');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send enquiry<\/button>/);
    expect(html).not.toContain('data-form-result');
    expect(html).not.toContain('Your enquiry could not be sent');
  });

  it('renders the Arabic definition with Arabic labels', () => {
    const html = renderWithPage(<FormContainer {...props(arEmbedded)} />, page({ language: 'ar' }));
    expect(html).toContain('الاسم الأول');
    expect(html).toContain('name="language" value="ar"');
    expect(html).toContain('name="pageUrl" value="https://www.example.com/ar/blocks/forms"');
  });

  it('renders the slide-in closed: a modal dialog, inert, without overlay', () => {
    const html = renderWithPage(<FormContainer {...props(slideIn)} />, page());
    expect(html).toContain('data-variant="slide-in"');
    expect(html).toMatch(/role="dialog"[^>]*aria-modal="true"[^>]*aria-labelledby="[^"]+"/);
    expect(html).toContain('data-slide-in="services-overview"');
    expect(html).toContain('data-open="false"');
    expect(html).toContain('inert=""');
    expect(html).not.toContain('data-slide-in-overlay');
  });

  it('shows the result of a plain HTML post (?form=success) on the embedded form', () => {
    const html = renderWithPage(<FormContainer {...props(embedded)} />, page({ search: '?form=error' }));
    expect(html).toContain('data-form-result="error"');
    expect(html).toContain('Your enquiry could not be sent');
    expect(html).toContain('Back to the form');
    expect(html).toMatch(/<form[^>]*hidden=""/);
  });

  it('clamps the headline and description to 2 lines outside editing (spec 000 section 5)', () => {
    const clamped = /style="[^"]*-webkit-line-clamp:2[^"]*"/;
    for (const rendering of [embedded, slideIn]) {
      const html = renderWithPage(<FormContainer {...props(rendering)} />, page());
      const headline = /<h2[^>]*>(?:Talk to our team|Get the services overview)<\/h2>/.exec(html)?.[0] ?? '';
      expect(headline).toMatch(clamped);
      const description = /<div[^>]*><p>(?:Tell us about|Leave your details)/.exec(html)?.[0] ?? '';
      expect(description).toMatch(clamped);
    }
    const editor = renderWithPage(<FormContainer {...props(embedded)} />, page({ editing: true }));
    expect(editor).toContain('Talk to our team');
    expect(editor).not.toContain('line-clamp');
  });

  it('describes the focused result panel by its text, not only its heading', () => {
    const html = renderWithPage(<FormContainer {...props(embedded)} />, page({ search: '?form=error' }));
    const panel = /<div[^>]*role="group"[^>]*>/.exec(html)?.[0] ?? '';
    const describedBy = /aria-describedby="([^"]+)"/.exec(panel)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*><p>Something went wrong on our side and your message was not sent`));
    // Built-in wording when the CMS has none: described too.
    const bare = { ...fieldsOf(embedded), descriptionFailure: { value: '' } };
    const fallback = renderWithPage(<FormContainer {...props(embedded, bare)} />, page({ search: '?form=error' }));
    const id = /role="group"[^>]*aria-describedby="([^"]+)"/.exec(fallback)?.[1];
    expect(fallback).toMatch(new RegExp(`id="${id}"[^>]*>We could not send your enquiry`));
  });

  it('renders nothing without a form, or a slide-in without a sectionId; placeholders and notes for editors', () => {
    const noForm = { ...fieldsOf(embedded), form: null };
    expect(renderWithPage(<FormContainer {...props(embedded, noForm)} />, page())).toBe('');
    const noId = { ...fieldsOf(slideIn), sectionId: { value: '' } };
    expect(renderWithPage(<FormContainer {...props(slideIn, noId)} />, page())).toBe('');
    const editNoForm = renderWithPage(<FormContainer {...props(embedded, {})} />, page({ editing: true }));
    expect(editNoForm).toContain('[Headline]');
    expect(editNoForm).toContain('[Form (choose a form definition)]');
    expect(editNoForm).toContain('[Success headline]');
    expect(editNoForm).toContain('[Failure button text]');
    const editNoId = renderWithPage(<FormContainer {...props(slideIn, noId)} />, page({ editing: true }));
    expect(editNoId).toContain('needs a sectionId');
  });

  it('shows editors a static layout: the form disabled, the slide-in inline and open, the result texts as fields', () => {
    const html = renderWithPage(<FormContainer {...props(slideIn)} />, page({ editing: true }));
    expect(html).toContain('data-open="true"');
    expect(html).toContain('modal id &quot;services-overview&quot; open it');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('data-slide-in-overlay');
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
    expect(html).toContain('data-form-editor-panels');
    expect(html).toContain('Your download is ready');
    expect(html).toContain('Your request could not be sent');
    expect(html).toContain('Download the overview');
  });

  it('tolerates wrong field types', () => {
    const junk = { sectionId: 5, headline: { value: ['x'] }, image: 'x', form: { id: 'x', fields: { fields: 'nope' } }, headlineSuccess: 3 };
    for (const editing of [false, true]) {
      expect(() => renderWithPage(<FormContainer {...props(embedded, junk)} />, page({ editing }))).not.toThrow();
      expect(() => renderWithPage(<FormContainer {...props(slideIn, junk, { FieldNames: 'SlideIn' })} />, page({ editing }))).not.toThrow();
    }
  });
});

// ---------------------------------------------------------------------------------------------

type FetchCall = { url: string; init: RequestInit; body: Record<string, any> };

function mockFetch(...answers: ({ status: number; body?: unknown } | 'network')[]) {
  const calls: FetchCall[] = [];
  let release: (() => void) | undefined;
  const gate = { hold: false };
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init, body: JSON.parse(String(init.body)) });
    if (gate.hold) await new Promise<void>((resolve) => (release = resolve));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, gate, release: () => release?.() };
}

function mount(rendering: ComponentRendering, options: { fields?: Record<string, unknown> } = {}) {
  return render(
    <PageProviders page={page()}>
      <button type="button" data-modal-id="services-overview" id="opener">
        Open
      </button>
      <FormContainer {...props(rendering, options.fields ?? fieldsOf(rendering))} />
    </PageProviders>,
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="field.${name}"]`)!;

async function fillValid() {
  fireEvent.change(field('firstName'), { target: { value: 'Amal' } });
  fireEvent.change(field('lastName'), { target: { value: 'Haddad' } });
  fireEvent.change(field('email'), { target: { value: 'amal@example.com' } });
  fireEvent.change(field('country'), { target: { value: 'ae' } });
  fireEvent.change(field('topic'), { target: { value: 'ports' } });
  fireEvent.change(field('message'), { target: { value: 'Two containers a week to Jebel Ali.' } });
  fireEvent.click(field('consent'));
}

const submit = () =>
  act(async () => {
    fireEvent.submit(document.querySelector('form')!);
  });

describe('FormContainer (in the browser)', () => {
  beforeEach(() => {
    document.cookie = '_ga=GA1.1.111.222';
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.documentElement.removeAttribute('style');
  });

  it('validates on blur once a field was changed, and on submit, focusing the first invalid field', async () => {
    const { calls } = mockFetch({ status: 200, body: { status: 'success' } });
    mount(embedded);
    // Tabbing through an untouched empty field shows nothing yet.
    fireEvent.blur(field('firstName'));
    expect(field('firstName').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field('email'), { target: { value: 'not-an-email' } });
    fireEvent.blur(field('email'));
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    const describedBy = field('email').getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Please enter a valid email address.');
    // Fixing it clears the error as the visitor types.
    fireEvent.change(field('email'), { target: { value: 'amal@example.com' } });
    expect(field('email').getAttribute('aria-invalid')).toBeNull();

    await submit();
    expect(calls).toHaveLength(0);
    expect(field('firstName').getAttribute('aria-invalid')).toBe('true');
    expect(field('consent').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('firstName'));
    expect(screen.getAllByText('This field is required.').length).toBe(6);
    // Help and error both describe the phone field when it has both.
    fireEvent.change(field('phone'), { target: { value: 'call me' } });
    fireEvent.blur(field('phone'));
    expect(field('phone').getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);
  });

  it('sends JSON per the contract, with a disabled button and spinner meanwhile, then shows the success panel', async () => {
    document.cookie = '_ga_ABC=GS1.1.1700000000.1.0.1.0.0.0';
    document.cookie = 'visitor_id123=v1';
    const fetch = mockFetch({ status: 200, body: { status: 'success' } });
    fetch.gate.hold = true;
    mount(embedded);
    await fillValid();
    await submit();
    const button = document.querySelector<HTMLButtonElement>('[data-form-submit]')!;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');

    expect(fetch.calls).toHaveLength(1);
    const [{ url, init, body }] = fetch.calls as [FetchCall];
    expect(url).toBe('/api/forms/submit');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(body.formId).toBe('5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10');
    expect(body.language).toBe('en');
    expect(body.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.pageUrl).toBe(window.location.href.split('#')[0]);
    expect(body.fields).toEqual({
      firstName: 'Amal',
      lastName: 'Haddad',
      email: 'amal@example.com',
      phone: '',
      company: '',
      country: 'ae',
      topic: 'ports',
      message: 'Two containers a week to Jebel Ali.',
      consent: 'on',
    });
    expect(body.hidden).toMatchObject({
      datasourceId: embedded.dataSource,
      gaClientId: '111.222',
      gaSessionId: '1700000000',
      consentCode: 'G100',
      adCookie1: '',
      adCookie2: '',
      'crm.visitor_id123': 'v1',
    });

    await act(async () => fetch.release());
    const panel = document.querySelector<HTMLElement>('[data-form-result="success"]')!;
    expect(panel).not.toBeNull();
    expect(within(panel).getByText('Thank you for your enquiry')).toBeTruthy();
    expect(document.activeElement).toBe(panel);
    expect(document.querySelector('form')!.hidden).toBe(true);
    // No stored link: the CTA continues to a fresh form.
    expect(panel.querySelector('[data-form-download]')).toBeNull();
    fireEvent.click(within(panel).getByText('Send another enquiry'));
    expect(document.querySelector('[data-form-result]')).toBeNull();
    expect(field('firstName').value).toBe('');
    expect(document.activeElement).toBe(field('firstName'));
    // A fresh form gets a new submission id.
    await fillValid();
    await act(async () => {
      fetch.gate.hold = false;
      fireEvent.submit(document.querySelector('form')!);
    });
    expect(fetch.calls[1]!.body.submissionId).not.toBe(body.submissionId);
    document.cookie = '_ga_ABC=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.cookie = 'visitor_id123=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shows the errors of a 422 inline', async () => {
    mockFetch({ status: 422, body: { status: 'invalid', errors: { email: 'invalidEmail', message: 'tooLong' } } });
    mount(embedded);
    await fillValid();
    await submit();
    expect(document.querySelector('[data-form-result]')).toBeNull();
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please use at most 4000 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(field('email'));
  });

  it.each([
    ['a 502', { status: 502, body: { status: 'error', error: 'FORMS_UNAVAILABLE' } }],
    ['a network error', 'network' as const],
  ])('shows the CMS failure panel on %s; back to the form keeps the values and the submission id', async (_, answer) => {
    const fetch = mockFetch(answer, { status: 200, body: { status: 'success' } });
    mount(embedded);
    await fillValid();
    await submit();
    const panel = document.querySelector<HTMLElement>('[data-form-result="error"]')!;
    expect(within(panel).getByText('Your enquiry could not be sent')).toBeTruthy();
    expect(within(panel).getByText(/Something went wrong on our side/)).toBeTruthy();
    fireEvent.click(within(panel).getByText('Back to the form'));
    expect(field('firstName').value).toBe('Amal');
    await submit();
    expect(fetch.calls[1]!.body.submissionId).toBe(fetch.calls[0]!.body.submissionId);
    expect(document.querySelector('[data-form-result="success"]')).not.toBeNull();
    // The panel's own close control returns to the form as well.
    fireEvent.click(document.querySelector('[data-form-result-close]')!);
    expect(document.querySelector('[data-form-result]')).toBeNull();
  });

  it('offers the stored link target as a download after success, and forgets it when the page unloads', async () => {
    mockFetch({ status: 200, body: { status: 'success' } });
    mount(slideIn);
    act(() => openModal('services-overview', '/-/media/ports-group/forms/services-overview.pdf'));
    expect(window.localStorage.getItem('services-overview')).toBe('/-/media/ports-group/forms/services-overview.pdf');
    await fillValid();
    await submit();
    const link = document.querySelector<HTMLAnchorElement>('[data-form-download]')!;
    expect(link.getAttribute('href')).toBe('/-/media/ports-group/forms/services-overview.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('Download the overview');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem('services-overview')).toBeNull();
  });

  it('opens the slide-in on its events, focuses the first field after 100 ms, closes on Escape and resets after 300 ms', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch({ status: 200, body: { status: 'success' } });
    const pushState = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    mount(slideIn);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.dataset.open).toBe('false');
    // Another id's generic event does nothing.
    act(() => void window.dispatchEvent(new CustomEvent('openCustomModal', { detail: { id: 'other' } })));
    expect(dialog.dataset.open).toBe('false');

    const opener = document.getElementById('opener')!;
    opener.focus();
    act(() => void window.dispatchEvent(new CustomEvent('openCustomModal', { detail: { id: 'services-overview' } })));
    expect(dialog.dataset.open).toBe('true');
    expect(dialog.hasAttribute('inert')).toBe(false);
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.querySelector('[data-slide-in-overlay]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(99));
    expect(document.activeElement).toBe(opener);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(field('firstName'));

    // Submitting shows the success panel in the slide-in.
    await act(async () => {
      await fillValid();
    });
    await act(async () => {
      fireEvent.submit(document.querySelector('form')!);
      await vi.runOnlyPendingTimersAsync();
    });
    expect(fetch.calls).toHaveLength(1);
    expect(document.querySelector('[data-form-result="success"]')).not.toBeNull();

    // Escape closes; focus goes back to the opener; the state resets after 300 ms, the overlay goes after 800 ms.
    act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(dialog.dataset.open).toBe('false');
    // The history entry the opening added is taken back off.
    expect(back).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
    act(() => vi.advanceTimersByTime(299));
    expect(document.querySelector('[data-form-result="success"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[data-form-result]')).toBeNull();
    expect(field('firstName').value).toBe('');
    expect(document.querySelector('[data-slide-in-overlay]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(document.querySelector('[data-slide-in-overlay]')).toBeNull();
  });

  it('closes the slide-in by the close button, the overlay and Back, and traps Tab inside', () => {
    vi.useFakeTimers();
    mount(slideIn);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const open = () => act(() => openModal('services-overview'));

    open();
    fireEvent.click(document.querySelector('[data-slide-in-close]')!);
    expect(dialog.dataset.open).toBe('false');

    act(() => void window.dispatchEvent(new CustomEvent('openCustomModal', { detail: 'services-overview' })));
    expect(dialog.dataset.open).toBe('true');
    fireEvent.click(document.querySelector('[data-slide-in-overlay]')!);
    expect(dialog.dataset.open).toBe('false');

    open();
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(dialog.dataset.open).toBe('false');

    open();
    const close = document.querySelector<HTMLElement>('[data-slide-in-close]')!;
    const submitButton = document.querySelector<HTMLElement>('[data-form-submit]')!;
    submitButton.focus();
    fireEvent.keyDown(submitButton, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submitButton);
    // Focus that leaves the dialog is brought back.
    act(() => document.getElementById('opener')!.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
