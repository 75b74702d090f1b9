import { describe, expect, it } from 'vitest';
import { iconModule, parseEntry, staleIconFiles, tablerIcons } from './compose-icons.ts';
import { IconConversionError, svgToIcon } from './icons/svg-to-icon.ts';

const STROKED = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"';
const stroked = (body: string) => `<svg ${STROKED}>${body}</svg>`;

describe('svgToIcon', () => {
  it('turns every shape into path data', () => {
    expect(svgToIcon(stroked('<path d=" M5 12h14 "/>')).strokes).toEqual(['M5 12h14']);
    expect(svgToIcon(stroked('<circle cx="12" cy="12" r="3"/>')).strokes).toEqual(['M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0']);
    expect(svgToIcon(stroked('<ellipse cx="12" cy="10" rx="4" ry="2.5"/>')).strokes).toEqual(['M8 10a4 2.5 0 1 0 8 0a4 2.5 0 1 0 -8 0']);
    expect(svgToIcon(stroked('<rect x="3" y="4" width="18" height="16"/>')).strokes).toEqual(['M3 4h18v16h-18z']);
    expect(svgToIcon(stroked('<rect x="3" y="4" width="18" height="16" rx="2"/>')).strokes).toEqual([
      'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z',
    ]);
    expect(svgToIcon(stroked('<line x1="4" y1="4" x2="20" y2="20.5"/>')).strokes).toEqual(['M4 4L20 20.5']);
    expect(svgToIcon(stroked('<polyline points="4 6, 10 12 4 18"/>')).strokes).toEqual(['M4 6L10 12L4 18']);
    expect(svgToIcon(stroked('<polygon points="12 2 22 20 2 20"/>')).strokes).toEqual(['M12 2L22 20L2 20z']);
  });

  it('follows SVG geometry rules: a missing ry takes rx, each clamped to half its side; shapes without size draw nothing', () => {
    expect(svgToIcon(stroked('<rect width="4" height="10" rx="3"/>')).strokes).toEqual([
      'M2 0h0a2 3 0 0 1 2 3v4a2 3 0 0 1 -2 3h0a2 3 0 0 1 -2 -3v-4a2 3 0 0 1 2 -3z',
    ]);
    expect(svgToIcon(stroked('<circle cx="1" cy="1" r="0"/><rect width="0" height="4"/><path d="M1 1h2"/>')).strokes).toEqual(['M1 1h2']);
  });

  it('keeps stroke and fill as the SVG paints them, inherited from the root and groups', () => {
    // Tabler's outline icons: a stroked root, a dot filled as well, an invisible layout box.
    const outline = svgToIcon(stroked('<path stroke="none" d="M0 0h24v24H0z" fill="none"/><path d="M4 4h16"/><path d="M11 11h2v2h-2z" fill="currentColor"/>'));
    expect(outline).toEqual({ strokes: ['M4 4h16', 'M11 11h2v2h-2z'], fills: ['M11 11h2v2h-2z'] });
    // Filled icons: a filled root (or none: SVG fills by default), a path that opts out.
    expect(svgToIcon('<svg viewBox="0 0 24 24" fill="currentColor"><path d="M1 1h4v4z"/><path d="M9 9h1" fill="none" stroke="currentColor"/></svg>')).toEqual({
      fills: ['M1 1h4v4z'],
      strokes: ['M9 9h1'],
    });
    expect(svgToIcon('<svg viewBox="0 0 24 24"><circle cx="5" cy="5" r="1"/></svg>')).toEqual({ fills: ['M4 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0'] });
    expect(svgToIcon(`<svg ${STROKED}><g fill="currentColor" stroke="none"><rect width="2" height="2"/></g><line x2="3"/></svg>`)).toEqual({
      fills: ['M0 0h2v2h-2z'],
      strokes: ['M0 0L3 0'],
    });
  });

  it('keeps a viewBox other than 24x24, and leaves the default out', () => {
    expect(svgToIcon('<svg viewBox="0,0 32 32" fill="currentColor"><path d="M1 1h30"/></svg>').viewBox).toBe('0 0 32 32');
    expect(svgToIcon(stroked('<path d="M1 1h2"/>'))).not.toHaveProperty('viewBox');
  });

  it('refuses what the renderer would draw wrong, naming the file', () => {
    expect(() => svgToIcon(stroked('<path d="M1 1h2" transform="rotate(45)"/>'), 'outline/a.svg')).toThrow(IconConversionError);
    expect(() => svgToIcon(stroked('<path d="M1 1h2" stroke-width="1.5"/>'), 'outline/a.svg')).toThrow(/outline\/a.svg: .*stroke-width 1.5/);
    expect(() => svgToIcon(stroked('<use href="#a"/>'))).toThrow(/<use> is not supported/);
    expect(() => svgToIcon(stroked('<path d="M1 1h2" opacity=".5"/>'))).toThrow(/opacity/);
    expect(() => svgToIcon(stroked('<path stroke="none" fill="none" d="M0 0h24v24H0z"/>'))).toThrow(/draws nothing/);
    expect(() => svgToIcon('<div></div>')).toThrow(/no <svg>/);
  });
});

describe('the catalogue', () => {
  it('reads entries: our name, then the outline or filled library icon', () => {
    expect(parseEntry('ship')).toEqual({ name: 'ship', file: 'icons/outline/ship.svg' });
    expect(parseEntry('close=x')).toEqual({ name: 'close', file: 'icons/outline/x.svg' });
    expect(parseEntry('play=filled:player-play')).toEqual({ name: 'play', file: 'icons/filled/player-play.svg' });
    expect(() => parseEntry('Arrow_Left')).toThrow(/kebab case/);
  });

  it('writes modules that name the library and its license, and mark directional icons', () => {
    const library = { dir: '', version: '9.9.9', license: 'MIT License, Copyright (c) Someone' };
    const text = iconModule({ strokes: ['M5 12h14'], mirrorInRtl: true }, 'icons/outline/arrow-right.svg', library);
    expect(text).toContain('Tabler Icons 9.9.9');
    expect(text).toContain('MIT License, Copyright (c) Someone');
    expect(text).toContain("strokes: ['M5 12h14'],\n  mirrorInRtl: true,");
  });

  it('reads the pinned library from node_modules', () => {
    expect(tablerIcons()).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), license: expect.stringMatching(/^MIT License, Copyright/) });
  });

  it('is what scripts/compose-icons.ts writes: run `npx tsx scripts/compose-icons.ts` after changing scripts/icons/', () => {
    expect(staleIconFiles()).toEqual([]);
  });
});
