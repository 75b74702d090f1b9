import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cms, SiteCms } from '../cms/cms.ts';
import type { CmsSiteInfo } from '../cms/site-services.ts';
import type { Config } from './config.ts';
import type { Logger } from 'pino';
import { isPreviewRequest } from './editor-access.ts';
import { PREFIXED_LOCALES } from '../../routes.ts';
import { originOnHostName } from '../lib/site-origin.ts';
import { createSiteResolver, hostNameOf, type SiteResolver } from './site-resolver.ts';

/**
 * Which site a request is for (issue 28, multisite). The CMS lists its sites (Edge's
 * `siteInfoCollection`, read through the CMS cache, so cached and purged like other site data);
 * a request's Host header picks one by Sitecore's rules (site-resolver.ts). The configured site
 * (SITECORE_SITE_NAME) is always there: the fallback for hosts no site lists, unless the CMS names
 * a `*` site of its own, and the only site when the CMS lists none (XM before 10.4) or cannot be
 * reached. With UNKNOWN_HOSTS=not-found, a host that only a `*` could match gets a 404 instead.
 *
 * A site's public origin, which every absolute URL we write starts with, comes from configuration
 * (PUBLIC_URL, SITE_PUBLIC_URLS) or from a host name the CMS lists for it, never from the request:
 * a forged Host header cannot reach a canonical link or a cached page.
 */

export interface RequestSite {
  /** Sitecore's site name (`sc_site`). */
  name: string;
  /** The site's default language. */
  language: string;
  /**
   * The languages it serves: those of the host's (`routes.ts`) it has pages in, by the CMS's site
   * list; every one of them for the configured site when the CMS lists none.
   */
  languages: readonly string[];
  /** Its root item (`/sitecore/content/drydocks`): the items under it are its own. */
  rootPath: string;
  /** Where its absolute URLs point: `https://drydocks.example.com`. */
  publicUrl: string;
  /** The configured site (SITECORE_SITE_NAME)? */
  isConfigured: boolean;
  /** The site's data. */
  cms: SiteCms;
}

export interface Sites {
  /** The configured site, whatever the CMS says. */
  readonly configured: RequestSite;
  /**
   * The site a request is for: the editor's `sc_site` when `editorSite` names a known site (never
   * for visitors), else the one its Host names; undefined when no site serves that host.
   */
  of(request: FastifyRequest, editorSite?: string): Promise<RequestSite | undefined>;
  /** A site by its name (any case), or undefined when the CMS has no such site. */
  byName(name: string): Promise<RequestSite | undefined>;
  /** Every site, the configured one first. */
  all(): Promise<RequestSite[]>;
}

