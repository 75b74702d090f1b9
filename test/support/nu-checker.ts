import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The Nu HTML Checker (the `vnu-jar` dev dependency: the W3C's validator as a jar), run on files
 * with the `java` on the PATH. `npm test` installs Debian's Java runtime when it is missing
 * (scripts/ensure-chromium.mjs); the package's install script, which downloads a Java runtime
 * from outside when it finds none, is not run (npm runs no install script it was not told to
 * allow), and its `vnu` command, which would do the same, is not used.
 */
export const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** vnu.jar needs Java 11 or newer. */
const JAVA_MIN = 11;

/** Why the `java` on the PATH cannot run the checker, or undefined when it can. */
export function javaProblem(): string | undefined {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return `no Java runtime (java -version: ${run.error?.message ?? run.stderr.trim()})`;
  const major = Number(/version "(?:1\.)?(\d+)/.exec(run.stderr)?.[1]);
  return major >= JAVA_MIN ? undefined : `Java ${major || '?'} is too old for the Nu HTML Checker (${JAVA_MIN} or newer)`;
}

/** One message of the checker's JSON output (`--format json`). */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once, in one JVM, over every file or folder given; returns its errors. */
export function checkFiles(paths: readonly string[]): NuMessage[] {
  // A check of a few dozen pages is over before C2's compilations pay for themselves: the JVM's
  // first tier alone took 4 s of CPU where the default took 10, and a quarter of the time on a
  // busy machine. The first tier needs a deeper stack for the checker's schema (it says so).
  const run = spawnSync('java', ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...paths], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // It exits 1 when it found an error; its report is on stdout either way.
  let report: { messages?: NuMessage[] };
  try {
    report = JSON.parse(run.stdout) as typeof report;
  } catch {
    throw new Error(`the Nu HTML Checker gave no report (exit ${run.status}): ${run.stderr.slice(0, 2000)}`);
  }
  return report.messages ?? [];
}

/** The CSS declaration (`name:value`) that ends at or spans a 1-based line and column of a file. */
export function declarationAt(text: string, line: number, column: number): string {
  const lines = text.split('\n');
  const row = lines[line - 1] ?? '';
  const at = Math.min(Math.max(column - 1, 0), row.length);
  const start = Math.max(row.lastIndexOf(';', at - 1), row.lastIndexOf('{', at - 1)) + 1;
  const ends = [row.indexOf(';', at), row.indexOf('}', at)].filter((i) => i !== -1);
  return row.slice(start, ends.length > 0 ? Math.min(...ends) : row.length);
}

/**
 * The checker's known lag on modern CSS, and nothing else: each entry names one exact message
 * and why it is not a fault of ours. Its CSS validator predates these features, which the
 * browsers we support have shipped and our styles use on purpose; every other message fails.
 */
interface Lag {
  message: string;
  why: string;
  /** When set, the message is the lag only where the declaration it points at passes this test. */
  declaration?: (declaration: string) => boolean;
}

const unknownProperty = (property: string, why: string): Lag => ({ message: `CSS: “${property}”: Property “${property}” doesn't exist.`, why });
/** Container query length units (`100cqi`): the checker's value parser does not know them. */
const usesContainerUnits = (declaration: string) => /\d(?:cqi|cqb|cqw|cqh|cqmin|cqmax)\b/.test(declaration);
const parseErrorWithContainerUnits = (property: string): Lag => ({
  message: `CSS: “${property}”: Parse Error.`,
  why: 'a value in container query units (cqi; CSS Containment 3)',
  declaration: usesContainerUnits,
});

export const CHECKER_LAG: readonly Lag[] = [
  // CSS Anchor Positioning: the header's and the dropdowns' popovers placed against their toggles.
  unknownProperty('anchor-name', 'CSS Anchor Positioning'),
  unknownProperty('position-anchor', 'CSS Anchor Positioning'),
  unknownProperty('position-area', 'CSS Anchor Positioning'),
  unknownProperty('position-try-fallbacks', 'CSS Anchor Positioning'),
  // Scroll-driven animations (the scrolled header bar, the partner and number reels) and the
  // `animation-duration: auto` they need (CSS Animations 2).
  unknownProperty('animation-timeline', 'scroll-driven animations'),
  unknownProperty('animation-range', 'scroll-driven animations'),
  unknownProperty('view-timeline', 'scroll-driven animations'),
  unknownProperty('view-timeline-inset', 'scroll-driven animations'),
  { message: 'CSS: “animation-duration”: “auto” is not a “animation-duration” value.', why: 'CSS Animations 2: auto, for scroll-driven animations' },
  // Container queries (CSS Containment 3): blocks that lay out by their own width.
  unknownProperty('container', 'container queries'),
  unknownProperty('container-type', 'container queries'),
  { message: 'CSS: Unrecognized at-rule “@container”', why: 'container queries' },
  parseErrorWithContainerUnits('font-size'),
  parseErrorWithContainerUnits('--offset'),
  parseErrorWithContainerUnits('--travel'),
  // The standard line-clamp (CSS Overflow 4), written beside -webkit-line-clamp.
  unknownProperty('line-clamp', 'CSS Overflow 4'),
];

/** The messages that are not the checker's lag. `read` gives a checked file's text by its URL. */
export function ourErrors(messages: readonly NuMessage[], read: (url: string) => string = (url) => readFileSync(fileURLToPath(url), 'utf8')): NuMessage[] {
  return messages.filter((m) => {
    const lag = CHECKER_LAG.find((l) => l.message === m.message);
    if (!lag) return true;
    if (!lag.declaration) return false;
    if (!m.url || m.lastLine === undefined || m.lastColumn === undefined) return true;
    return !lag.declaration(declarationAt(read(m.url), m.lastLine, m.lastColumn));
  });
}
