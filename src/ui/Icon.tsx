import { memo, Suspense, use, type CSSProperties } from 'react';
import styled from 'styled-components';
import { isIconName, type IconDefinition, type IconName } from './icon-names.ts';
import { markSettled } from '../lib/settled-promise.ts';
import { loadChunk } from '../app/chunk-recovery.ts';
import { useOptionalPageFacts } from '../app/context/page-facts.tsx';
import { EmptyField } from '../fields/editing.tsx';

/**
 * Icons from the catalogue, loaded on demand (each icon module is its own small chunk).
 *
 * Server and browser render the same tree: a small Suspense boundary whose fallback is an empty
 * span of the same size. A glyph already loaded renders at once; otherwise `use()` waits for the
 * cached import. During hydration a pending icon keeps its server SVG until its chunk arrives.
 * `memo` keeps a parent's state update (a carousel's button state, say) from reaching a still
 * dehydrated icon boundary, which would otherwise throw its server HTML away
 * (docs/architecture.md#known-traps).
 *
 * A name outside the catalogue (a CMS value with a typo, an icon not generated yet) renders
 * nothing for visitors and a short note naming it for editors (docs/blocks.md#icons).
 */

/** The icon set's hash, in the name of every icon's chunk (scripts/icon-chunks.ts, via vite.config.ts). */
declare const __ICON_SET_HASH__: string;

type IconModule = { default: IconDefinition };

/** The server build, Vite's dev server and the tests: the sources, through Vite's glob. */
const sources = import.meta.env.SSR || import.meta.env.DEV ? import.meta.glob<IconModule>('./icons/*.ts') : {};

/**
 * An icon's module. In the browser build each icon is a chunk `icon-<name>-<set hash>.js` beside
 * this one (scripts/icon-chunks.ts), so this chunk carries the names and one hash, not a loader
 * per icon; the import goes through `loadChunk` (one retry at the URL the error names, then one
 * reload of the page).
 */
function importIcon(name: IconName): Promise<IconModule> {
  if (import.meta.env.SSR || import.meta.env.DEV) return sources[`./icons/${name}.ts`]?.() ?? Promise.resolve({ default: {} });
  return import(/* @vite-ignore */ `./icon-${name}-${__ICON_SET_HASH__}.js`) as Promise<IconModule>;
}

const pending = new Map<IconName, Promise<IconDefinition>>();

function loadIcon(name: IconName): Promise<IconDefinition> {
  let promise = pending.get(name);
  if (!promise) {
    promise = loadChunk(() => importIcon(name)).then((mod) => mod.default);
    promise.catch(() => pending.delete(name));
    pending.set(name, markSettled(promise));
  }
  return promise;
}

/** Loads icons ahead of rendering (the client entry may call it before hydrateRoot). */
export async function preloadIcons(names: readonly string[]): Promise<void> {
  await Promise.all(names.filter(isIconName).map((name) => loadIcon(name).catch(() => undefined)));
}

export interface IconProps {
  name: IconName | string;
  /** Pixel size (square). Default 24. */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
  className?: string;
  strokeWidth?: number;
}

const Svg = styled.svg<{ $mirror: boolean }>`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  ${({ $mirror }) => ($mirror ? `[dir='rtl'] & { transform: scaleX(-1); }` : '')}
`;

function Glyph({ name, size, title, className, strokeWidth }: Required<Pick<IconProps, 'size' | 'strokeWidth'>> & IconProps & { name: IconName }) {
  // use() on every render (a loaded icon's promise is marked fulfilled and read at once).
  const def = use(loadIcon(name));
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <Svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={def.viewBox ?? '0 0 24 24'}
      width={size}
      height={size}
      focusable="false"
      className={className}
      data-icon={name}
      $mirror={def.mirrorInRtl === true}
      {...a11y}
    >
      {def.strokes?.map((d, i) => (
        <path key={`s${i}`} d={d} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
      ))}
      {def.fills?.map((d, i) => (
        <path key={`f${i}`} d={d} fill="currentColor" />
      ))}
    </Svg>
  );
}

export const Icon = memo(function Icon({ name, size = 24, title, className, strokeWidth = 2 }: IconProps) {
  const editing = useOptionalPageFacts()?.editing === true;
  if (!isIconName(name)) return editing && name.trim() ? <UnknownIconNote name={name} /> : null;
  const box: CSSProperties = { display: 'inline-block', flex: 'none', width: size, height: size };
  return (
    <Suspense fallback={<span aria-hidden="true" className={className} style={box} />}>
      <Glyph name={name} size={size} strokeWidth={strokeWidth} {...(title ? { title } : {})} {...(className ? { className } : {})} />
    </Suspense>
  );
});

/** Edit mode only: the name the CMS gave, which the catalogue does not have. */
function UnknownIconNote({ name }: { name: string }) {
  return (
    <EmptyField role="note" data-unknown-icon={name} title="Visitors see no icon here. The catalogue's names are listed at /blocks/icons.">
      {`[Unknown icon: ${name}]`}
    </EmptyField>
  );
}
