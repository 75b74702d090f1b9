import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { CmsError } from '../cms/errors.ts';
import { codedErrorClass, codedErrorGuard, type CodedError } from '../lib/coded-error.ts';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';

/**
 * Every error the server layer raises, declared once, grouped by the routes that answer with it:
 * code, HTTP status and the message the caller reads. Code raises `new FeedError('CODE', detail)`,
 * never ad-hoc strings. `message` is public: it says why, never what the server learned (resolved
 * addresses, upstream bodies, hosts); that goes into `detail`, which only editing and the publish
 * webhook send back (their callers are Sitecore's own services), and everyone else logs.
 */

// ---------------------------------------------------------------------------------------------
// Host: the page routes (request-path.ts, page-route.ts, news-route.ts, app.ts).

export const HOST_ERRORS = {
  URL_TOO_LONG: { status: 414, message: 'The address is too long.' },
  BAD_ENCODING: { status: 400, message: 'The address contains broken percent-encoding.' },
  BAD_PATH: { status: 400, message: 'The address contains characters or segments that are not allowed.' },
  RENDER_FAILED: { status: 500, message: 'The page could not be rendered.' },
  NEWS_ORIGIN_UNAVAILABLE: { status: 502, message: 'The news service could not be reached. Please try again in a moment.' },
  NEWS_ORIGIN_TIMEOUT: { status: 504, message: 'The news service took too long to answer. Please try again in a moment.' },
} as const;

export type HostErrorCode = keyof typeof HOST_ERRORS;
export const HostError = codedErrorClass('HostError', HOST_ERRORS);
export type HostError = CodedError<HostErrorCode>;

/**
 * What visitors read when the CMS fails. A CmsError's own message names the upstream URL and
 * what went wrong there: that is for the log, never for the page.
 */
const CMS_PUBLIC_MESSAGES: Record<number, string> = {
  502: 'Our content service is not answering properly right now. Please try again in a moment.',
  504: 'Our content service took too long to answer. Please try again in a moment.',
};

/** The status, code and public message a failure answers with; anything unexpected is a 500. */
export function describeError(error: unknown): { status: number; code: string; message: string } {
  if (error instanceof HostError) return { status: error.status, code: error.code, message: error.message };
  if (error instanceof CmsError) {
    return { status: error.status, code: error.code, message: CMS_PUBLIC_MESSAGES[error.status] ?? CMS_PUBLIC_MESSAGES[502]! };
  }
  return { status: 500, code: 'INTERNAL', message: HOST_ERRORS.RENDER_FAILED.message };
}

// ---------------------------------------------------------------------------------------------
// Content Hub: `POST /api/contenthub/get-assets` (contenthub-route.ts), answered as
// `{ error: code, message }`; a 400's message is followed by what was wrong with the body.

export const CONTENT_HUB_ERRORS = {
  CONTENT_HUB_BAD_REQUEST: { status: 400, message: 'The body must be { variables: { categoryIds, brandId, count, endCursor } }.' },
  CONTENT_HUB_METHOD_NOT_ALLOWED: { status: 405, message: 'Use POST.' },
  CONTENT_HUB_BAD_RESPONSE: { status: 502, message: 'The document service answered something we cannot read.' },
  CONTENT_HUB_UNAVAILABLE: { status: 503, message: 'The document service is not available.' },
  CONTENT_HUB_TIMEOUT: { status: 504, message: 'The document service did not answer in time.' },
} as const;

export type ContentHubErrorCode = keyof typeof CONTENT_HUB_ERRORS;
/** A Content Hub read that failed on the server's side (content-hub-documents.ts: the first page). */
export const ContentHubError = codedErrorClass('ContentHubError', CONTENT_HUB_ERRORS);
export type ContentHubError = CodedError<ContentHubErrorCode>;

// ---------------------------------------------------------------------------------------------
// Feed proxy: a guarded feed fetch (safe-fetch.ts) and the news feed proxy (news-feed-proxy.ts).
// Refusals of the URL itself are 4xx (the request asked for something not allowed); failures of
// the upstream are 502/504. Answered as `{ error: code, message }`.

