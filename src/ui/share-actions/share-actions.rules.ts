/**
 * The hero action bar of article and news pages (spec 001 sections 2, 4, 8 and 9): listen, print,
 * copy link, share to Facebook, LinkedIn, X and Instagram. Pure rules: constants, share addresses,
 * the page address and the text read aloud.
 */
import { readImage, readLink, readText, type ImageValue } from '../../fields/read.ts';
import { breakpoints } from '../theme.ts';

/** Spec 001 section 9: "Link-copied 2 s" (also "News link-copied tooltip 2 s"). */
export const LINK_COPIED_MS = 2000;
/** Spec 001 section 9: "speech keep-alive 10 s" (a pause/resume so Chrome does not stop a long read). */
export const SPEECH_KEEP_ALIVE_MS = 10_000;
/** Spec 001 section 8, word for word. */
export const SPEECH_UNSUPPORTED = 'Speech synthesis is not supported in this browser';
/**
 * Spec 001 section 2: "On tablet widths the share options collapse behind a share button". The
 * share icons stand in the bar from the desktop breakpoint (m, 1025 px); narrower screens (tablet,
 * and phones, which are narrower still) get the share button and its panel.
 */
export const SHARE_PANEL_BELOW_PX = breakpoints.m;
/** Instagram has no share address for web pages: its button opens Instagram (or the configured link). */
export const INSTAGRAM_URL = 'https://www.instagram.com/';

export type ShareNetwork = 'facebook' | 'linkedin' | 'x' | 'instagram';
export const SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'linkedin', 'x', 'instagram'];

/**
 * The share address of each network, with the page URL and title encoded (spec 001 section 2:
 * "Facebook, Linkedin and X shares open external pages with the page URL and title encoded").
 */
export function shareUrl(network: ShareNetwork, url: string, title: string, instagram = INSTAGRAM_URL): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${t}`;
    case 'instagram':
      return safeHttpUrl(instagram) ?? INSTAGRAM_URL;
  }
}

/** An http(s) address as written, or undefined (javascript:, blanks, relative paths). */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

/**
 * The page's public address from the page facts: origin, locale prefix ('/ar', '/en' or none) and
 * path, without the query (a shared link names the page, not a visitor's filters).
 */
export function pageUrl(publicUrl: string, locale: string, path: string): string {
  const origin = (typeof publicUrl === 'string' ? publicUrl : '').replace(/\/+$/, '');
  const prefix = locale === 'ar' || locale === 'en' ? `/${locale}` : '';
  const clean = typeof path === 'string' && path.startsWith('/') ? path : '/';
  const tail = prefix && clean === '/' ? '' : clean;
  return `${origin}${prefix}${tail}`;
}

/** Elements whose text is never read aloud: code, controls, hidden parts and the site's chrome. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'SVG', 'NAV', 'HEADER', 'FOOTER', 'SELECT', 'TEXTAREA']);
/** Elements that end a sentence when read (a heading and the paragraph after it are two sentences). */
const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'FIGCAPTION', 'DIV', 'SECTION', 'ARTICLE', 'TD', 'TH', 'DT', 'DD']);

/**
 * Spec 001 section 4: "The text read is the page text plus image descriptions". Walks `root` in
 * document order: text nodes, and the alt text of each image where it stands; skips hidden
 * elements (hidden, aria-hidden, data-speech-skip), scripts, buttons, navigation, header and
 * footer. Whitespace is collapsed.
 */
export function readableText(root: Node | null | undefined): string {
  if (!root) return '';
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (SKIPPED.has(tag)) return;
    if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('data-speech-skip')) return;
    if (tag === 'IMG') {
      const alt = element.getAttribute('alt')?.trim();
      if (alt) parts.push(` ${alt}. `);
      return;
    }
    for (const child of Array.from(element.childNodes)) visit(child);
    if (BLOCKS.has(tag)) parts.push('. ');
  };
  visit(root);
  return parts
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/(\s*\.\s*){2,}/g, '. ')
    .replace(/([!?:;,،؟])\s*\.\s/g, '$1 ')
    .replace(/^\s*\.\s*/, '')
    .trim();
}

/** The speech language for the page: BCP 47 tags voices are listed under. */
export function speechLanguage(language: string): string {
  return language === 'ar' ? 'ar-SA' : 'en-GB';
}

/**
 * Spec 001 section 2: "icons configurable". A hero's datasource may hold image fields
 * `facebookIcon`, `linkedinIcon`, `xIcon` and `instagramIcon`; the catalogue's icons stand in
 * for the others.
 */
export function shareIconsOf(fields: Readonly<Record<string, unknown>>): Partial<Record<ShareNetwork, ImageValue>> {
  const icons: Partial<Record<ShareNetwork, ImageValue>> = {};
  for (const network of SHARE_NETWORKS) {
    const image = readImage(fields[`${network}Icon`]);
    if (image) icons[network] = image;
  }
  return icons;
}

/** The datasource's `instagramLink` (a link field or a text field), when it is an http(s) address. */
export function instagramLinkOf(fields: Readonly<Record<string, unknown>>): string | undefined {
  return safeHttpUrl(readLink(fields.instagramLink)?.href) ?? safeHttpUrl(readText(fields.instagramLink));
}
