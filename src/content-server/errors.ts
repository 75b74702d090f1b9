import { STATUS_CODES } from 'node:http';
import { codedErrorClass, type CodedError } from '../lib/coded-error.ts';

/**
 * Every error the embedded content server raises, declared once with its HTTP status. Statuses are
 * those Sitecore's services answer in the same situation (docs/cms-protocol.md), so the CMS clients
 * meet the same codes here as in production.
 */
export const CONTENT_ERRORS = {
  CONTENT_API_KEY_INVALID: { status: 401, message: 'Missing or invalid API key (sc_apikey)' },
  CONTENT_ITEM_REQUIRED: { status: 400, message: 'The query parameter "item" is required' },
  CONTENT_UNKNOWN_SITE: { status: 400, message: 'Unknown site' },
  CONTENT_SITE_NOT_FOUND: { status: 404, message: 'No such site' },
  CONTENT_BAD_GRAPHQL_REQUEST: { status: 400, message: 'Bad GraphQL request' },
  CONTENT_BAD_PATH: { status: 400, message: 'The path contains characters or segments that are not allowed' },
  CONTENT_MEDIA_NOT_FOUND: { status: 404, message: 'No such media item' },
  CONTENT_FEED_NOT_FOUND: { status: 404, message: 'No news feed for this language' },
  CONTENT_BAD_PAGE_SIZE: { status: 400, message: 'pageSize must be a whole number from 1 to 1000' },
  CONTENT_BAD_COUNTRY: { status: 400, message: 'country must be an ISO 3166 alpha-2 code' },
  CONTENT_NOT_FOUND: { status: 404, message: 'Not found' },
  CONTENT_BAD_SUBMISSION: {
    status: 400,
    message: 'The body must be JSON { formId, submissionId, language, formName?, pageUrl?, submittedAt?, fields: { name: text }, hidden?: { name: text } }',
  },
  CONTENT_BAD_EVENT: { status: 400, message: 'The body must be a JSON object with a "type"' },
  CONTENT_BAD_SEARCH_REQUEST: { status: 400, message: 'Not a search request' },
  CONTENT_SEARCH_KEY_INVALID: { status: 401, message: 'Missing or invalid API key (Authorization header)' },
  CONTENT_BAD_DECISION: {
    status: 400,
    message: 'The body must be JSON { site, pageId, language, variantIds: [id], inputs?: { name: text } }',
  },
  CONTENT_BAD_ASSET_QUERY: { status: 400, message: 'Not a DocumentAssets query' },
  CONTENT_HUB_TOKEN_INVALID: { status: 401, message: 'Missing or invalid token (X-GQL-Token header)' },
  CONTENT_INJECTED_FAILURE: { status: 500, message: 'Injected failure (content server fault mode)' },
  CONTENT_INJECTED_UNAVAILABLE: { status: 503, message: 'Injected unavailability (content server fault mode)' },
  CONTENT_LOADING: { status: 503, message: 'The content server is still loading its content' },
  CONTENT_INTERNAL: { status: 500, message: 'Internal error in the content server' },
  // Start-up errors: thrown to the caller of startContentServer / faultsFromEnv, never answered.
  CONTENT_INVALID_FAULT: { status: 500, message: 'Invalid content server fault setting' },
  CONTENT_INVALID_FILE: { status: 500, message: 'Invalid content file' },
} as const;

export type ContentErrorCode = keyof typeof CONTENT_ERRORS;

/** `detail` joins the message (`Unknown site: "x"`): the callers are our own CMS clients and tests. */
export const ContentServerError = codedErrorClass('ContentServerError', CONTENT_ERRORS, 'message');
export type ContentServerError = CodedError<ContentErrorCode>;

/** The JSON body of an error answer, in Fastify's own error shape plus our code. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
}

export function errorBody(error: ContentServerError): ErrorBody {
  const status = STATUS_CODES[error.status] ?? 'Error';
  return { statusCode: error.status, code: error.code, error: status, message: error.message };
}