export const FEED_ERRORS = {
  FEED_URL_MISSING: { status: 400, message: 'The url query parameter is required.' },
  FEED_URL_INVALID: { status: 400, message: 'The url query parameter is not a valid absolute URL.' },
  FEED_PROTOCOL_NOT_ALLOWED: { status: 400, message: 'Only http and https feed URLs are allowed.' },
  FEED_CREDENTIALS_NOT_ALLOWED: { status: 400, message: 'Feed URLs must not contain a user name or password.' },
  FEED_HOST_NOT_ALLOWED: { status: 403, message: 'This host is not on the list of allowed news feed hosts.' },
  FEED_ADDRESS_NOT_ALLOWED: {
    status: 403,
    message: 'This host resolves to a private, loopback, link-local or reserved address, which feeds may not use.',
  },
  FEED_REDIRECT_NOT_FOLLOWED: { status: 502, message: 'The feed answered with a redirect, which is not followed.' },
  FEED_TOO_LARGE: { status: 502, message: 'The feed answer is larger than allowed.' },
  FEED_UPSTREAM_ERROR: { status: 502, message: 'The feed could not be fetched.' },
  FEED_TIMEOUT: { status: 504, message: 'The feed did not answer in time.' },
  FEED_NOT_JSON: { status: 502, message: 'The feed answer is not valid JSON.' },
} as const;

export type FeedErrorCode = keyof typeof FEED_ERRORS;
export const FeedError = codedErrorClass('FeedError', FEED_ERRORS);
export type FeedError = CodedError<FeedErrorCode>;
export const isFeedError = codedErrorGuard(FeedError);

/**
 * The FeedError in an error's cause chain. undici reports a refused connection as
 * `TypeError('fetch failed', { cause })`, with the connector's own error as the cause.
 */
export function findFeedError(error: unknown): FeedError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof FeedError) return current;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Images: `GET /api/image` (image-route.ts), answered as `{ error, code, message }`.
// 4xx: the request or its source is bad and asking again will not help. 404 passes on the
// source's own "not found". 502/504: the source's host failed us; a retry may work.

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
    message: 'Only JPEG, PNG, WebP, AVIF and SVG (served as image/svg+xml) are optimised; GIF and other types are used as they are.',
  },
  IMAGE_SOURCE_TOO_LARGE: { status: 422, message: 'The source image is too large to optimise.' },
  IMAGE_RENDER_TIMEOUT: { status: 422, message: 'The source took too long to render; it is too complex to optimise.' },
  IMAGE_UNDECODABLE: { status: 422, message: 'The source could not be read as an image.' },
  IMAGE_SOURCE_NOT_FOUND: { status: 404, message: 'The source image does not exist.' },
  IMAGE_UPSTREAM_REDIRECT: { status: 502, message: 'The image host answered with a redirect, which the optimiser does not follow.' },
  IMAGE_UPSTREAM_STATUS: { status: 502, message: 'The image host did not answer with the image.' },
  IMAGE_UPSTREAM_NETWORK: { status: 502, message: 'The image host could not be reached.' },
  IMAGE_UPSTREAM_TIMEOUT: { status: 504, message: 'The image host took too long to answer.' },
} as const;

export type ImageErrorCode = keyof typeof IMAGE_ERRORS;
export const ImageError = codedErrorClass('ImageError', IMAGE_ERRORS);
export type ImageError = CodedError<ImageErrorCode>;
export const isImageError = codedErrorGuard(ImageError);

// ---------------------------------------------------------------------------------------------
// Digital wall: `GET /api/digital-wall/members`, `/api/digital-wall/member/{id}`
// (digital-wall-route.ts), answered as `{ success: false, error: code, message }`, the shape the
// wall block reads (spec 002 section 8: it shows `message`, else `error`); and
// `GET /api/secure-image` (secure-image-route.ts), answered as `{ error: code, message }`.
// Messages are the spec's texts where it has one. 503: no service or it cannot be reached; 504:
// it was too slow; 502: it answered something unusable. What it said goes to the log only.

