import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJsonLines, readJsonLines } from './json-lines.ts';

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
