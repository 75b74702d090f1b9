/**
 * An append-only JSON Lines file: one JSON value per line, written one at a time. The forms
 * system keeps its submissions in one (durable: each line is fsynced before `append` resolves),
 * the customer data platform its page-view events (not fsynced: analytics may lose the last few
 * events in a crash, never a form submission).
 *
 * Crash safety: a line is written whole with O_APPEND and then fsynced, so after a crash the file
 * holds every acknowledged line plus at most one torn line at the end that nobody was told about.
 * `readJsonLines` cuts such a tail off before anything is appended behind it (otherwise the next
 * line would be glued to the torn one and both lost). When durable, the directory is fsynced
 * after the file is opened, so the file itself survives too, and so is the parent of every
 * directory `mkdir` created on the way (a fresh `.data/forms/`: `.data/` and the data directory's
 * parent), so the folders survive as well. Only the errors of platforms that cannot fsync a
 * directory are ignored there; any other (EIO) fails the append, which is then not acknowledged.
 *
 * One process per file: appends are serialised within this process only.
 */
import { mkdir, open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** The file-system calls used to open a file and make its folders durable (tests replace them). */
export interface JsonLinesFs {
  mkdir: typeof mkdir;
  open: typeof open;
}

const NODE_FS: JsonLinesFs = { mkdir, open };

/**
 * What a directory fsync fails with where the platform cannot do it (Windows: EISDIR or EPERM
 * opening or syncing a directory; some file systems: EINVAL or ENOTSUP). Anything else (EIO) is
 * a real failure.
 */
export const DIRECTORY_SYNC_UNSUPPORTED: ReadonlySet<string> = new Set(['EISDIR', 'EPERM', 'EINVAL', 'ENOTSUP']);

export interface JsonLinesFile {
  readonly file: string;
  /** Appends `value` as one line; resolves once written (and, when durable, on disk). */
  append(value: unknown): Promise<void>;
  /** Waits for pending appends and closes the file. Appending afterwards reopens it. */
  close(): Promise<void>;
}

export interface JsonLinesContents {
  /** The parsed lines, in file order. */
  values: unknown[];
  /** Complete lines that are not JSON (hand edits): skipped and kept in the file. */
  unreadable: number;
  /** Bytes of a torn last line cut off (a crash in the middle of a write), 0 when none. */
  tornBytes: number;
}

/**
 * Reads every line of `file` (none when it does not exist) and cuts off a torn last line, so
 * appends start on a fresh line.
 */
export async function readJsonLines(file: string): Promise<JsonLinesContents> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { values: [], unreadable: 0, tornBytes: 0 };
    throw error;
  }
  const end = buffer.lastIndexOf(0x0a) + 1;
  const tornBytes = buffer.length - end;
  // Never acknowledged (the line was not whole, so its fsync never ran or never finished).
  if (tornBytes > 0) await truncate(file, end);
  const values: unknown[] = [];
  let unreadable = 0;
  for (const line of buffer.subarray(0, end).toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      values.push(JSON.parse(line));
    } catch {
      unreadable += 1;
    }
  }
  return { values, unreadable, tornBytes };
}

/** Opens `file` for appending, creating it and its directory on the first append. */
export function openJsonLines(file: string, options: { durable: boolean; fs?: JsonLinesFs }): JsonLinesFile {
  const fs = options.fs ?? NODE_FS;
  let handle: Promise<FileHandle> | undefined;
  // Appends run one after another: lines never interleave, and `close` waits for them.
  let queue: Promise<unknown> = Promise.resolve();
  // Parents of directories this opener created whose fsync has not succeeded yet (kept across a
  // failed open: the retry's mkdir creates nothing, but they still need it).
  const unsynced = new Set<string>();

  const openHandle = async (): Promise<FileHandle> => {
    const dir = path.dirname(file);
    // Recursive mkdir answers the first directory it created (undefined when none).
    const created = await fs.mkdir(dir, { recursive: true });
    if (options.durable && created !== undefined) {
      const first = path.resolve(created);
      for (let made = path.resolve(dir); ; made = path.dirname(made)) {
        unsynced.add(path.dirname(made));
        if (made === first || path.dirname(made) === made) break;
      }
    }
    const fileHandle = await fs.open(file, 'a', 0o600);
    if (!options.durable) return fileHandle;
    try {
      // Innermost first: the file's entry, then each new directory's entry in its parent.
      await syncDirectory(dir, fs.open);
      for (const parent of [...unsynced].sort((a, b) => b.length - a.length)) {
        await syncDirectory(parent, fs.open);
        unsynced.delete(parent);
      }
    } catch (error) {
      await fileHandle.close().catch(() => undefined);
      throw error;
    }
    return fileHandle;
  };

  return {
    file,
    append(value) {
      const line = `${JSON.stringify(value)}\n`;
      const task = queue.then(async () => {
        handle ??= openHandle();
        let fileHandle: FileHandle;
        try {
          fileHandle = await handle;
        } catch (error) {
          handle = undefined; // a later append tries again (the disk may have been full)
          throw error;
        }
        const { size } = await fileHandle.stat();
        try {
          await fileHandle.appendFile(line, 'utf8');
          if (options.durable) await fileHandle.sync();
        } catch (error) {
          // A partial line (disk full) would glue the next one to it: take it back out.
          await fileHandle.truncate(size).catch(() => undefined);
          throw error;
        }
      });
      queue = task.catch(() => undefined);
      return task;
    },
    async close() {
      await queue;
      const current = handle;
      handle = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
}

/**
 * fsync of a directory makes a new entry in it durable. Where the platform cannot (see
 * DIRECTORY_SYNC_UNSUPPORTED) the file's own fsync is what we have; any other error is thrown.
 */
export async function syncDirectory(dir: string, openFile: typeof open = open): Promise<void> {
  let directory: FileHandle | undefined;
  try {
    directory = await openFile(dir, 'r');
    await directory.sync();
  } catch (error) {
    if (!DIRECTORY_SYNC_UNSUPPORTED.has(String((error as NodeJS.ErrnoException).code))) throw error;
  } finally {
    await directory?.close().catch(() => undefined);
  }
}
