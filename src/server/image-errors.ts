/**
 * Every error the image endpoint (`GET /api/image`) answers with, declared once: code, status and
 * the message the caller reads. Details (the host, the upstream status) go to the log only.
 *
 * 4xx: the request or its source is bad and asking again will not help. 404 passes on the
 * source's own "not found". 502/504: the source's host failed us; a retry may work.
 */
export const IMAGE_ERRORS = {
  IMAGE_URL_MISSING: { status: 400, message: 'The url parameter is required.' },
  IMAGE_URL_INVALID: {
    status: 400,
    message: 'The url parameter must be a CMS media path (/-/media/…) or an http(s) address without credentials.',
  },
  IMAGE_PATH_NOT_MEDIA: { status: 400, message: 'A relative url must point into the CMS media library (/-/media/…).' },
  IMAGE_WIDTH_NOT_ALLOWED: { status: 400, message: 'The w parameter must be one of the widths the optimiser makes.' },
  IMAGE_QUALITY_NOT_ALLOWED: { status: 400, message: 'The q parameter must be one of the qualities the optimiser makes.' },
  IMAGE_HOST_NOT_ALLOWED: { status: 403, message: 'Images from this host are not optimised; use the original address.' },
  IMAGE_TYPE_NOT_SUPPORTED: {
    status: 415,
    message: 'Only raster images (JPEG, PNG, WebP, AVIF) are optimised; SVG, GIF and other types are used as they are.',
  },
  IMAGE_SOURCE_TOO_LARGE: { status: 422, message: 'The source image is too large to optimise.' },
  IMAGE_UNDECODABLE: { status: 422, message: 'The source could not be read as an image.' },
  IMAGE_SOURCE_NOT_FOUND: { status: 404, message: 'The source image does not exist.' },
  IMAGE_UPSTREAM_REDIRECT: { status: 502, message: 'The image host answered with a redirect, which the optimiser does not follow.' },
  IMAGE_UPSTREAM_STATUS: { status: 502, message: 'The image host did not answer with the image.' },
  IMAGE_UPSTREAM_NETWORK: { status: 502, message: 'The image host could not be reached.' },
  IMAGE_UPSTREAM_TIMEOUT: { status: 504, message: 'The image host took too long to answer.' },
} as const;

export type ImageErrorCode = keyof typeof IMAGE_ERRORS;

export class ImageError extends Error {
  readonly status: number;
  /** For the log only: the host, the upstream status, the size… never sent to the caller. */
  readonly detail: string | undefined;
  constructor(readonly code: ImageErrorCode, detail?: string, options?: { cause?: unknown }) {
    super(IMAGE_ERRORS[code].message, options);
    this.name = 'ImageError';
    this.status = IMAGE_ERRORS[code].status;
    this.detail = detail;
  }
}

export function isImageError(error: unknown): error is ImageError {
  return error instanceof ImageError;
}
