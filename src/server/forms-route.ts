/**
 * `POST /api/forms/submit` (forms contract, section 3; spec 000: the enquiry form container).
 *
 * In order: the address's rate limit (429, rate-limits.ts), the `Origin` must be ours (403; both
 * checked before the body is read), the body at most 64 KiB (413), JSON or urlencoded and well
 * formed (400), the form must exist in the CMS (404; 503 past the lookup budget of
 * form-definitions.ts), its field names must be the definition's (400), the values must pass the shared rules of
 * src/lib/form-rules.ts, which the server applies as the authority (422 with the field errors),
 * then the forms system must acknowledge it (502/504 otherwise). Every answer is `no-store`.
 *
 * Personal data: values are never logged. Each refusal and failure, and each success, writes one
 * line with the form id, submission id, outcome, code and the field NAMES only.
 *
 * A plain HTML post (urlencoded, no JavaScript) is answered with 303 back to the page it came
 * from (`pageUrl`: its path only, so this is no open redirect), adding `?form=success|error` and
 * keeping its `#fragment` (the form's section id), which the block reads to show its panel.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_ROUTES } from '../../routes.ts';
import { isChecked, validateSubmission, type FormDefinition } from '../lib/form-rules.ts';
import { matchesLinearPattern } from './form-patterns.ts';
import { FormError, formErrorBody } from './errors.ts';
import type { FormDefinitions } from './form-definitions.ts';
import {
  FORM_BODY_LIMIT,
  isProblem,
  parseJsonSubmission,
  parseUrlencodedSubmission,
  shownName,
  unknownFieldNames,
  valuesOf,
  type SubmissionRequest,
} from './form-submission.ts';
import type { ForwardedSubmission, FormsForwarder } from './forms-forward.ts';
import { requestOrigin } from './same-origin.ts';

export const FORM_SUBMIT_PATH = API_ROUTES.formSubmit.path;
/** Contract section 3: every answer of the route. */
export const FORM_CACHE_CONTROL = 'no-store';

export interface FormsRouteDeps {
  publicUrl: string;
  definitions: FormDefinitions;
  /** Undefined when no forms system is configured: submissions answer FORMS_NOT_CONFIGURED. */
  forwarder: FormsForwarder | undefined;
  /** The forms rate limit (rate-limits.ts), run first; none: not limited. */
  rateLimit?: onRequestAsyncHookHandler;
  now?: () => Date;
}

/** A urlencoded body, as the route's own parser hands it over (parsed in the handler). */
class UrlencodedBody {
  constructor(readonly text: string) {}
}

/** What the log line of a request may say about it: ids and names, never values. */
interface LogContext {
  formId?: string;
  submissionId?: string;
  fieldNames?: string[];
  hiddenNames?: string[];
  droppedHidden?: string[];
  urlencoded?: boolean;
  /** For the redirect of a plain HTML post only: a URL may carry personal data in its query, so it is not logged. */
  pageUrl?: string;
}
const logContexts = new WeakMap<FastifyRequest, LogContext>();

function loggable({ pageUrl: _pageUrl, ...context }: LogContext): Omit<LogContext, 'pageUrl'> {
  return context;
}

export function registerFormSubmit(app: FastifyInstance, deps: FormsRouteDeps): void {
  // A scope of its own, so the urlencoded parser serves this route only.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, new UrlencodedBody(String(body))),
    );
    scope.route({
      method: 'POST',
      url: FORM_SUBMIT_PATH,
      bodyLimit: FORM_BODY_LIMIT,
      // Before the body is read: a flood or another site's page does not make us parse anything.
      onRequest: [
        ...(deps.rateLimit ? [deps.rateLimit] : []),
        async (request) => {
          if (requestOrigin(request, deps.publicUrl) === 'foreign') {
            throw new FormError('FORM_ORIGIN_NOT_ALLOWED', `Origin ${shownName(String(request.headers.origin)).slice(0, 200)}`);
          }
        },
      ],
      errorHandler: (error: FastifyError, request, reply) => sendFormError(request, reply, asFormError(error), deps.publicUrl),
      handler: (request, reply) => handleSubmission(request, reply, deps),
    });
    scope.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
      url: FORM_SUBMIT_PATH,
      handler: (request, reply) => sendFormError(request, reply.header('allow', 'POST'), new FormError('FORM_METHOD_NOT_ALLOWED'), deps.publicUrl),
    });
  });
}

