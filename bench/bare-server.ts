/**
 * The machine's limit for a page: the page's bytes, compressed once up front, sent by a bare
 * `node:http` server with nothing else on the way (no framework, no hooks, no compression per
 * request). Whatever a cached page costs above this is our server's own work.
 */
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';

export interface ReadyResponse {
  body: Buffer;
  /** content-type, content-encoding (unless identity), vary. content-length is added. */
  headers: OutgoingHttpHeaders;
}

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The page in `encoding`: the bytes the server itself sent when it sent them in that encoding
 * (`sent.encoding`), else the HTML compressed once here, as the server's compressor would
 * (gzip level 6, brotli quality 4).
 */
export function readyResponse(
  html: Buffer,
  sent: { body: Buffer; encoding: string | undefined; contentType: string },
  encoding: 'gzip' | 'br' | 'identity',
): ReadyResponse {
  const headers: OutgoingHttpHeaders = { 'content-type': sent.contentType, vary: 'accept-encoding' };
  if (encoding === 'identity') return { body: html, headers };
  headers['content-encoding'] = encoding;
  if (sent.encoding === encoding) return { body: sent.body, headers };
  const body = encoding === 'gzip' ? gzipSync(html, { level: 6 }) : brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
  return { body, headers };
}

export async function startBareServer(response: ReadyResponse): Promise<BareServer> {
  const headers = { ...response.headers, 'content-length': response.body.length };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(response.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
