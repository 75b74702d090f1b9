import { describe, expect, it } from 'vitest';
import { cmsRequestHeaders } from './cms-proxy.ts';

describe('cmsRequestHeaders', () => {
  it('drops hop-by-hop headers, those the Connection header names, and visitor credentials', () => {
    const out = cmsRequestHeaders(
      {
        connection: 'keep-alive, x-private-hop',
        'keep-alive': 'timeout=5',
        'x-private-hop': '1',
        te: 'trailers',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic x',
        cookie: 'session=abc',
        authorization: 'Bearer visitor',
        accept: 'image/avif',
        'if-none-match': '"etag"',
      },
      'server-key',
    );
    expect(out).toEqual({ accept: 'image/avif', 'if-none-match': '"etag"', sc_apikey: 'server-key' });
  });

  it('replaces a key the browser sent with the server one', () => {
    expect(cmsRequestHeaders({ sc_apikey: 'guessed' }, 'server-key')).toEqual({ sc_apikey: 'server-key' });
  });
});
