import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './support/server.ts';

/** What start tells an operator about settings that work against each other. */
async function startupLines(env: NodeJS.ProcessEnv): Promise<{ level: number; msg: string }[]> {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const server = await startTestServer(env, { logger });
  await server.close();
  return lines;
}

const CUT_OFF = /FORMS_TIMEOUT_MS is not shorter than SHUTDOWN_GRACE_MS/;

describe('start', () => {
  it('warns when a shutdown could cut an enquiry off (forms timeout not below the grace period)', async () => {
    const lines = await startupLines({ FORMS_TIMEOUT_MS: '10000', SHUTDOWN_GRACE_MS: '5000' });
    expect(lines.filter((l) => l.level === 40 && CUT_OFF.test(l.msg))).toHaveLength(1);
  });

  it('stays quiet with the defaults', async () => {
    const lines = await startupLines({});
    expect(lines.some((l) => CUT_OFF.test(l.msg))).toBe(false);
  });
});
