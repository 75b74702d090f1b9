/**
 * An append-only JSON Lines file: one JSON value per line, written one at a time. The forms
 * system keeps its submissions in one (durable: each line is fsynced before `append` resolves),
 * the customer data platform its page-view events (not fsynced: analytics may lose the last few
 * events in a crash, never a form submission).
 *
 * Crash safety: a line is written whole with O_APPEND and then fsynced, so after a crash the file
 * holds every acknowledged line plus at most one torn line at the end that nobody was told about.
 * `readJsonLines` cuts such a tail off before anything is appended behind it (otherwise the next
 * line would be glued to the torn one and both lost). The directory is fsynced once after the
 * file is created, so the file itself survives too.
 *
 * One process per file: appends are serialised within this process only.
 */
import { mkdir, open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

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
export function openJsonLines(file: string, options: { durable: boolean }): JsonLinesFile {
  let handle: Promise<FileHandle> | undefined;
  // Appends run one after another: lines never interleave, and `close` waits for them.
  let queue: Promise<unknown> = Promise.resolve();

  const openHandle = async (): Promise<FileHandle> => {
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const fileHandle = await open(file, 'a', 0o600);
    if (options.durable) await syncDirectory(dir);
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

/** fsync of a directory makes a new entry in it durable; some platforms cannot open one for it. */
async function syncDirectory(dir: string): Promise<void> {
  let directory: FileHandle | undefined;
  try {
    directory = await open(dir, 'r');
    await directory.sync();
  } catch {
    // Windows cannot fsync a directory; there the file's own fsync is what we have.
  } finally {
    await directory?.close().catch(() => undefined);
  }
}