export const DIGITAL_WALL_ERRORS = {
  WALL_NOT_CONFIGURED: { status: 503, message: 'The digital wall is not available on this site.' },
  WALL_UNAVAILABLE: { status: 503, message: 'Failed to fetch wall items' },
  WALL_TIMEOUT: { status: 504, message: 'The wall service took too long to answer. Please try again in a moment.' },
  WALL_UPSTREAM_STATUS: { status: 502, message: 'Failed to fetch wall items' },
  WALL_BAD_CONTENT_TYPE: { status: 502, message: 'Invalid response format: the wall service did not answer JSON' },
  WALL_NOT_JSON: { status: 502, message: 'Server returned invalid response format' },
  WALL_NO_DATA: { status: 502, message: 'No data available' },
  WALL_BAD_MEMBER_ID: { status: 400, message: "The member id must be 1 to 64 letters, digits, '-' or '_'." },
  WALL_MEMBER_NOT_FOUND: { status: 404, message: 'Member not found or not approved' },
  SECURE_IMAGE_BAD_PATH: {
    status: 400,
    message: 'The path parameter must name a jpg, png, webp, avif, gif or svg image of the wall service, without traversal.',
  },
  SECURE_IMAGE_NOT_PUBLIC: { status: 400, message: 'Only public images are served here: public=true is required.' },
  SECURE_IMAGE_BAD_TIMESTAMP: { status: 400, message: 'The t parameter must be a timestamp of at most 13 digits.' },
  SECURE_IMAGE_NOT_FOUND: { status: 404, message: 'The image does not exist.' },
  SECURE_IMAGE_NOT_AN_IMAGE: { status: 502, message: 'The wall service did not answer with an image.' },
  SECURE_IMAGE_TOO_LARGE: { status: 502, message: 'The image is larger than allowed.' },
} as const;

export type DigitalWallErrorCode = keyof typeof DIGITAL_WALL_ERRORS;
export const DigitalWallError = codedErrorClass('DigitalWallError', DIGITAL_WALL_ERRORS);
export type DigitalWallError = CodedError<DigitalWallErrorCode>;
export const isDigitalWallError = codedErrorGuard(DigitalWallError);

/** A wall route's failure as a DigitalWallError: anything unexpected is WALL_UNAVAILABLE, its message the detail. */
export function asDigitalWallError(error: unknown): DigitalWallError {
  return isDigitalWallError(error) ? error : new DigitalWallError('WALL_UNAVAILABLE', (error as Error)?.message);
}

// ---------------------------------------------------------------------------------------------
// Fragments and FEaaS: the fragment endpoints (`/pp-header`, `/pp-components/*` …, fragments.ts)
// and the editor's `/feaas-render` (feaas-render.ts), answered as `{ error, code, message }`.

export const FRAGMENT_ERRORS = {
  FRAGMENT_NOT_FOUND: { status: 404, message: 'No block answers to this name on the home page.' },
  FRAGMENT_BAD_LANGUAGE: { status: 400, message: "The lang parameter must be 'en' or 'ar'." },
  FRAGMENT_ORIGIN_NOT_ALLOWED: { status: 403, message: 'This origin may not embed our fragments (FRAGMENT_ORIGINS).' },
  FEAAS_DISABLED: {
    status: 503,
    message: 'The feaas-render endpoint is off: SITECORE_EDITING_SECRET is not configured on this server.',
  },
  FEAAS_UNAUTHORIZED: { status: 401, message: 'The x-editing-secret header is missing or wrong.' },
  FEAAS_METHOD_NOT_ALLOWED: { status: 405, message: 'Use POST with a JSON body { rendering, language }.' },
  FEAAS_BAD_JSON: { status: 400, message: 'The body is not valid JSON.' },
  FEAAS_BAD_BODY: {
    status: 400,
    message: "The body must be { rendering: { componentName, fields?, params?, uid? }, language?: 'en' | 'ar' }.",
  },
  FEAAS_BODY_TOO_LARGE: { status: 413, message: 'The body is larger than the endpoint accepts.' },
  FEAAS_UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The body must be JSON (Content-Type: application/json).' },
  FEAAS_UNKNOWN_COMPONENT: { status: 422, message: 'No registered block answers to this componentName.' },
} as const;

export type FragmentErrorCode = keyof typeof FRAGMENT_ERRORS;
export const FragmentError = codedErrorClass('FragmentError', FRAGMENT_ERRORS);
export type FragmentError = CodedError<FragmentErrorCode>;

/** The JSON body of a fragment or feaas-render error answer; the detail stays in the log. */
export function fragmentErrorBody(error: FragmentError): { error: string; code: FragmentErrorCode; message: string } {
  return { error: STATUS_CODES[error.status] ?? 'Error', code: error.code, message: error.message };
}

// ---------------------------------------------------------------------------------------------
// Editing: the editor's `/api/editing/*` endpoints (editing.ts), every answer that is not a page.

