import { CMS_MEDIA_PATH } from '../../lib/image-rules.ts';
import { hasStyle, styleClasses, toneOf, type SxaTone } from '../../lib/sxa-params.ts';
import { isHostAllowed } from '../../lib/urls.ts';

/**
 * SXA Container (spec 000 section 2: "Container: optional BackgroundImage and style classes. It
 * gets an extra wrapper when the style list contains the word container.").
 *
 * Styles we give a look to (all stay classes too, for the CMS's own themes):
 * - `container`: the extra wrapper; the background runs full width, the content keeps to the
 *   page width;
 * - `container-dark-background`, `container-light-background`: the band's colour (toneOf);
 * - `indent`, `indent-top`, `indent-bottom`: the section's vertical space around the content.
 */
export interface ContainerPlan {
  /** The extra inner wrapper (`container` in the style list). */
  wrapped: boolean;
  tone: SxaTone;
  classes: string[];
}

/** Its child placeholder: SXA's `container-{DynamicPlaceholderId}`, sent as `container-{*}` or resolved. */
export const CONTAINER_PLACEHOLDER = 'container-{*}';

export function containerPlan(styles: unknown): ContainerPlan {
  return { wrapped: hasStyle(styles, 'container'), tone: toneOf(styles), classes: styleClasses(styles) };
}

export interface BackgroundImageOptions {
  /** Hosts the operator allows (IMAGE_HOSTS). */
  allowedHosts?: readonly string[] | undefined;
  /** The site's own origin (PUBLIC_URL): its media are same-site. */
  ownOrigin?: string | undefined;
}

const MEDIA_URL_ATTRIBUTE = /\bmediaurl\s*=\s*(["'])(.*?)\1/i;
const MEDIA_ID_ATTRIBUTE = /\bmediaid\s*=\s*(["'])\{?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})\}?\1/i;
/** A `..` segment, plain or percent-encoded (the browser would climb out of the media library). */
const DOT_SEGMENT = /(^|\/)(?:\.|%2e){2}(?:\/|$)/i;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", '#39': "'", lt: '<', gt: '>' };

/**
 * The address of a Container's background image, or undefined when there is none we may show.
 *
 * What Sitecore sends in the `BackgroundImage` param: the image field's raw XML,
 * `<image mediaid="{GUID}" mediaurl="/-/media/…?h=1&amp;w=2" />` (the SXA starters read
 * `mediaurl`), sometimes only `mediaid` (media by id: `/-/media/{32 hex}.ashx`), or a plain path
 * or URL typed by hand. Allowed: root-relative CMS media paths (`/-/media/`, `/-/jssmedia/`,
 * served through our `/-/` proxy), and absolute http(s) addresses on the site's own host or an
 * IMAGE_HOSTS host. Everything else (other hosts, `javascript:`/`data:` schemes, `//host`,
 * other site paths, credentials, whitespace or control characters) is refused. The block shows
 * the address as an `<img src>`, never inside CSS `url()`, so even an allowed address cannot
 * reach a style sheet.
 */
export function backgroundImageSource(raw: unknown, options: BackgroundImageOptions = {}): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value === '') return undefined;
  let candidate: string | undefined;
  if (value.startsWith('<') || /\bmedia(?:url|id)\s*=/i.test(value)) {
    const url = MEDIA_URL_ATTRIBUTE.exec(value)?.[2];
    if (url) candidate = decodeEntities(url.trim());
    else {
      const id = MEDIA_ID_ATTRIBUTE.exec(value)?.[2];
      if (id) candidate = `/-/media/${id.replace(/-/g, '').toLowerCase()}.ashx`;
    }
  } else {
    candidate = value;
  }
  return candidate !== undefined && isAllowedSource(candidate, options) ? candidate : undefined;
}

function isAllowedSource(src: string, { allowedHosts = [], ownOrigin }: BackgroundImageOptions): boolean {
  // No whitespace, quotes, angle brackets, backslashes or control characters anywhere.
  if (src === '' || /[\s"'<>\\\u0000-\u001f\u007f]/.test(src)) return false;
  if (src.startsWith('/')) {
    if (src.startsWith('//')) return false;
    const pathname = src.split(/[?#]/, 1)[0] ?? '';
    return CMS_MEDIA_PATH.test(pathname) && !DOT_SEGMENT.test(pathname);
  }
  if (!/^https?:\/\//i.test(src)) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (isHostAllowed(url, allowedHosts)) return true;
  if (!ownOrigin) return false;
  try {
    return url.origin === new URL(ownOrigin).origin && CMS_MEDIA_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|apos|#39|lt|gt);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}
