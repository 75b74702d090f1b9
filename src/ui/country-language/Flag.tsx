import { useOptionalPageFacts } from '../../app/context/page-facts.tsx';
import { createContext, memo, Suspense, use, useContext, type ReactNode } from 'react';
import { markSettled } from '../../lib/settled-promise.ts';
import styled from 'styled-components';

/**
 * Country flags, self-hosted from flag-icons (4:3). Each flag is its own lazily imported module
 * that yields the SVG's URL (small flags are inlined by Vite as data URLs, so a flag costs one
 * small request), and only the flags a page shows are loaded. Like `Icon`, server and browser
 * render the same tree: a Suspense boundary whose fallback is a box of the same size, and `memo`
 * keeps parent updates away from a still dehydrated boundary.
 *
 * A site may point flags at an external flag service instead (`FlagSourceProvider`).
 */

const flagModules = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
});

const pending = new Map<string, Promise<string | null>>();

function flagKey(code: string): string {
  return `/node_modules/flag-icons/flags/4x3/${code}.svg`;
}

/** True when a self-hosted flag exists for the code. */
export function hasFlag(code: string): boolean {
  return /^[a-z]{2}$/.test(code) && flagKey(code) in flagModules;
}

function loadFlag(code: string): Promise<string | null> {
  let promise = pending.get(code);
  if (!promise) {
    const importer = flagModules[flagKey(code)];
    promise = importer
      ? importer().then(
          (url) => url,
          () => (pending.delete(code), null),
        )
      : Promise.resolve(null);
    pending.set(code, markSettled(promise));
  }
  return promise;
}

/** Loads flags ahead of rendering (a client entry may call it before hydrateRoot). */
export async function preloadFlags(codes: readonly string[]): Promise<void> {
  await Promise.all(codes.map((c) => c.toLowerCase()).filter(hasFlag).map((c) => loadFlag(c)));
}

/** Returns the URL of an external flag image for a code, or null to use the self-hosted one. */
export type FlagSource = (code: string) => string | null;

const FlagSourceContext = createContext<FlagSource | null>(null);

/** A flag source from a URL template with `{code}` (FLAG_SERVICE_URL); codes are two letters. */
export function flagSourceFromTemplate(template: string): FlagSource {
  return (code) => (/^[a-z]{2}$/.test(code) ? template.replaceAll('{code}', code) : null);
}

/** Replaces the self-hosted flags, e.g. `code => \`https://flags.example.com/4x3/${code}.svg\``. */
export function FlagSourceProvider({ source, children }: { source: FlagSource | null; children: ReactNode }) {
  return <FlagSourceContext.Provider value={source}>{children}</FlagSourceContext.Provider>;
}

const Img = styled.img`
  display: inline-block;
  flex: none;
  object-fit: cover;
  border-radius: 2px;
  /* A hairline so white flags (Japan, Canada's edges) keep their outline on white. */
  box-shadow: 0 0 0 1px rgba(10, 30, 60, 0.14);
  vertical-align: middle;
`;

const Box = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  color: ${({ theme }) => theme.colors?.accent ?? 'currentColor'};
`;

interface FlagProps {
  /** ISO 3166 alpha-2 (any case) or 'global'. */
  code: string;
  /** Height in pixels; flags are 4:3. Default 18. */
  size?: number;
}

function width(size: number): number {
  return Math.round((size * 4) / 3);
}

/** A globe, for the Global option. */
function Globe({ size }: { size: number }) {
  return (
    <Box style={{ width: width(size), height: size }} aria-hidden="true" data-flag="global">
      <svg viewBox="0 0 24 24" width={size} height={size} focusable="false" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="9.25" />
        <path d="M2.75 12h18.5M12 2.75c2.4 2.55 3.6 5.6 3.6 9.25s-1.2 6.7-3.6 9.25c-2.4-2.55-3.6-5.6-3.6-9.25S9.6 5.3 12 2.75z" />
      </svg>
    </Box>
  );
}

/** A plain flag on a pole, for codes without a flag. */
function GenericFlag({ size }: { size: number }) {
  return (
    <Box style={{ width: width(size), height: size }} aria-hidden="true" data-flag="generic">
      <svg viewBox="0 0 24 24" width={size} height={size} focusable="false" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 21V4" />
        <path d="M5 4.5c2.2-1.2 4.4-1.2 6.6 0s4.4 1.2 6.9 0v9c-2.5 1.2-4.7 1.2-6.9 0s-4.4-1.2-6.6 0" />
      </svg>
    </Box>
  );
}

function SelfHostedFlag({ code, size }: { code: string; size: number }) {
  // use() on every render (a loaded flag's promise is marked fulfilled and read at once).
  const url = use(loadFlag(code));
  if (!url) return <GenericFlag size={size} />;
  return <Img src={url} alt="" width={width(size)} height={size} loading="lazy" decoding="async" data-flag={code} />;
}

/**
 * The flag of a country, decorative (`alt=""`): the country's name is always written beside it.
 * 'global' shows a globe; a code without a flag shows a generic flag.
 */
export const Flag = memo(function Flag({ code, size = 18 }: FlagProps) {
  // A provider's source, else the page's flag service (an island has the page facts only).
  const facts = useOptionalPageFacts();
  const source = useContext(FlagSourceContext) ?? (facts?.flagService ? flagSourceFromTemplate(facts.flagService) : null);
  const c = typeof code === 'string' ? code.trim().toLowerCase() : '';
  if (c === 'global') return <Globe size={size} />;
  if (!/^[a-z]{2}$/.test(c)) return <GenericFlag size={size} />;
  const external = source?.(c);
  if (external) return <Img src={external} alt="" width={width(size)} height={size} loading="lazy" decoding="async" data-flag={c} />;
  if (!hasFlag(c)) return <GenericFlag size={size} />;
  const box = { display: 'inline-block', flex: 'none', width: width(size), height: size } as const;
  return (
    <Suspense fallback={<span aria-hidden="true" style={box} />}>
      <SelfHostedFlag code={c} size={size} />
    </Suspense>
  );
});
