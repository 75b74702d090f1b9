import { ctaOf } from '../../lib/cta.ts';
import { hasText, readImage, readLink } from '../../fields/read.ts';
import { readVideoUrl } from '../../lib/video-playback.ts';
import { breakpoints } from '../../ui/theme.ts';

/**
 * Banner (spec 003 sections 3, 4, 5 and 9): an image or video banner with headline, description
 * and call to action.
 */

/** Spec 003 section 9: "Banner height 90% of the viewport, max 800 px". */
export const BANNER_HEIGHT_VH = 90;
export const BANNER_MAX_HEIGHT_PX = 800;
/**
 * Spec 003 section 5: "Mobile images are preferred on tablet". Tablet and below is below the
 * desktop breakpoint m (1025 px), the spec's own desktop split.
 */
export const BANNER_MOBILE_BELOW_PX = breakpoints.m;
/** Spec 003 section 4: the video "loads when the banner nears view": this far ahead of it. */
export const BANNER_VIDEO_ROOT_MARGIN = '50% 0px';

export type BannerMediaKind = 'video' | 'image' | 'none';

export interface BannerMedia {
  kind: BannerMediaKind;
  /** The video file (kind 'video'). */
  videoUrl?: string;
  /**
   * The field names of the still shown under the video until it plays (and for good when it may
   * not autoplay), or of the banner's image; the mobile one is preferred on tablet and below.
   */
  still?: { image: string; mobile?: string };
}

function firstImage(fields: Record<string, unknown>, names: readonly string[]): string | undefined {
  return names.find((name) => readImage(fields[name]) !== undefined);
}

/**
 * Spec 003 section 5: "uses the video if one exists; otherwise the image; a grey fallback if
 * neither". Not shown in the spec, decided here: `video` wins over `contentVideo` when both hold
 * a usable address (`video` is the banner's own media-library file, `contentVideo` the
 * content-hub alternative the template also offers); an address that is not a root-relative path
 * or http(s) URL is no video (src/lib/video-playback.ts readVideoUrl). Under a video the still is
 * the thumbnail (`thumbnailImage`, `mobileThumbnailImage`), else the banner's image
 * (`image`, `mobileImage`); without a video the image, else the thumbnail. A mobile image alone
 * serves every screen.
 */
export function bannerMedia(fields: Record<string, unknown>): BannerMedia {
  const videoUrl = readVideoUrl(fields.video) ?? readVideoUrl(fields.contentVideo);
  const desktopOrder = videoUrl ? ['thumbnailImage', 'image'] : ['image', 'thumbnailImage'];
  const mobileOrder = videoUrl ? ['mobileThumbnailImage', 'mobileImage'] : ['mobileImage', 'mobileThumbnailImage'];
  const desktop = firstImage(fields, desktopOrder);
  const mobile = firstImage(fields, mobileOrder);
  const image = desktop ?? mobile;
  const still = image ? { image, ...(mobile && mobile !== image ? { mobile } : {}) } : undefined;
  if (videoUrl) return { kind: 'video', videoUrl, ...(still ? { still } : {}) };
  return still ? { kind: 'image', still } : { kind: 'none' };
}

export interface BannerCta {
  field: unknown;
  text?: string;
  modalId?: string;
  visible: boolean;
}

/** The house call to action: the link, `ctaText` over its text, `ctaModalId` opening that slide-in. */
export function bannerCta(fields: Record<string, unknown>): BannerCta {
  const cta = ctaOf(fields);
  // A banner button needs words too: the override or the link's own text.
  return { ...cta, visible: cta.visible && (cta.text !== undefined || Boolean(readLink(fields.cta)?.text?.trim())) };
}

/** Nothing a visitor could see: no text, no call to action and no media. */
export function isEmptyBanner(fields: Record<string, unknown>): boolean {
  return !hasText(fields.headline) && !hasText(fields.description) && !bannerCta(fields).visible && bannerMedia(fields).kind === 'none';
}
