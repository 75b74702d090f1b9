import type { ContentServer } from './content-server.ts';

/**
 * A render host's settings (its environment: README, Configuration) that point every service at
 * one content server running elsewhere, as `npm start` points them at the embedded one
 * (src/server/start.ts): the CMS, the article search, the forms system, the data platform, Content
 * Hub, the digital wall, and its host for news feeds and images (loopback is private, hence
 * allowed by name).
 */
export function hostSettingsFor(content: Pick<ContentServer, 'origin' | 'apiKey' | 'siteName'>): Record<string, string> {
  const { origin, apiKey } = content;
  const host = new URL(origin).host;
  return {
    SITECORE_API_HOST: origin,
    SITECORE_API_KEY: apiKey,
    SITECORE_SITE_NAME: content.siteName,
    SEARCH_ENDPOINT: `${origin}/discover/v2/sample`,
    SEARCH_API_KEY: apiKey,
    FORMS_ENDPOINT: `${origin}/forms/submissions`,
    FORMS_API_KEY: apiKey,
    CDP_ENDPOINT: `${origin}/cdp/events`,
    CONTENT_HUB_ENDPOINT: `${origin}/contenthub/graphql`,
    CONTENT_HUB_TOKEN: apiKey,
    DIGITAL_WALL_ENDPOINT: `${origin}/digital-wall`,
    DIGITAL_WALL_API_KEY: apiKey,
    NEWS_FEED_HOSTS: host,
    NEWS_FEED_PRIVATE_HOSTS: host,
    IMAGE_HOSTS: host,
  };
}
