import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolsContentFiles } from '../../scripts/compose-tools.ts';
import { TOOLS } from '../../scripts/tools/tools-data.ts';

/** The tools sample content is generated (scripts/compose-tools.ts): the files must match their source. */
describe('sample tools content', () => {
  const files = toolsContentFiles();

  it('is up to date with scripts/tools/ (run `npx tsx scripts/compose-tools.ts`)', () => {
    const stale = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => path.basename(file));
    expect(stale).toEqual([]);
  });

  it('has at least 16 tools, each with country and port tags and a real or example address', () => {
    expect(TOOLS.length).toBeGreaterThanOrEqual(16);
    for (const tool of TOOLS) {
      expect(tool.countries.length, tool.slug).toBeGreaterThan(0);
      expect(tool.ports.length, tool.slug).toBeGreaterThan(0);
      expect(tool.href, tool.slug).toMatch(/^(https:\/\/[a-z-]+\.meridian-ports\.example|\/[a-z/-]+)$/);
      expect(tool.name.ar, tool.slug).toMatch(/[\u0600-\u06FF]/);
      expect(tool.description.ar, tool.slug).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
