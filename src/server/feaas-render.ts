/**
 * `POST /feaas-render` (issue 3 item 5): renders one registered block from the rendering JSON an
 * editor tool sends, `{ rendering: { componentName, fields?, params?, uid? }, language?: 'en'|'ar' }`,
 * and answers it as a static HTML fragment with its styles (fragments.ts markup, no hydration
 * script: a preview for the tool, not a live block on its page).
 *
 * Decisions:
 * - Behind the editing secret (`x-editing-secret`, compared in constant time with
 *   SITECORE_EDITING_SECRET). Checked in `onRequest`, before the body is read, so nobody without
 *   it makes us parse anything. No secret configured: 503 saying so, not an open endpoint.
 * - The body is JSON of at most 256 KiB (413 beyond); malformed JSON 400; another content type
 *   415; a body of the wrong shape 400; a componentName no block answers to 422.
 * - The rendering is put on an otherwise empty route in normal mode (no editing chromes): the
 *   tool sees what a visitor would. Answers are `private, no-store`: they are made of what the
 *   caller sent.
 * - GET and HEAD reach the routing table's `feaasRender` handler, which answers 405, Allow: POST.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ComponentRendering, Dictionary, LayoutServiceData } from '../cms/types.ts';
import { FRAGMENT_PLACEHOLDER } from '../app/fragment.rules.ts';
import { toKebabCase } from '../app/component-names.ts';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { FragmentError, fragmentErrorBody } from './errors.ts';
import { fragmentRendererFor, renderFragmentMarkup, sendFragmentError } from './fragments.ts';
import type { RewriteHandler, ServerContext } from './server-context.ts';
import type { RateLimits } from './rate-limits.ts';

export const FEAAS_RENDER_PATH = '/feaas-render';
/** Rendering JSON is fields and params of one block: 256 KiB is generous. */
export const FEAAS_BODY_LIMIT = 256 * 1024;
export const EDITING_SECRET_HEADER = 'x-editing-secret';

/** Constant-time comparison (of digests, so the length of the secret does not show either). */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface FeaasRequest {
  rendering: ComponentRendering;
  language: 'en' | 'ar';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's rendering and language, or undefined when its shape is wrong. */
export function parseFeaasBody(body: unknown): FeaasRequest | undefined {
  if (!isPlainObject(body) || !isPlainObject(body.rendering)) return undefined;
  const { componentName, fields, params, uid } = body.rendering;
  if (typeof componentName !== 'string' || componentName.trim() === '' || componentName.length > 200) return undefined;
  // Fields arrive as a map, or as an array in SXA's shape; the field helpers take either.
  if (fields !== undefined && fields !== null && typeof fields !== 'object') return undefined;
  if (params !== undefined && params !== null && !isPlainObject(params)) return undefined;
  if (params && Object.values(params).some((value) => typeof value !== 'string')) return undefined;
  if (uid !== undefined && typeof uid !== 'string') return undefined;
  const language = body.language ?? 'en';
  if (language !== 'en' && language !== 'ar') return undefined;
  const rendering: ComponentRendering = {
    componentName: componentName.trim(),
    ...(uid !== undefined ? { uid } : {}),
    dataSource: '',
    params: (params ?? {}) as Record<string, string>,
    fields: (fields ?? {}) as ComponentRendering['fields'],
  };
  return { rendering, language };
}

/** The GET/HEAD answer of the routing table's `feaasRender`. */
export const feaasMethodNotAllowed: RewriteHandler = (_request, reply) =>
  reply
    .status(405)
    .header('allow', 'POST')
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .send(fragmentErrorBody(new FragmentError('FEAAS_METHOD_NOT_ALLOWED')));

/** Registers `POST /feaas-render`. */
export function registerFeaasRender(app: FastifyInstance, ctx: ServerContext, limits: RateLimits): void {
  const fragmentRenderer = fragmentRendererFor(ctx.renderer);
  const secret = ctx.config.editingSecret;

  app.route({
    method: 'POST',
    url: FEAAS_RENDER_PATH,
    bodyLimit: FEAAS_BODY_LIMIT,
    // The editing rate limit first: an address over it is refused without its secret being checked.
    onRequest: [
      limits.hook('editing'),
      async (request) => {
        if (!secret) throw new FragmentError('FEAAS_DISABLED');
        if (!secretMatches(request.headers[EDITING_SECRET_HEADER], secret)) throw new FragmentError('FEAAS_UNAUTHORIZED');
        limits.secretAccepted(request);
      },
    ],
    errorHandler(error: FastifyError, request, reply) {
      return sendFragmentError(request, reply, asFeaasError(error));
    },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const parsed = parseFeaasBody(request.body);
      if (!parsed) throw new FragmentError('FEAAS_BAD_BODY');
      const fragments = await fragmentRenderer();
      const { rendering, language } = parsed;
      if (!fragments.isKnownBlock(rendering.componentName)) {
        throw new FragmentError('FEAAS_UNKNOWN_COMPONENT', rendering.componentName);
      }
      let dictionary: Dictionary = {};
      const site = (await ctx.sites.of(request)) ?? ctx.sites.configured;
      try {
        dictionary = (await site.cms.getDictionary(language)).data;
      } catch (error) {
        request.log.warn({ err: error }, 'CMS dictionary unavailable; rendering the block without it');
      }
      const layout: LayoutServiceData = {
        sitecore: {
          context: { pageEditing: false, pageState: 'normal', language, site: { name: site.name } },
          route: { name: 'feaas-render', placeholders: { [FRAGMENT_PLACEHOLDER]: [rendering] } },
        },
      };
      const markup = await renderFragmentMarkup(ctx, fragments, request, {
        name: toKebabCase(rendering.componentName),
        locale: language,
        layout,
        dictionary,
        path: '/',
        target: { componentName: rendering.componentName },
        hydrate: false,
      });
      return reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', PRIVATE_CACHE_CONTROL).send(markup);
    },
  });
}

/** Fastify's own body errors in our words; anything else as it is. */
function asFeaasError(error: FastifyError): unknown {
  if (error instanceof FragmentError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new FragmentError('FEAAS_BODY_TOO_LARGE', error.message, { cause: error });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new FragmentError('FEAAS_UNSUPPORTED_MEDIA_TYPE', error.message, { cause: error });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new FragmentError('FEAAS_BAD_BODY', error.message, { cause: error });
  }
  // The JSON parser's own SyntaxError, and other broken-body errors, carry a 400.
  if (error.statusCode === 400) return new FragmentError('FEAAS_BAD_JSON', error.message, { cause: error });
  if (error.statusCode === 413) return new FragmentError('FEAAS_BODY_TOO_LARGE', error.message, { cause: error });
  return error;
}
