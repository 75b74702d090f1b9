/** A self-contained HTML page for failures that happen before or instead of React rendering. */
export interface ErrorPageOptions {
  status: number;
  title: string;
  message: string;
  lang?: 'en' | 'ar';
}

const TEXTS = {
  en: { home: 'Go to the home page', home_href: '/' },
  ar: { home: 'الانتقال إلى الصفحة الرئيسية', home_href: '/ar' },
} as const;

export function errorPageHtml({ status, title, message, lang = 'en' }: ErrorPageOptions): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const t = TEXTS[lang];
  return `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${status} ${title}`)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0b2341;color:#fff}main{max-width:36rem;padding:2rem}h1{font-size:clamp(2rem,6vw,3.5rem);margin:0 0 .5rem}p{font-size:1.125rem;line-height:1.6;color:#d6e2f0}a{color:#7fd4c1}</style></head><body><main><h1>${status}</h1><p><strong>${escapeHtml(title)}</strong></p><p>${escapeHtml(message)}</p><p><a href="${t.home_href}">${t.home}</a></p></main></body></html>`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}
