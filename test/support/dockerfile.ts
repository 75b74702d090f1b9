import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, posix } from 'node:path';

/**
 * Docker cannot run on these machines, so the image's steps are replayed on the host: this module
 * reads the Dockerfile and .dockerignore as Docker does and carries out each stage's COPY and RUN
 * in a folder that stands for the stage's WORKDIR. Only what our Dockerfile uses is supported;
 * anything else throws, so a new instruction is noticed rather than silently skipped.
 */

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
  line: number;
}

export interface Stage {
  name: string | undefined;
  /** The FROM image or stage, build arguments substituted. */
  base: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  args: Record<string, string>;
  stages: Stage[];
}

export function parseDockerfile(text: string): Dockerfile {
  const instructions: Instruction[] = [];
  let pending: { args: string; line: number } | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    // Comment lines are dropped, even inside a continuation (as Docker does).
    if (trimmed.startsWith('#')) return;
    if (!pending && trimmed === '') return;
    const continues = /\\\s*$/.test(raw);
    const part = continues ? raw.replace(/\\\s*$/, '') : raw;
    pending = pending ? { args: `${pending.args} ${part.trim()}`, line: pending.line } : { args: part.trim(), line: index + 1 };
    if (!continues) {
      const match = /^(\S+)\s*([\s\S]*)$/.exec(pending.args)!;
      instructions.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.trim(), line: pending.line });
      pending = undefined;
    }
  });

  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const base = words[0]!.replace(/\$\{?(\w+)\}?/g, (_all, name: string) => args[name] ?? '');
      const name = words[1]?.toUpperCase() === 'AS' ? words[2] : undefined;
      stages.push({ name, base, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`Dockerfile line ${instruction.line}: ${instruction.keyword} before FROM`);
      const eq = instruction.args.indexOf('=');
      // A default may name the ARGs before it (`ARG PREVIOUS_IMAGE=${NODE_IMAGE}`).
      if (eq === -1) args[instruction.args.trim()] = '';
      else
        args[instruction.args.slice(0, eq).trim()] = instruction.args
          .slice(eq + 1)
          .trim()
          .replace(/\$\{?(\w+)\}?/g, (_all, name: string) => args[name] ?? '');
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** `["a", "b"]` (exec form) or a shell command (shell form, run by /bin/sh -c). */
export function commandOf(args: string): { exec: string[] } | { shell: string } {
  if (args.startsWith('[')) return { exec: JSON.parse(args) as string[] };
  return { shell: args };
}

/** Leading `--name=value` flags of COPY, RUN and HEALTHCHECK, and what follows them. */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (let match = /^--([\w-]+)(?:=(\S*))?\s*/.exec(rest); match; match = /^--([\w-]+)(?:=(\S*))?\s*/.exec(rest)) {
    flags[match[1]!] = match[2] ?? 'true';
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** Shell-like words: quotes group, backslash escapes. Enough for ENV, EXPOSE and COPY. */
export function words(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quote: string | undefined;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = undefined;
      else if (ch === '\\' && quote === '"' && i + 1 < text.length) current += text[++i];
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (ch === '\\' && i + 1 < text.length) {
      current += text[++i];
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) out.push(current);
      current = '';
      started = false;
    } else {
      current += ch;
      started = true;
    }
  }
  if (started) out.push(current);
  return out;
}

/** `ENV A=1 B="two words"` (and the old `ENV A value` form). */
export function parseEnv(args: string): Record<string, string> {
  const list = words(args);
  if (list.length > 0 && !list[0]!.includes('=')) {
    return { [list[0]!]: args.slice(args.indexOf(list[0]!) + list[0]!.length).trim() };
  }
  return Object.fromEntries(list.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]));
}

// ---------------------------------------------------------------------------------------------
// .dockerignore, with the semantics of Docker's pattern matcher (moby/patternmatcher): patterns
// are cleaned paths relative to the context, `*` and `?` stop at `/`, `**` spans folders, a
// pattern that matches a parent folder excludes what is inside, `!` re-includes, last match wins.

export interface IgnoreRule {
  pattern: string;
  regex: RegExp;
  negate: boolean;
}

export function parseDockerignore(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1).trim();
    let pattern = posix.normalize(line).replace(/^\/+/, '').replace(/\/+$/, '');
    if (pattern === '.' || pattern === '') continue;
    if (pattern.startsWith('./')) pattern = pattern.slice(2);
    rules.push({ pattern, regex: compilePattern(pattern), negate });
  }
  return rules;
}

