import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides credential parameters and keeps the rest', () => {
    expect(redactUrl('/sitecore/api/layout/render/jss?item=/&sc_apikey=abc123&sc_lang=en')).toBe(
      '/sitecore/api/layout/render/jss?item=/&sc_apikey=[redacted]&sc_lang=en',
    );
    expect(redactUrl('/x?SC_APIKEY=a&token=b#frag')).toBe('/x?SC_APIKEY=[redacted]&token=[redacted]#frag');
    expect(redactUrl('/about?monkey=1')).toBe('/about?monkey=1');
  });

  it('hides them inside an encoded URL parameter too', () => {
    expect(redactUrl('/api/news-feed-proxy?url=https%3A%2F%2Ffeed.example.com%2Fnews%3Ftoken%3Dabc%26size%3D3')).toBe(
      '/api/news-feed-proxy?url=https%3A%2F%2Ffeed.example.com%2Fnews%3Ftoken%3D[redacted]%26size%3D3',
    );
  });

  it('serialises a request for the log without its key', () => {
    expect(serializeRequest({ method: 'GET', url: '/a?sc_apikey=s', host: 'h', ip: '127.0.0.1', socket: { remotePort: 1 } })).toEqual({
      method: 'GET',
      url: '/a?sc_apikey=[redacted]',
      host: 'h',
      remoteAddress: '127.0.0.1',
      remotePort: 1,
    });
  });
});
