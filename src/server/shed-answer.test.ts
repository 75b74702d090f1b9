import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { LOAD_ERRORS } from './errors.ts';
import { SHED_JSON, shedAnswer, shedPageHtml } from './shed-answer.ts';

describe('shedPageHtml', () => {
  it('is an English page with the Arabic text after it', () => {
    const html = shedPageHtml('en');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(html).toContain('<title>The site is busy</title>');
    expect(html).toContain('<section lang="ar" dir="rtl">');
    expect(html.indexOf('The site is busy')).toBeLessThan(html.indexOf('الموقع مشغول'));
  });

  it('is an Arabic page with the English text after it', () => {
    const html = shedPageHtml('ar');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(html).toContain('<section lang="en" dir="ltr">');
    expect(html.indexOf('الموقع مشغول')).toBeLessThan(html.indexOf('The site is busy'));
  });

  it('loads nothing from anywhere and does not reload itself', () => {
    for (const html of [shedPageHtml('en'), shedPageHtml('ar')]) {
      expect(html).not.toMatch(/<(script|link|img|iframe)\b|\bsrc=|url\(|http-equiv/i);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('shedAnswer', () => {
  const app = Fastify();
  app.get('/page', (_request, reply) => shedAnswer(reply, { shed: true, group: 'page', answer: 'html', lang: 'ar' }, 7));
  app.get('/api', (_request, reply) => shedAnswer(reply, { shed: true, group: 'image', answer: 'json', lang: 'en' }, 7));
  afterAll(() => app.close());

  it('answers pages 503 with Retry-After, never stored, in HTML', async () => {
    const response = await app.inject('/page');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(shedPageHtml('ar'));
  });

  it('answers APIs 503 with the coded JSON error', async () => {
    const response = await app.inject('/api');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', code: 'OVERLOADED', message: LOAD_ERRORS.OVERLOADED.message });
    expect(response.body).toBe(SHED_JSON);
  });
});
