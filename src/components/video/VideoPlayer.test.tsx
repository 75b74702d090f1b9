import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { Player, type PlayableSource } from './VideoPlayer.tsx';

/**
 * The player rendered where there is no `window` (this file runs in node, as a server render
 * does). A player mounted by 'Try again' loads its source on its first render; reading the page's
 * origin then must wait for the browser, never throw.
 */
const page = makePage(layoutWith({}), { editing: false });
const youtube: PlayableSource = { kind: 'embed', provider: 'youtube', id: 'aqz-KE-bpKQ' };

describe('Player without a window', () => {
  it('renders a player that loads at once (retried) without touching window', () => {
    expect(typeof window).toBe('undefined');
    const render = () => renderWithPage(<Player source={youtube} poster={null} title="Video" editing={false} retried onMediaError={() => {}} />, page);
    expect(render).not.toThrow();
    // The frame waits for the page's origin, known only in the browser.
    expect(render()).not.toContain('<iframe');
    expect(render()).toMatch(/<button[^>]*aria-label="Pause video"/);
  });
});