async function handleSubmission(request: FastifyRequest, reply: FastifyReply, deps: FormsRouteDeps): Promise<FastifyReply> {
  const urlencoded = request.body instanceof UrlencodedBody;
  const context: LogContext = { urlencoded };
  logContexts.set(request, context);
  const parsed = urlencoded ? parseUrlencodedSubmission((request.body as UrlencodedBody).text) : parseJsonSubmission(request.body);
  if (isProblem(parsed)) throw new FormError('FORM_BAD_REQUEST', parsed.problem);
  Object.assign(context, {
    formId: parsed.formId,
    submissionId: parsed.submissionId,
    fieldNames: [...parsed.fields.keys()],
    hiddenNames: [...parsed.hidden.keys()],
    pageUrl: parsed.pageUrl,
    ...(parsed.droppedHidden.length > 0 ? { droppedHidden: parsed.droppedHidden } : {}),
  });

  const form = await deps.definitions.get(parsed.formId, parsed.language);
  if (!form) throw new FormError('FORM_NOT_FOUND', `no form ${parsed.formId} in ${parsed.language}`);
  const unknown = unknownFieldNames(form.definition, parsed.fields);
  if (unknown.length > 0) {
    throw new FormError('FORM_BAD_REQUEST', `the form has no field ${unknown.slice(0, 5).map(shownName).join(', ')}`);
  }
  const errors = validateSubmission(form.definition, valuesOf(parsed.fields), matchesLinearPattern);
  if (Object.keys(errors).length > 0) {
    request.log.info({ ...loggable(context), outcome: 'invalid', code: 'FORM_INVALID', fieldErrors: errors }, 'form submission refused');
    if (urlencoded) return redirectBack(request, reply, parsed.pageUrl, 'error', deps.publicUrl);
    const error = new FormError('FORM_INVALID');
    return reply
      .status(error.status)
      .header('cache-control', FORM_CACHE_CONTROL)
      .send({ ...formErrorBody(error), errors: { ...errors } });
  }

  if (!deps.forwarder) throw new FormError('FORMS_NOT_CONFIGURED', 'FORMS_ENDPOINT is not set');
  const submittedAt = (deps.now?.() ?? new Date()).toISOString();
  const result = await deps.forwarder.submit(forwarded(parsed, form.definition, form.name, submittedAt));
  request.log.info(
    { ...loggable(context), outcome: result.outcome, formsSystemId: result.id, attempts: result.attempts },
    result.outcome === 'stored' ? 'form submission stored' : 'form submission already stored (resubmission)',
  );
  if (urlencoded) return redirectBack(request, reply, parsed.pageUrl, 'success', deps.publicUrl);
  return reply.status(200).header('cache-control', FORM_CACHE_CONTROL).send({ status: 'success', submissionId: parsed.submissionId });
}

/**
 * What the forms system receives: every field of the definition in its order (missing ones
 * empty, a hidden field's default its placeholder), values trimmed, checkboxes as 'true'/'false';
 * hidden inputs as the filter left them. The maps have no prototype: their names come from
 * outside (the CMS, the visitor).
 */
export function forwarded(parsed: SubmissionRequest, definition: FormDefinition, formName: string, submittedAt: string): ForwardedSubmission {
  const fields = Object.create(null) as Record<string, string>;
  for (const field of definition.fields) {
    const sent = parsed.fields.get(field.name);
    const value = sent ?? (field.type === 'hidden' ? (field.placeholder ?? '') : '');
    fields[field.name] = field.type === 'checkbox' ? String(isChecked(value)) : value.trim();
  }
  const hidden = Object.create(null) as Record<string, string>;
  for (const [name, value] of parsed.hidden) hidden[name] = value;
  return {
    formId: parsed.formId,
    formName,
    language: parsed.language,
    submissionId: parsed.submissionId,
    pageUrl: parsed.pageUrl,
    submittedAt,
    fields,
    hidden,
  };
}

