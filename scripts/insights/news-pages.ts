/** /news and /news/all (written once the news text exists). */
import type { Sources } from '../compose-insights.ts';
import type { Language } from './types.ts';

export function newsPages(_language: Language, _sources: Sources): Record<string, Record<string, unknown>> {
  return {};
}
