import { useOptionalPageFacts } from '../../app/context/page-facts.tsx';
import { createContext, memo, useContext, type ReactNode } from 'react';
import { useSiteHref } from '../../app/context/site-href.tsx';
import { flagPath, hasFlag } from './flag-files.ts';
import styled from 'styled-components';

/**
 * Country flags, self-hosted from flag-icons (4:3) as plain files (flag-files.ts), or from an
 * external flag service (`FLAG_SERVICE_URL`, `FlagSourceProvider`). Decorative images, lazily
 * loaded: a flag costs one image request, only where it is shown.
 */

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

/** The flag source in force here (the server's block memo hands it on). */
export function useFlagSource(): FlagSource | null {
  return useContext(FlagSourceContext);
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
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
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
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 21V4" />
        <path d="M5 4.5c2.2-1.2 4.4-1.2 6.6 0s4.4 1.2 6.9 0v9c-2.5 1.2-4.7 1.2-6.9 0s-4.4-1.2-6.6 0" />
      </svg>
    </Box>
  );
}

/**
 * The flag of a country, decorative (`alt=""`): the country's name is always written beside it.
 * 'global' shows a globe; a code without a flag shows a generic flag.
 */
export const Flag = memo(function Flag({ code, size = 18 }: FlagProps) {
  // A provider's source, else the page's flag service (an island has the page facts only).
  const facts = useOptionalPageFacts();
  const source = useContext(FlagSourceContext) ?? (facts?.flagService ? flagSourceFromTemplate(facts.flagService) : null);
  // Inside a fragment on another site the flag's path must name our origin.
  const href = useSiteHref();
  const c = typeof code === 'string' ? code.trim().toLowerCase() : '';
  if (c === 'global') return <Globe size={size} />;
  if (!/^[a-z]{2}$/.test(c)) return <GenericFlag size={size} />;
  const external = source?.(c);
  if (external) return <Img src={external} alt="" width={width(size)} height={size} loading="lazy" decoding="async" data-flag={c} />;
  if (!hasFlag(c)) return <GenericFlag size={size} />;
  return <Img src={href(flagPath(c))} alt="" width={width(size)} height={size} loading="lazy" decoding="async" data-flag={c} />;
});