export const EDITING_ERRORS = {
  EDITING_DISABLED: {
    status: 404,
    message: "Editing is not enabled on this server: set SITECORE_EDITING_SECRET to let Sitecore's editor use it.",
  },
  EDITING_SECRET_INVALID: { status: 401, message: 'Missing or invalid editing secret.' },
  EDITING_ORIGIN_NOT_ALLOWED: { status: 403, message: 'Requests from this origin are not allowed (see EDITING_ORIGINS).' },
  EDITING_BAD_PARAMETERS: { status: 400, message: 'Bad editing parameters' },
  EDITING_METHOD_NOT_ALLOWED: { status: 405, message: 'The editing endpoints answer GET only.' },
} as const;

export type EditingErrorCode = keyof typeof EDITING_ERRORS;
export const EditingError = codedErrorClass('EditingError', EDITING_ERRORS);
export type EditingError = CodedError<EditingErrorCode>;

// ---------------------------------------------------------------------------------------------
// Revalidate: the publish webhook `POST /api/revalidate` (revalidate.ts), every answer that is
// not a success.

/** The largest webhook body read. Edge sends updates in batches (`continues: true` says more follow); a batch is far below this. */
export const REVALIDATE_BODY_LIMIT = 1024 * 1024;

export const REVALIDATE_ERRORS = {
  REVALIDATE_DISABLED: { status: 404, message: 'The publish webhook is not enabled on this server: set REVALIDATE_SECRET.' },
  REVALIDATE_SECRET_INVALID: {
    status: 401,
    message: 'Missing or invalid secret: send it as x-revalidate-secret or Authorization: Bearer.',
  },
  REVALIDATE_BAD_BODY: { status: 400, message: 'Not an Experience Edge webhook body' },
  REVALIDATE_BODY_TOO_LARGE: { status: 413, message: `The body is larger than ${REVALIDATE_BODY_LIMIT} bytes.` },
  REVALIDATE_UNSUPPORTED_TYPE: { status: 415, message: 'Send the webhook body as application/json.' },
  REVALIDATE_METHOD_NOT_ALLOWED: { status: 405, message: 'The publish webhook answers POST only.' },
  REVALIDATE_NOT_PROPAGATED: {
    status: 503,
    message:
      'Purged on this instance only: Redis cannot be reached, so the shared cache and the other instances keep their entries until CACHE_TTL_S. Send the webhook again',
  },
} as const;

export type RevalidateErrorCode = keyof typeof REVALIDATE_ERRORS;
export const RevalidateError = codedErrorClass('RevalidateError', REVALIDATE_ERRORS);
export type RevalidateError = CodedError<RevalidateErrorCode>;

/**
 * Answers an editing or webhook error: never stored, JSON in Fastify's own error shape plus our
 * code. The detail (which parameter or field is wrong) is for the caller here: Sitecore's editor
 * or Edge, which show it to the people who set them up.
 */
export function sendDetailedError(reply: FastifyReply, error: EditingError | RevalidateError): FastifyReply {
  const { status, code, message, detail } = error;
  return reply
    .status(status)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .type('application/json; charset=utf-8')
    .send({ statusCode: status, code, error: STATUS_CODES[status], message: detail ? `${message}: ${detail}.` : message });
}

// ---------------------------------------------------------------------------------------------
// Forms: the enquiry form's `POST /api/forms/submit` (forms-route.ts), answered as the forms
// contract (section 3) says: refusals `{ status: 'invalid', error, message }` (422 adds
// `errors`), failures `{ status: 'error', error, message }`. The block shows the field errors of
// a 422 and its failure panel for any 5xx. A refusal's detail names keys the sender sent and joins
// the message; a failure's detail (what the CMS or the forms system did) stays in the log.

export const FORM_ERRORS = {
  FORM_BAD_REQUEST: { status: 400, message: 'The submission is not well formed' },
  FORM_ORIGIN_NOT_ALLOWED: { status: 403, message: "Forms may only be sent from this site's own pages." },
  FORM_NOT_FOUND: { status: 404, message: 'There is no such form.' },
  FORM_METHOD_NOT_ALLOWED: { status: 405, message: 'Send the form with POST.' },
  FORM_TOO_LARGE: { status: 413, message: 'The submission is larger than 64 KiB.' },
  FORM_INVALID: { status: 422, message: 'Some fields are not filled in correctly.' },
  FORM_DEFINITION_UNAVAILABLE: {
    status: 502,
    message: 'The form could not be loaded from our content service. Please try again in a moment.',
  },
  FORM_DEFINITION_TIMEOUT: { status: 504, message: 'Our content service took too long to answer. Please try again in a moment.' },
  FORMS_UNAVAILABLE: { status: 502, message: 'Our forms service could not take your submission. Please try again in a moment.' },
  FORMS_TIMEOUT: { status: 504, message: 'Our forms service took too long to answer. Please try again in a moment.' },
  FORMS_NOT_CONFIGURED: { status: 503, message: 'Forms cannot be sent from this site at the moment.' },
  FORM_LOOKUPS_EXHAUSTED: {
    status: 503,
    message: 'Too many forms were asked for at once. Please try again in a minute.',
  },
} as const;

