import { createServer, type Server } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUrl, classifyAddress, createGuardedLookup, createSafeFetch, type AddressKind, type SafeFetchOptions } from './safe-fetch.ts';
import { FEED_ERRORS, FeedError, isFeedError } from './errors.ts';

describe('classifyAddress', () => {
  it.each<[string, AddressKind]>([
    // IPv4
    ['0.0.0.0', 'this-network'],
    ['0.255.1.2', 'this-network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['192.88.99.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv6
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['ff0e::101', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['100::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['::ffff:0:7f00:1', 'reserved'],
    // IPv6 forms that carry an IPv4 address are judged by it
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['::ffff:100.64.1.1', 'cgnat'],
    ['::ffff:0.0.0.0', 'this-network'],
    ['::ffff:224.0.0.1', 'multicast'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::169.254.169.254', 'link-local'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a00:1::', 'private'],
    // Public
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['169.253.255.255', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001::200e', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::808:808', 'public'],
    ['2002:808:808::1', 'public'],
    // Not addresses
    ['example.com', 'invalid'],
    ['127.1', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });
});

type Resolver = NonNullable<SafeFetchOptions['lookup']>;

/** A DNS stand-in: answers the given addresses for every name. */
function fakeResolver(addresses: LookupAddress[] | Error): Resolver {
  return ((_hostname: string, _options: unknown, callback: (e: Error | null, a: LookupAddress[]) => void) => {
    if (addresses instanceof Error) callback(addresses, []);
    else callback(null, addresses);
  }) as unknown as Resolver;
}

function runLookup(resolver: Resolver, all: boolean): Promise<{ error: Error | null; address: unknown; family?: number }> {
  const lookup = createGuardedLookup(resolver);
  return new Promise((resolve) => {
    lookup('feeds.example.com', { all }, (error, address, family) => resolve({ error, address, family }));
  });
}

describe('createGuardedLookup', () => {
  it('refuses a name whose addresses are all internal', async () => {
    const resolver = fakeResolver([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    for (const all of [true, false]) {
      const { error } = await runLookup(resolver, all);
      expect(isFeedError(error, 'FEED_ADDRESS_NOT_ALLOWED')).toBe(true);
      expect((error as FeedError).detail).toContain('loopback');
    }
    const metadata = await runLookup(fakeResolver([{ address: '169.254.169.254', family: 4 }]), true);
    expect(isFeedError(metadata.error, 'FEED_ADDRESS_NOT_ALLOWED')).toBe(true);
    const mapped = await runLookup(fakeResolver([{ address: '::ffff:10.0.0.1', family: 6 }]), true);
    expect(isFeedError(mapped.error, 'FEED_ADDRESS_NOT_ALLOWED')).toBe(true);
  });

  it('drops internal addresses and answers the public ones, in both calling styles', async () => {
    const resolver = fakeResolver([
      { address: '10.0.0.7', family: 4 },
      { address: '93.184.216.34', family: 4 },
      { address: 'fd00::1', family: 6 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
    expect(await runLookup(resolver, true)).toEqual({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
      family: undefined,
    });
    expect(await runLookup(resolver, false)).toEqual({ error: null, address: '93.184.216.34', family: 4 });
  });

  it('passes DNS failures through', async () => {
    const failure = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    expect((await runLookup(fakeResolver(failure), true)).error).toBe(failure);
  });
});

function codeOf(fn: () => unknown): string {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return isFeedError(error) ? error.code : `other: ${String(error)}`;
  }
}

describe('checkUrl', () => {
  const allowed = ['feeds.example.com', 'news.example.org:8443'];

  it('refuses what is not an allowed http(s) URL, each with its own code', () => {
    expect(codeOf(() => checkUrl(undefined, allowed))).toBe('FEED_URL_MISSING');
    expect(codeOf(() => checkUrl('', allowed))).toBe('FEED_URL_MISSING');
    expect(codeOf(() => checkUrl('not a url', allowed))).toBe('FEED_URL_INVALID');
    expect(codeOf(() => checkUrl('/feeds/news.json', allowed))).toBe('FEED_URL_INVALID');
    expect(codeOf(() => checkUrl(['https://feeds.example.com/a'], allowed))).toBe('FEED_URL_INVALID');
    expect(codeOf(() => checkUrl('file:///etc/passwd', allowed))).toBe('FEED_PROTOCOL_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('gopher://feeds.example.com:70/_GET', allowed))).toBe('FEED_PROTOCOL_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('ftp://feeds.example.com/x', allowed))).toBe('FEED_PROTOCOL_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('javascript:alert(1)', allowed))).toBe('FEED_PROTOCOL_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('data:application/json,{}', allowed))).toBe('FEED_PROTOCOL_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('https://user:pass@feeds.example.com/a', allowed))).toBe('FEED_CREDENTIALS_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('https://user@feeds.example.com/a', allowed))).toBe('FEED_CREDENTIALS_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('https://evil.example.com/a', allowed))).toBe('FEED_HOST_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('https://feeds.example.com.evil.net/a', allowed))).toBe('FEED_HOST_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('https://news.example.org/a', allowed))).toBe('FEED_HOST_NOT_ALLOWED');
    expect(codeOf(() => checkUrl('http://169.254.169.254/latest/meta-data', allowed))).toBe('FEED_HOST_NOT_ALLOWED');
  });

  it('judges decimal, octal and hex IPv4 forms as the address they are', () => {
    expect(codeOf(() => checkUrl('http://2130706433/', ['127.0.0.1']))).toBe('ok');
    expect(checkUrl('http://0177.0.0.1/', ['127.0.0.1']).hostname).toBe('127.0.0.1');
    expect(checkUrl('http://0x7f.1/', ['127.0.0.1']).hostname).toBe('127.0.0.1');
    expect(codeOf(() => checkUrl('http://2130706433/', ['2130706433']))).toBe('FEED_HOST_NOT_ALLOWED');
  });

  it('accepts allowed hosts (any case, host or host:port) and drops the fragment', () => {
    expect(checkUrl('HTTPS://Feeds.Example.com/news.json?pageSize=3#top', allowed).href).toBe('https://feeds.example.com/news.json?pageSize=3');
    expect(checkUrl('https://news.example.org:8443/a', allowed).host).toBe('news.example.org:8443');
    expect(checkUrl('https://feeds.example.com/a', null).host).toBe('feeds.example.com');
  });
});

describe('FEED_ERRORS', () => {
  it('refusals are 4xx, upstream failures 502/504, each with a message', () => {
    for (const [code, { status, message }] of Object.entries(FEED_ERRORS)) {
      expect(message.length, code).toBeGreaterThan(10);
      const upstream = ['FEED_REDIRECT_NOT_FOLLOWED', 'FEED_TOO_LARGE', 'FEED_UPSTREAM_ERROR', 'FEED_NOT_JSON', 'FEED_TIMEOUT'];
      expect(status >= 500, code).toBe(upstream.includes(code));
    }
  });
});

describe('createSafeFetch against a local server', () => {
  let server: Server;
  let port: number;
  let host: string;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/ok') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      } else if (path === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
        res.end();
      } else if (path === '/big') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: 'x'.repeat(5000) }));
      } else if (path === '/chunked-big') {
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 10; i++) res.write('"' + 'y'.repeat(1000) + '"');
        res.end();
      } else if (path === '/slow') {
        setTimeout(() => res.end('{}'), 400);
      } else if (path === '/slow-body') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"a":');
        setTimeout(() => res.end('1}'), 400);
      } else {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('broken');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    host = `127.0.0.1:${port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function codeOfFetch(options: SafeFetchOptions, url: string, timeoutMs?: number): Promise<string> {
    const safeFetch = createSafeFetch(options);
    try {
      const response = await safeFetch(url, timeoutMs === undefined ? {} : { timeoutMs });
      return `status ${response.status}`;
    } catch (error) {
      return isFeedError(error) ? error.code : `other: ${String(error)}`;
    } finally {
      await safeFetch.close();
    }
  }

  it('refuses a loopback server unless its host is private-allowed, before sending anything', async () => {
    const before = requests.length;
    expect(await codeOfFetch({ allowedHosts: [host] }, `http://${host}/ok`)).toBe('FEED_ADDRESS_NOT_ALLOWED');
    expect(await codeOfFetch({ allowedHosts: [host], privateHosts: ['127.0.0.1:1'] }, `http://${host}/ok`)).toBe('FEED_ADDRESS_NOT_ALLOWED');
    expect(requests.length).toBe(before);

    const safeFetch = createSafeFetch({ allowedHosts: [host], privateHosts: [host] });
    const response = await safeFetch(`http://${host}/ok`);
    await safeFetch.close();
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('application/json');
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
  });

  it('lets IP-literal hosts through only when privateIpLiterals is set', async () => {
    expect(await codeOfFetch({ allowedHosts: null, privateIpLiterals: true }, `http://${host}/ok`)).toBe('status 200');
    // A name is still checked: localhost resolves to a loopback address.
    expect(await codeOfFetch({ allowedHosts: null, privateIpLiterals: true }, `http://localhost:${port}/ok`)).toBe('FEED_ADDRESS_NOT_ALLOWED');
  });

  it('checks names at connect time: a name that resolves inside is refused, and allowed when private-allowed', async () => {
    const toLoopback = fakeResolver([{ address: '127.0.0.1', family: 4 }]);
    const name = `feeds.example.com:${port}`;
    expect(await codeOfFetch({ allowedHosts: [name], lookup: toLoopback }, `http://${name}/ok`)).toBe('FEED_ADDRESS_NOT_ALLOWED');
    expect(await codeOfFetch({ allowedHosts: [name], privateHosts: [name], lookup: toLoopback }, `http://${name}/ok`)).toBe('status 200');
    expect(await codeOfFetch({ allowedHosts: ['localhost'] }, `http://localhost:${port}/ok`)).toBe('FEED_ADDRESS_NOT_ALLOWED');
    expect(await codeOfFetch({ allowedHosts: ['localhost'], privateHosts: ['localhost'] }, `http://localhost:${port}/ok`)).toBe('status 200');
  });

  it('refuses internal IP literals without touching the network', async () => {
    const options: SafeFetchOptions = { allowedHosts: null, timeoutMs: 5000 };
    const started = Date.now();
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8081/',
      'http://[::ffff:127.0.0.1]:8081/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://10.0.0.1/',
      'http://0.0.0.0:8081/',
      'http://2130706433:8081/',
      'http://0177.0.0.1:8081/',
      'http://100.64.0.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
    ]) {
      expect(await codeOfFetch(options, url), url).toBe('FEED_ADDRESS_NOT_ALLOWED');
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never follows a redirect', async () => {
    expect(await codeOfFetch({ allowedHosts: [host], privateHosts: [host] }, `http://${host}/redirect`)).toBe('FEED_REDIRECT_NOT_FOLLOWED');
  });

  it('caps the body, declared or streamed', async () => {
    const options = { allowedHosts: [host], privateHosts: [host], maxBytes: 1000 };
    expect(await codeOfFetch(options, `http://${host}/big`)).toBe('FEED_TOO_LARGE');
    expect(await codeOfFetch(options, `http://${host}/chunked-big`)).toBe('FEED_TOO_LARGE');
    expect(await codeOfFetch({ ...options, maxBytes: 100_000 }, `http://${host}/big`)).toBe('status 200');
  });

  it('times out on slow headers and slow bodies', async () => {
    const options = { allowedHosts: [host], privateHosts: [host], timeoutMs: 100 };
    expect(await codeOfFetch(options, `http://${host}/slow`)).toBe('FEED_TIMEOUT');
    expect(await codeOfFetch(options, `http://${host}/slow-body`)).toBe('FEED_TIMEOUT');
    expect(await codeOfFetch({ ...options, timeoutMs: 5000 }, `http://${host}/slow`, 100)).toBe('FEED_TIMEOUT');
  });

  it('answers error statuses (the caller judges them) and reports refused connections', async () => {
    expect(await codeOfFetch({ allowedHosts: [host], privateHosts: [host] }, `http://${host}/missing`)).toBe('status 500');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedHost = `127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await codeOfFetch({ allowedHosts: null, privateHosts: [closedHost] }, `http://${closedHost}/`)).toBe('FEED_UPSTREAM_ERROR');
  });

  it('refuses URLs outside the allow-list before any I/O', async () => {
    const before = requests.length;
    expect(await codeOfFetch({ allowedHosts: ['feeds.example.com'], privateHosts: [host] }, `http://${host}/ok`)).toBe('FEED_HOST_NOT_ALLOWED');
    expect(await codeOfFetch({ allowedHosts: [host], privateHosts: [host] }, `http://u:p@${host}/ok`)).toBe('FEED_CREDENTIALS_NOT_ALLOWED');
    expect(await codeOfFetch({ allowedHosts: [host], privateHosts: [host] }, `gopher://${host}/_x`)).toBe('FEED_PROTOCOL_NOT_ALLOWED');
    expect(requests.length).toBe(before);
  });
});
