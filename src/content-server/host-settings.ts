import { CDP_EVENTS_PATH } from './cdp.ts';
import { CONTENT_HUB_PATH } from './content-hub.ts';
import type { ContentServer } from './content-server.ts';
import { DIGITAL_WALL_PREFIX } from './digital-wall.ts';
import { FORMS_SUBMISSIONS_PATH } from './forms-system.ts';
import { PERSONALIZE_DECISION_PATH } from './personalize-protocol.ts';
import { SEARCH_PATH } from './search-service.ts';

/** The search service takes any customer key; the render host names this one. */
const SAMPLE_CUSTOMER_KEY = 'sample';

/**
 * A render host's settings (its environment: docs/configuration.md) that point every service at
 * a content server: the CMS, the article search, the forms system, the data platform, the
 * personalisation rules, Content
 * Hub, the digital wall, and its host for news feeds and images (loopback is private, hence
 * allowed by name). `npm run content-server` prints them for a content server of its own process;
 * the host takes the same endpoints from the one it embeds (src/server/start.ts).
 */
export function hostSettingsFor(content: Pick<ContentServer, 'origin' | 'apiKey' | 'siteName'>): Record<string, string> {
  const { origin, apiKey } = content;
  const host = new URL(origin).host;
  return {
    SITECORE_API_HOST: origin,
    SITECORE_API_KEY: apiKey,
    SITECORE_SITE_NAME: content.siteName,
    SEARCH_ENDPOINT: origin + SEARCH_PATH.replace(':customerKey', SAMPLE_CUSTOMER_KEY),
    SEARCH_API_KEY: apiKey,
    FORMS_ENDPOINT: origin + FORMS_SUBMISSIONS_PATH,
    FORMS_API_KEY: apiKey,
    CDP_ENDPOINT: origin + CDP_EVENTS_PATH,
    PERSONALIZE_ENDPOINT: origin + PERSONALIZE_DECISION_PATH,
    PERSONALIZE_API_KEY: apiKey,
    CONTENT_HUB_ENDPOINT: origin + CONTENT_HUB_PATH,
    CONTENT_HUB_TOKEN: apiKey,
    DIGITAL_WALL_ENDPOINT: origin + DIGITAL_WALL_PREFIX,
    DIGITAL_WALL_API_KEY: apiKey,
    NEWS_FEED_HOSTS: host,
    NEWS_FEED_PRIVATE_HOSTS: host,
    IMAGE_HOSTS: host,
  };
}