export type FormErrorCode = keyof typeof FORM_ERRORS;
export const FormError = codedErrorClass('FormError', FORM_ERRORS);
export type FormError = CodedError<FormErrorCode>;
export const isFormError = codedErrorGuard(FormError);

/** The contract's answer body for a form error (a 422's field errors are added by the route). */
export function formErrorBody(error: FormError): { status: 'invalid' | 'error'; error: FormErrorCode; message: string } {
  const message = error.isRefusal && error.detail ? `${error.message}: ${error.detail}.` : error.message;
  return { status: error.isRefusal ? 'invalid' : 'error', error: error.code, message };
}

// ---------------------------------------------------------------------------------------------
// Page views: `POST /api/events/page-view` (page-view-route.ts), the browser's one call for the
// customer data platform (spec 000 section 7). Answered as `{ error, message }`; the browser only
// logs them at debug level, so they are for whoever looks at the network panel.

export const EVENT_ERRORS = {
  EVENT_BAD_REQUEST: { status: 400, message: 'The body must be a page-view event' },
  EVENT_ORIGIN_NOT_ALLOWED: { status: 403, message: "Events may only be sent from this site's own pages." },
  EVENT_METHOD_NOT_ALLOWED: { status: 405, message: 'Send events with POST.' },
  EVENT_TOO_LARGE: { status: 413, message: 'The event is larger than 4 KiB.' },
} as const;

export type EventErrorCode = keyof typeof EVENT_ERRORS;
export const EventError = codedErrorClass('EventError', EVENT_ERRORS, 'message');
export type EventError = CodedError<EventErrorCode>;

// ---------------------------------------------------------------------------------------------
// Article search: the browser's `GET /api/search/insights` (search-route.ts), answered as
// `{ error: code, message }`. A refusal's detail names the parameter and joins the message; the
// search service's failures (search-client.ts logs what happened) are 503, its nonsense 502.

export const SEARCH_ERRORS = {
  SEARCH_BAD_QUERY: { status: 400, message: 'The search parameters are not valid' },
  SEARCH_METHOD_NOT_ALLOWED: { status: 405, message: 'The article search answers GET only' },
  SEARCH_NOT_CONFIGURED: { status: 503, message: 'The article search is not available on this site.' },
  SEARCH_UNAVAILABLE: { status: 503, message: 'The article search is not answering right now. Please try again in a moment.' },
  SEARCH_TIMEOUT: { status: 503, message: 'The article search took too long to answer. Please try again in a moment.' },
  SEARCH_BAD_RESPONSE: { status: 502, message: 'The article search answered something unexpected. Please try again in a moment.' },
} as const;

export type SearchErrorCode = keyof typeof SEARCH_ERRORS;
export const SearchError = codedErrorClass('SearchError', SEARCH_ERRORS, 'message');
export type SearchError = CodedError<SearchErrorCode>;

// ---------------------------------------------------------------------------------------------
// Rate limits (rate-limits.ts): the public POST routes and the secret-protected endpoints, per
// client address. Answered before the route's own checks, as `{ status, error, code, message }`:
// readable by the forms block (status, error), the page-view beacon (error) and Sitecore's tools
// (code). The address and the limit go to the log, never into the answer.

export const RATE_LIMIT_ERRORS = {
  RATE_LIMITED: { status: 429, message: 'Too many requests from your address. Please try again later.' },
} as const;

// ---------------------------------------------------------------------------------------------
// Load shedding: whatever shed-rules.ts turns away while the instance is over a SHED_* limit
// (load-shedding.ts). APIs get `{ statusCode, error, code, message }`, pages a small HTML page
// (shed-answer.ts) in both languages. Answered from the request hook, so never raised as an Error:
// building one (and its stack) per shed request is work an overloaded instance cannot spare.

export const LOAD_ERRORS = {
  OVERLOADED: { status: 503, message: 'The site is busy right now. Please try again in a moment.' },
} as const;

export type LoadErrorCode = keyof typeof LOAD_ERRORS;
