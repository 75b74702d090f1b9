import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJsonLines, readJsonLines, syncDirectory, type JsonLinesFs } from './json-lines.ts';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempFile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'json-lines-'));
  temporary.push(dir);
  return path.join(dir, 'nested', 'log.jsonl');
}

describe('JSON Lines files', () => {
  it('reads nothing from a file that does not exist, and creates it and its folder on the first append', async () => {
    const file = await tempFile();
    expect(await readJsonLines(file)).toEqual({ values: [], unreadable: 0, tornBytes: 0 });
    const lines = openJsonLines(file, { durable: true });
    await lines.append({ a: 1 });
    await lines.append({ b: 'two\nlines' });
    await lines.close();
    expect(await readFile(file, 'utf8')).toBe('{"a":1}\n{"b":"two\\nlines"}\n');
    expect((await readJsonLines(file)).values).toEqual([{ a: 1 }, { b: 'two\nlines' }]);
  });

  it('writes concurrent appends whole, one line each, in call order', async () => {
    const file = await tempFile();
    const lines = openJsonLines(file, { durable: false });
    const big = 'x'.repeat(100_000);
    await Promise.all(Array.from({ length: 20 }, (_, i) => lines.append({ i, big })));
    await lines.close();
    const { values, unreadable } = await readJsonLines(file);
    expect(unreadable).toBe(0);
    expect(values.map((value) => (value as { i: number }).i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('cuts off a torn last line (a crash mid-write) so the next append starts on its own line', async () => {
    const file = await tempFile();
    const lines = openJsonLines(file, { durable: true });
    await lines.append({ kept: true });
    await lines.close();
    await writeFile(file, '{"kept":true}\n{"torn":', { flag: 'w' });
    const contents = await readJsonLines(file);
    expect(contents).toEqual({ values: [{ kept: true }], unreadable: 0, tornBytes: 8 });
    const again = openJsonLines(file, { durable: true });
    await again.append({ next: 1 });
    await again.close();
    expect(await readFile(file, 'utf8')).toBe('{"kept":true}\n{"next":1}\n');
  });

  it('counts complete lines that are not JSON and keeps them', async () => {
    const file = await tempFile();
    const lines = openJsonLines(file, { durable: false });
    await lines.append(1);
    await lines.close();
    await writeFile(file, 'not json\n\n2\n', { flag: 'a' });
    expect(await readJsonLines(file)).toEqual({ values: [1, 2], unreadable: 1, tornBytes: 0 });
    expect(await readFile(file, 'utf8')).toContain('not json');
  });

  it('reopens after close', async () => {
    const file = await tempFile();
    const lines = openJsonLines(file, { durable: false });
    await lines.append('a');
    await lines.close();
    await lines.append('b');
    await lines.close();
    expect((await readJsonLines(file)).values).toEqual(['a', 'b']);
  });
});

describe('directory fsync', () => {
  /** Real fs calls, recording every directory opened for fsync and failing those listed in `failing`. */
  function recordingFs(failing: Map<string, string> = new Map()) {
    const synced: string[] = [];
    const fs: JsonLinesFs = {
      mkdir,
      open: (async (file: string, flags?: string, mode?: number) => {
        const handle = await open(file, flags, mode);
        if (flags !== 'r') return handle;
        synced.push(file);
        const code = failing.get(file);
        if (code === undefined) return handle;
        return Object.assign(Object.create(handle) as typeof handle, {
          sync: async () => Promise.reject(Object.assign(new Error(`${code}: fsync`), { code })),
          close: () => handle.close(),
        });
      }) as typeof open,
    };
    return { fs, synced };
  }

  it("fsyncs the new file's folder and the parent of every folder mkdir created, and the line survives re-reading", async () => {
    const root = path.dirname(path.dirname(await tempFile()));
    const file = path.join(root, 'data', 'forms', 'deep', 'submissions.jsonl');
    const { fs, synced } = recordingFs();
    const lines = openJsonLines(file, { durable: true, fs });
    await lines.append({ kept: 1 });
    await lines.close();
    expect(synced).toEqual([path.join(root, 'data', 'forms', 'deep'), path.join(root, 'data', 'forms'), path.join(root, 'data'), root]);
    expect((await readJsonLines(file)).values).toEqual([{ kept: 1 }]);

    // The folders exist now: a second opener syncs only the file's folder.
    const again = recordingFs();
    const more = openJsonLines(file, { durable: true, fs: again.fs });
    await more.append({ kept: 2 });
    await more.close();
    expect(again.synced).toEqual([path.join(root, 'data', 'forms', 'deep')]);
    expect((await readJsonLines(file)).values).toEqual([{ kept: 1 }, { kept: 2 }]);
  });

  it('does not fsync folders for a file that is not durable', async () => {
    const file = await tempFile();
    const { fs, synced } = recordingFs();
    const lines = openJsonLines(file, { durable: false, fs });
    await lines.append(1);
    await lines.close();
    expect(synced).toEqual([]);
  });

  it('ignores what means "cannot fsync a directory here" (EINVAL, EISDIR, EPERM)', async () => {
    const file = await tempFile();
    const dir = path.dirname(file);
    const root = path.dirname(dir);
    for (const code of ['EINVAL', 'EISDIR', 'EPERM']) {
      const { fs } = recordingFs(new Map([[root, code]]));
      await expect(syncDirectory(root, fs.open)).resolves.toBeUndefined();
    }
    const { fs } = recordingFs(
      new Map([
        [dir, 'EINVAL'],
        [root, 'EINVAL'],
      ]),
    );
    const lines = openJsonLines(file, { durable: true, fs });
    await lines.append('kept');
    await lines.close();
    expect((await readJsonLines(file)).values).toEqual(['kept']);
  });

  it('fails the append on any other error (EIO), and a later append still fsyncs the folders it created', async () => {
    const file = await tempFile();
    const root = path.dirname(path.dirname(file));
    const failing = new Map([[root, 'EIO']]);
    const { fs, synced } = recordingFs(failing);
    const lines = openJsonLines(file, { durable: true, fs });
    await expect(lines.append({ lost: true })).rejects.toMatchObject({ code: 'EIO' });
    expect(synced).toEqual([path.dirname(file), root]);

    failing.clear();
    synced.length = 0;
    await lines.append({ kept: true });
    await lines.close();
    expect(synced).toEqual([path.dirname(file), root]);
    expect((await readJsonLines(file)).values).toEqual([{ kept: true }]);
  });
});
