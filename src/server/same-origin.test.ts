import { describe, expect, it } from 'vitest';
import { judgeOrigin } from './same-origin.ts';

const PUBLIC_URL = 'https://www.example.com';

describe('judgeOrigin', () => {
  it.each([
    [undefined, 'www.example.com', 'absent'],
    ['https://www.example.com', '10.0.0.5:3000', 'own'],
    ['https://www.example.com', undefined, 'own'],
    ['http://127.0.0.1:4123', '127.0.0.1:4123', 'own'],
    ['https://site.internal', 'SITE.internal', 'own'],
    ['https://evil.example', 'www.example.com', 'foreign'],
    ['https://www.example.com.evil.example', 'www.example.com', 'foreign'],
    ['http://127.0.0.1:4124', '127.0.0.1:4123', 'foreign'],
    ['null', 'www.example.com', 'foreign'],
    ['', 'www.example.com', 'foreign'],
    ['https://www.example.com/', 'www.example.com', 'foreign'],
    ['file://www.example.com', 'www.example.com', 'foreign'],
    [['https://www.example.com', 'https://evil.example'], 'www.example.com', 'foreign'],
  ] as const)('%o to host %s is %s', (origin, host, verdict) => {
    expect(judgeOrigin(origin as string | string[] | undefined, host, PUBLIC_URL)).toBe(verdict);
  });
});
