import type { SiteCms } from '../../cms/cms.ts';
import type { RequestSite, Sites } from '../sites.ts';

/** One site for a handler's unit test: every request is for it. */
export function singleSite(cms: Partial<SiteCms>, publicUrl: string, name = 'ports-group'): Sites {
  const site: RequestSite = {
    name,
    language: 'en',
    languages: ['en', 'ar'],
    rootPath: `/sitecore/content/${name}`,
    publicUrl,
    isConfigured: true,
    cms: { siteName: name, siteTag: (tag: string) => tag, ...cms } as SiteCms,
  };
  return {
    configured: site,
    of: async () => site,
    byName: async (wanted) => (wanted.toLowerCase() === name.toLowerCase() ? site : undefined),
    all: async () => [site],
  };
}