function compilePattern(pattern: string): RegExp {
  let source = '^';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*') {
      if (pattern[i + 1] === '*') {
        i++;
        if (pattern[i + 1] === '/') i++;
        source += i + 1 >= pattern.length ? '.*' : '(.*/)?';
      } else {
        source += '[^/]*';
      }
    } else if (ch === '?') {
      source += '[^/]';
    } else if (ch === '\\' && i + 1 < pattern.length) {
      source += escapeRegex(pattern[++i]!);
    } else if (ch === '[') {
      throw new Error(`.dockerignore: character classes are not supported by the replay (${pattern})`);
    } else {
      source += escapeRegex(ch);
    }
  }
  return new RegExp(source + '$');
}

function escapeRegex(ch: string): string {
  return /[.+^${}()|\\]/.test(ch) ? `\\${ch}` : ch;
}

/** Whether a context path (relative, `/`-separated) is left out of the build context. */
export function isIgnored(rules: readonly IgnoreRule[], path: string): boolean {
  const parents = path.split('/').slice(0, -1);
  let ignored = false;
  for (const rule of rules) {
    if (rule.negate !== ignored) continue;
    let match = rule.regex.test(path);
    for (let i = 1; !match && i <= parents.length; i++) match = rule.regex.test(parents.slice(0, i).join('/'));
    if (match) ignored = !rule.negate;
  }
  return ignored;
}

// ---------------------------------------------------------------------------------------------
// Replaying stages.

export interface StageResult {
  /** The host folder that stands for the stage's WORKDIR. */
  dir: string;
  workdir: string;
  env: Record<string, string>;
  user: string;
  expose: string[];
  cmd: string[] | undefined;
  healthcheck: { flags: Record<string, string>; cmd: string[] } | undefined;
  stopSignal: string | undefined;
}

export interface ReplayOptions {
  /** The build context (the repository). */
  context: string;
  ignore: readonly IgnoreRule[];
  /** Runs one RUN step (flags such as --mount already removed) in `cwd` with the stage's ENV. */
  run(command: string, cwd: string, env: Record<string, string>): Promise<void>;
  /** Folder for the stages' temporary folders. */
  tmp?: string;
  /**
   * What a stage FROM an outside image starts with, by stage name: a folder standing for its
   * WORKDIR (an image of an earlier release). Other outside images start empty.
   */
  bases?: Record<string, string>;
}

export class ImageReplay {
  private readonly results = new Map<string, StageResult>();
  private readonly consumed = new Set<string>();
  readonly dirs: string[] = [];

  constructor(
    readonly dockerfile: Dockerfile,
    private readonly options: ReplayOptions,
  ) {}

  stage(ref: string | number): Stage {
    const stages = this.dockerfile.stages;
    const stage = typeof ref === 'number' ? stages.at(ref) : stages.find((s) => s.name === ref);
    if (!stage) throw new Error(`Dockerfile has no stage ${ref}`);
    return stage;
  }

  /** Replays a stage (and the stages it is built FROM), once. */
  async build(ref: string | number): Promise<StageResult> {
    const stage = this.stage(ref);
    const key = stage.name ?? String(this.dockerfile.stages.indexOf(stage));
    const done = this.results.get(key);
    if (done) return done;

    let result: StageResult;
    if (this.dockerfile.stages.some((s) => s.name === stage.base && s !== stage)) {
      // FROM an earlier stage: carry on in its folder. Sharing is only sound when nothing else
      // builds on that stage too.
      if (this.consumed.has(stage.base)) throw new Error(`Replay: stage ${stage.base} is the base of two stages`);
      this.consumed.add(stage.base);
      const base = await this.build(stage.base);
      result = { ...base, env: { ...base.env }, expose: [...base.expose] };
    } else {
      const dir = await mkdtemp(join(this.options.tmp ?? tmpdir(), `image-${stage.name ?? 'stage'}-`));
      this.dirs.push(dir);
      const seed = stage.name ? this.options.bases?.[stage.name] : undefined;
      if (seed) await copyTree(seed, dir);
      // Like a folder made by WORKDIR: owned by root, readable by the image's user.
      await chmod(dir, 0o755);
      result = {
        dir,
        workdir: '/',
        env: {},
        user: 'root',
        expose: [],
        cmd: undefined,
        healthcheck: undefined,
        stopSignal: undefined,
      };
    }

    for (const instruction of stage.instructions) {
      const where = `Dockerfile line ${instruction.line}`;
      switch (instruction.keyword) {
        case 'WORKDIR':
          if (result.workdir !== '/' && result.workdir !== instruction.args) throw new Error(`${where}: one WORKDIR per stage in the replay`);
          result.workdir = instruction.args;
          break;
        case 'ENV':
          Object.assign(result.env, parseEnv(instruction.args));
          break;
        case 'COPY':
          await this.copy(result, instruction, where);
          break;
        case 'RUN': {
          const { rest } = splitFlags(instruction.args);
          const command = commandOf(rest);
          if (!('shell' in command)) throw new Error(`${where}: RUN in exec form is not supported by the replay`);
          await this.options.run(command.shell, result.dir, { ...result.env });
          break;
        }
        case 'USER':
          result.user = instruction.args;
          break;
        case 'EXPOSE':
          result.expose.push(...words(instruction.args));
          break;
        case 'CMD': {
          const command = commandOf(instruction.args);
          if (!('exec' in command)) throw new Error(`${where}: CMD must be in exec form so that signals reach the process`);
          result.cmd = command.exec;
          break;
        }
        case 'HEALTHCHECK': {
          const { flags, rest } = splitFlags(instruction.args);
          if (!rest.startsWith('CMD ')) throw new Error(`${where}: HEALTHCHECK must run a CMD`);
          const command = commandOf(rest.slice(4).trim());
          if (!('exec' in command)) throw new Error(`${where}: HEALTHCHECK CMD must be in exec form`);
          result.healthcheck = { flags, cmd: command.exec };
          break;
        }
        case 'STOPSIGNAL':
          result.stopSignal = instruction.args;
          break;
        case 'ARG':
        case 'LABEL':
          break;
        default:
          throw new Error(`${where}: ${instruction.keyword} is not supported by the replay`);
      }
    }
    this.results.set(key, result);
    return result;
  }

