import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for per-response tokens (CSP nonces, block markers), taken from a pool that is
 * filled from the operating system's CSPRNG 4 KiB at a time, as Node does for `randomUUID()`:
 * one system call per few hundred responses instead of one per token. Bytes are handed out once.
 */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

export function randomToken(bytes: number, encoding: 'base64' | 'base64url'): string {
  if (bytes > POOL_SIZE) throw new RangeError(`at most ${POOL_SIZE} bytes`);
  if (offset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString(encoding, offset, offset + bytes);
  offset += bytes;
  return token;
}
