import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { LOAD_ERRORS } from './errors.ts';
import type { ShedRule } from './shed-rules.ts';

/**
 * The answer to a shed request (load-shedding.ts): 503, Retry-After, never stored. Both bodies are
 * made once at start, so shedding renders nothing and reads nothing.
 */

const { status, message } = LOAD_ERRORS.OVERLOADED;

/** The API answer, in Fastify's error shape plus our code, as the other routes answer errors. */
export const SHED_JSON = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], code: 'OVERLOADED', message });

const TEXTS = {
  en: {
    dir: 'ltr',
    title: 'The site is busy',
    message: 'We have more visitors than we can serve right now. Please try again in a moment.',
    retry: 'Try again',
  },
  ar: {
    dir: 'rtl',
    title: 'الموقع مشغول حالياً',
    message: 'لدينا الآن عدد من الزوار يفوق ما يمكننا خدمته. يُرجى المحاولة مرة أخرى بعد لحظات.',
    retry: 'حاول مرة أخرى',
  },
} as const;

/**
 * The page people see: in the language of the address first (its `lang` and `dir`), then the other
 * language, since a busy page is no place to make anyone look for a language switch. No external
 * resource (the instance is turning requests away), no automatic reload (every visitor coming back
 * on the same second is the opposite of what a busy instance needs); `href=""` is the same address.
 */
export function shedPageHtml(lang: 'en' | 'ar'): string {
  const first = TEXTS[lang];
  const other = TEXTS[lang === 'ar' ? 'en' : 'ar'];
  const otherLang = lang === 'ar' ? 'en' : 'ar';
  return (
    `<!DOCTYPE html><html lang="${lang}" dir="${first.dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${first.title}</title>` +
    '<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0b2341;color:#fff}' +
    'main{max-width:36rem;padding:2rem}section+section{margin-top:2rem;padding-top:2rem;border-top:1px solid #36527a}' +
    'h1,h2{margin:0 0 .5rem}p{font-size:1.125rem;line-height:1.6;color:#d6e2f0}a{color:#7fd4c1}</style></head>' +
    `<body><main><section><h1>${first.title}</h1><p>${first.message}</p><p><a href="">${first.retry}</a></p></section>` +
    `<section lang="${otherLang}" dir="${other.dir}"><h2>${other.title}</h2><p>${other.message}</p><p><a href="">${other.retry}</a></p></section>` +
    '</main></body></html>'
  );
}

const SHED_PAGES = { en: shedPageHtml('en'), ar: shedPageHtml('ar') } as const;

/**
 * Sets the 503's status and headers on a shed request's reply and gives its body: the page for
 * people, JSON for programs. The caller hands the body back to under-pressure, which sends it and
 * ends the request there. Sending it ourselves would not: under-pressure then calls the next hook,
 * and since our onSend hooks (compression, security headers) are asynchronous, the reply is not
 * finished yet and the request goes on to its route, which renders after all.
 */
export function shedAnswer(reply: FastifyReply, rule: Extract<ShedRule, { shed: true }>, retryAfterS: number): string {
  reply.status(status).header('retry-after', String(retryAfterS)).header('cache-control', 'no-store');
  if (rule.answer === 'html') {
    reply.type('text/html; charset=utf-8');
    return SHED_PAGES[rule.lang];
  }
  reply.type('application/json; charset=utf-8');
  return SHED_JSON;
}
