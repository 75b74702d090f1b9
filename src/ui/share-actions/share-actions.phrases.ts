/**
 * Every phrase the action bar looks up: an island that renders it declares these (a constants
 * module, so an `island.ts` can import it without pulling the component into the page runtime).
 */
export const SHARE_ACTIONS_PHRASES = [
  'PageActions',
  'Listen',
  'StopListening',
  'Print',
  'CopyLink',
  'LinkCopied',
  'Share',
  'ShareOnFacebook',
  'ShareOnLinkedIn',
  'ShareOnX',
  'ShareOnInstagram',
] as const;