export function createSites(options: { config: Config; cms: Cms; logger: Logger }): Sites {
  const { config, cms, logger } = options;
  const configuredName = config.cms.siteName;
  const configured: RequestSite = {
    name: configuredName,
    language: 'en',
    languages: PREFIXED_LOCALES,
    rootPath: defaultRootPath(configuredName),
    publicUrl: config.publicUrl,
    isConfigured: true,
    cms,
  };
  /** One resolver per version of the CMS's list (the cache answers the same array while it is fresh). */
  const resolvers = new WeakMap<readonly CmsSiteInfo[], Resolved>();
  const warned = new Set<string>();
  const perRequest = new WeakMap<FastifyRequest, Promise<RequestSite | undefined>>();
  let lastList: readonly CmsSiteInfo[] = [];

  function publicUrlOf(info: CmsSiteInfo): string {
    const name = info.name.toLowerCase();
    if (name === configuredName.toLowerCase()) return config.publicUrl;
    const listed = config.sitePublicUrls[name];
    if (listed) return listed;
    const own = originOnHostName(info.hostName, config.publicUrl);
    if (own) return own;
    if (!warned.has(name)) {
      warned.add(name);
      logger.warn({ site: info.name }, 'site has no public URL (SITE_PUBLIC_URLS) and no host name without a wildcard: its absolute URLs use PUBLIC_URL');
    }
    return config.publicUrl;
  }

  async function current(): Promise<Resolved> {
    let list: readonly CmsSiteInfo[];
    try {
      list = (await cms.getSites()).data;
      lastList = list;
    } catch (error) {
      // The CMS's list is an extra: without it, the last one read (or the configured site alone).
      if (!warned.has('\0list')) {
        warned.add('\0list');
        logger.warn({ err: error }, 'CMS site list unavailable; serving the sites last listed');
      }
      list = lastList;
    }
    let built = resolvers.get(list);
    if (!built) {
      const infos: CmsSiteInfo[] = [...list];
      const listsConfigured = infos.some((info) => info.name.toLowerCase() === configuredName.toLowerCase());
      // The configured site answers the hosts no one else lists, unless the CMS says otherwise.
      if (!listsConfigured) infos.push({ name: configuredName, hostName: '*', language: 'en', languages: [...PREFIXED_LOCALES] });
      const sites = new Map<string, RequestSite>();
      for (const info of infos) {
        const isConfigured = info.name.toLowerCase() === configuredName.toLowerCase();
        sites.set(info.name.toLowerCase(), {
          name: isConfigured ? configuredName : info.name,
          language: info.language,
          languages: info.languages,
          rootPath: info.rootPath ?? defaultRootPath(info.name),
          publicUrl: publicUrlOf(info),
          isConfigured,
          cms: isConfigured ? cms : cms.forSite(info.name, info.rootPath),
        });
      }
      const resolver = createSiteResolver(infos);
      // UNKNOWN_HOSTS=not-found: hosts are matched without the catch-all `*`, so only a listed name serves.
      const byHost = config.unknownHosts === 'not-found' ? createSiteResolver(infos.map(withoutCatchAll)) : resolver;
      built = { resolver, byHost, sites };
      resolvers.set(list, built);
    }
    return built;
  }

  async function resolve(request: FastifyRequest, editorSite: string | undefined): Promise<RequestSite | undefined> {
    const { resolver, byHost, sites } = await current();
    if (editorSite) {
      const chosen = resolver.byName(editorSite);
      if (chosen) return sites.get(chosen.name.toLowerCase());
    }
    const info = byHost.byHost(hostNameOf(request.headers.host));
    return info && sites.get(info.name.toLowerCase());
  }

  return {
    configured,
    of(request, editorSite) {
      if (editorSite) return resolve(request, editorSite);
      let found = perRequest.get(request);
      if (!found) {
        found = resolve(request, undefined);
        perRequest.set(request, found);
      }
      return found;
    },
    async byName(name) {
      const { resolver, sites } = await current();
      const info = resolver.byName(name);
      return info && sites.get(info.name.toLowerCase());
    },
    async all() {
      const { sites } = await current();
      return [...sites.values()].sort((a, b) => Number(b.isConfigured) - Number(a.isConfigured));
    },
  };
}

/** One version of the CMS's site list, resolved: by name, by host (as UNKNOWN_HOSTS says), and the sites. */
interface Resolved {
  resolver: SiteResolver;
  byHost: SiteResolver;
  sites: Map<string, RequestSite>;
}

/** Where Sitecore keeps a site of this name when the CMS does not say: `/sitecore/content/{name}`. */
function defaultRootPath(name: string): string {
  return `/sitecore/content/${name}`;
}

/** The site without the catch-all `*` among its host names. */
function withoutCatchAll(info: CmsSiteInfo): CmsSiteInfo {
  return { ...info, hostName: info.hostName.replace(/(^|[|,;])\s*\*\s*(?=$|[|,;])/g, '$1') };
}

/**
 * The site an editor asks for (`sc_site`, as Sitecore's SDK lets editors and previews choose):
 * only on a request that proved editor access (the preview secret or cookie); undefined for
 * visitors, whose `sc_site` is ignored.
 */
export function editorSiteOf(request: FastifyRequest, editingSecret: string | undefined): string | undefined {
  if (!isPreviewRequest(request, editingSecret)) return undefined;
  const value = (request.query as Record<string, unknown> | undefined)?.sc_site;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A host no site serves (UNKNOWN_HOSTS=not-found): a plain 404 no cache keeps, and a log line. */
export function sendUnknownHost(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info({ host: hostNameOf(request.headers.host) }, 'no site serves this host');
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .header('content-type', 'text/plain; charset=utf-8')
    .send('No site is served at this host name.\n');
}
