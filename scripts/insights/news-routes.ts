/** News Details Pages and the group newswire feed (written once the news text exists). */
import type { Language, NewsMeta, NewsText } from './types.ts';

export function newsRoute(_language: Language, _meta: NewsMeta, _text: Record<string, NewsText>): Record<string, unknown> {
  throw new Error('not yet');
}

export function feed(_language: Language, _text: Record<string, NewsText>): Record<string, unknown> {
  throw new Error('not yet');
}