  /** The host path of an absolute or WORKDIR-relative path of a stage. */
  private hostPath(result: StageResult, path: string, where: string): string {
    const absolute = posix.resolve(result.workdir, path);
    const relative = posix.relative(result.workdir, absolute);
    if (relative.startsWith('..')) throw new Error(`${where}: ${path} is outside WORKDIR ${result.workdir}`);
    return join(result.dir, relative);
  }

  private async copy(result: StageResult, instruction: Instruction, where: string) {
    const { flags, rest } = splitFlags(instruction.args);
    const unknown = Object.keys(flags).filter((flag) => !['from', 'link', 'chown', 'chmod'].includes(flag));
    if (unknown.length > 0) throw new Error(`${where}: COPY --${unknown[0]} is not supported by the replay`);
    const list = rest.startsWith('[') ? (JSON.parse(rest) as string[]) : words(rest);
    const dest = list.pop()!;
    const sources = list;
    if (sources.some((source) => /[*?[]/.test(source))) throw new Error(`${where}: wildcards are not supported by the replay`);
    const intoFolder = dest.endsWith('/') || sources.length > 1;
    const target = this.hostPath(result, dest, where);

    for (const source of sources) {
      let from: string;
      let filter: ((relative: string) => boolean) | undefined;
      if (flags.from) {
        // A path in another stage, as that stage's replay left it (its copies already filtered).
        if (!this.dockerfile.stages.some((s) => s.name === flags.from)) throw new Error(`${where}: COPY --from=${flags.from} names no stage`);
        if (this.consumed.has(flags.from)) throw new Error(`${where}: the replay cannot copy from ${flags.from}, a stage another stage builds on`);
        from = this.hostPath(await this.build(flags.from), source, where);
      } else {
        const normal = posix
          .normalize(source)
          .replace(/^\.?\/+/, '')
          .replace(/\/+$/, '');
        const relative = normal === '.' ? '' : normal;
        if (relative.startsWith('..')) throw new Error(`${where}: ${source} is outside the build context`);
        if (relative && isIgnored(this.options.ignore, relative)) throw new Error(`${where}: ${source} is excluded by .dockerignore, so COPY would fail`);
        from = join(this.options.context, relative);
        filter = (path) => !isIgnored(this.options.ignore, relative ? posix.join(relative, path) : path);
      }
      const info = await stat(from).catch(() => undefined);
      if (!info) throw new Error(`${where}: ${source} not found`);
      if (info.isDirectory()) {
        // COPY of a folder copies what is inside it into the destination.
        await copyTree(from, target, filter);
      } else {
        const existing = await stat(target).catch(() => undefined);
        const file = intoFolder || existing?.isDirectory() ? join(target, basename(from)) : target;
        await mkdir(join(file, '..'), { recursive: true });
        await cp(from, file, { preserveTimestamps: true });
      }
    }
  }
}

/** Copies a folder's contents, leaving out what `keep` refuses (paths relative to `from`). */
async function copyTree(from: string, to: string, keep?: (relative: string) => boolean, prefix = '') {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (keep && !keep(relative)) continue;
    if (entry.isDirectory()) await copyTree(join(from, entry.name), join(to, entry.name), keep, relative);
    else await cp(join(from, entry.name), join(to, entry.name), { preserveTimestamps: true });
  }
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runCommand(
  argv: string[],
  options: { cwd: string; env: Record<string, string>; track?: Set<import('node:child_process').ChildProcess> },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    options.track?.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      options.track?.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`${argv.join(' ')} failed (${signal ?? `exit ${code}`}) in ${options.cwd}:\n${output.slice(-4000)}`));
    });
  });
}