function sendFormError(request: FastifyRequest, reply: FastifyReply, error: unknown, publicUrl: string): FastifyReply {
  const context = logContexts.get(request) ?? {};
  if (!(error instanceof FormError)) {
    request.log.error({ ...loggable(context), outcome: 'failed', err: error }, 'form submission failed');
    const internal = { status: 'error', error: 'INTERNAL', message: 'The submission could not be handled.' };
    return reply.status(500).header('cache-control', FORM_CACHE_CONTROL).send(internal);
  }
  const line = { ...loggable(context), outcome: error.isRefusal ? 'refused' : 'failed', code: error.code, detail: error.detail };
  if (error.isRefusal) request.log.info(line, 'form submission refused');
  else request.log.warn(line, 'form submission failed');
  // A plain HTML post that got as far as naming its page goes back there with the failure panel.
  if (context.urlencoded && context.pageUrl && error.code !== 'FORM_ORIGIN_NOT_ALLOWED') {
    return redirectBack(request, reply, context.pageUrl, 'error', publicUrl);
  }
  return reply.status(error.status).header('cache-control', FORM_CACHE_CONTROL).send(formErrorBody(error));
}

/** Fastify's own body errors (size, type, JSON syntax) in our words; never their text, which may quote the body. */
function asFormError(error: FastifyError): unknown {
  if (error instanceof FormError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new FormError('FORM_TOO_LARGE', undefined, { cause: error });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new FormError('FORM_BAD_REQUEST', 'send application/json or application/x-www-form-urlencoded', { cause: error });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new FormError('FORM_BAD_REQUEST', 'the body is empty', { cause: error });
  }
  if (error.statusCode === 413) return new FormError('FORM_TOO_LARGE', undefined, { cause: error });
  if (error.statusCode === 400 || error instanceof SyntaxError) {
    return new FormError('FORM_BAD_REQUEST', 'the body is not valid JSON, or names a forbidden key such as __proto__', { cause: error });
  }
  // Anything else Fastify refuses about the body (an unsupported Content-Encoding…): still the sender's.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new FormError('FORM_BAD_REQUEST', `the body could not be read (${error.code ?? error.statusCode})`, { cause: error });
  }
  return error;
}

/**
 * Where a plain HTML post goes back to, with `form=success|error`: the path, query and fragment of
 * `pageUrl` when it names this site (PUBLIC_URL's origin, the host the request came to, or a
 * root-relative path), else the home page. Only a path is ever answered: no open redirect. The
 * path starts with exactly one slash: a normalised path may begin `//` (`/.//evil.example/`,
 * `/a/..//evil.example`, `https://www.example.com//evil.example/`), which a browser reads as
 * another host.
 */
export function redirectTarget(pageUrl: string, result: 'success' | 'error', publicUrl: string, requestHost?: string): string {
  const base = new URL(publicUrl);
  let target: URL;
  try {
    target = new URL(pageUrl, base);
  } catch {
    target = new URL('/', base);
  }
  const own =
    target.origin === base.origin || (requestHost !== undefined && target.host === requestHost.trim().toLowerCase() && /^https?:$/.test(target.protocol));
  if (!own) target = new URL('/', base);
  target.searchParams.set('form', result);
  const path = `/${target.pathname.replace(/^[/\\]+/, '')}`;
  return `${path}${target.search}${target.hash}`;
}

function redirectBack(request: FastifyRequest, reply: FastifyReply, pageUrl: string, result: 'success' | 'error', publicUrl: string): FastifyReply {
  const location = redirectTarget(pageUrl, result, publicUrl, request.headers.host);
  return reply.header('cache-control', FORM_CACHE_CONTROL).redirect(location, 303);
}
