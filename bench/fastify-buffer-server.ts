/**
 * The page as a ready buffer through the same Fastify + @fastify/compress set-up as
 * src/server/app.ts: compressed again on every request. What the uncached render is measured
 * against: the cost of Fastify and compression without React.
 */
import { constants as zlib } from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import type { BareServer } from './bare-server.ts';

export async function startFastifyBufferServer(html: Buffer): Promise<BareServer> {
  const app = Fastify();
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH, level: 6 },
    brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}
