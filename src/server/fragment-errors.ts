/**
 * Every error the fragment endpoints (`/pp-header`, `/pp-components/*` …, fragments.ts) and the
 * editor's `/feaas-render` (feaas-render.ts) answer with, declared once: code, status and the
 * message the caller reads. Details go to the log only.
 */
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

export class FragmentError extends Error {
  readonly status: number;
  /** For the log only: never sent to the caller. */
  readonly detail: string | undefined;
  constructor(readonly code: FragmentErrorCode, detail?: string, options?: { cause?: unknown }) {
    super(FRAGMENT_ERRORS[code].message, options);
    this.name = 'FragmentError';
    this.status = FRAGMENT_ERRORS[code].status;
    this.detail = detail;
  }
}

/** The JSON body of an error answer. */
export function fragmentErrorBody(error: FragmentError): { error: string; code: FragmentErrorCode; message: string } {
  return { error: STATUS_TEXT[error.status] ?? 'Error', code: error.code, message: error.message };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  503: 'Service Unavailable',
};
