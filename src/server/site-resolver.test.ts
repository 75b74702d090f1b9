import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as SdkSite from '@sitecore-content-sdk/content/site';
import { createSiteResolver, hostNameOf, matchesHostPattern, type SiteInfo } from './site-resolver.ts';

// The SDK's CommonJS build (see test/sitecore-sdk-conformance.test.ts for why not its ESM one).
const require = createRequire(import.meta.url);
const sdkSite = require('@sitecore-content-sdk/content/site') as typeof SdkSite;

const site = (name: string, hostName: string): SiteInfo => ({ name, hostName, language: 'en' });

describe('the site of a host name', () => {
  const sites = [
    site('ports-group', '*'),
    site('drydocks', 'drydocks.localhost | Drydocks.Example.com;*.drydocks.example.com'),
    site('orders-eu', 'order.eu.example.com'),
    site('eu', '*.eu.example.com'),
    site('second-claim', 'drydocks.localhost'),
  ];
  const resolver = createSiteResolver(sites);

  it('takes the most specific name: exact, then fewer wildcards, then the fallback', () => {
    expect(resolver.byHost('drydocks.localhost')?.name).toBe('drydocks');
    expect(resolver.byHost('DRYDOCKS.EXAMPLE.COM')?.name).toBe('drydocks');
    expect(resolver.byHost('yard.drydocks.example.com')?.name).toBe('drydocks');
    expect(resolver.byHost('order.eu.example.com')?.name).toBe('orders-eu');
    expect(resolver.byHost('shop.eu.example.com')?.name).toBe('eu');
    expect(resolver.byHost('localhost')?.name).toBe('ports-group');
    expect(resolver.byHost('')?.name).toBe('ports-group');
  });

  it('gives a name listed twice to the first site that lists it', () => {
    expect(resolver.byHost('drydocks.localhost')?.name).not.toBe('second-claim');
  });

  it('finds no site for an unknown host when no site is the fallback', () => {
    const strict = createSiteResolver([site('drydocks', 'drydocks.example.com')]);
    expect(strict.byHost('evil.example.net')).toBeUndefined();
    expect(strict.byName('DRYDOCKS')?.name).toBe('drydocks');
    expect(strict.byName('nope')).toBeUndefined();
  });

  it('matches wildcards in linear time, whatever the CMS writes', () => {
    expect(matchesHostPattern('a.b.c', '*.*.*')).toBe(true);
    expect(matchesHostPattern('abc', 'a*c')).toBe(true);
    expect(matchesHostPattern('ac', 'a*c')).toBe(true);
    expect(matchesHostPattern('ab', 'a*c')).toBe(false);
    expect(matchesHostPattern('a.example.com', 'a.example.com.*')).toBe(false);
    // Dots are dots, not "any character".
    expect(matchesHostPattern('axexample.com', 'a.example.com')).toBe(false);
    const host = 'a'.repeat(250);
    const started = performance.now();
    expect(matchesHostPattern(host, `${'*a'.repeat(30)}b`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads a Host header: no port, lower case, nothing malformed', () => {
    expect(hostNameOf('Drydocks.Localhost:3000')).toBe('drydocks.localhost');
    expect(hostNameOf('example.com')).toBe('example.com');
    expect(hostNameOf('[::1]:3000')).toBe('::1');
    expect(hostNameOf('evil.com/<x>')).toBe('');
    expect(hostNameOf(undefined)).toBe('');
  });
});

describe("Sitecore's SiteResolver, given the same sites", () => {
  it('picks the same site as ours for any host (fast-check)', () => {
    const label = fc.stringMatching(/^[a-c]{1,3}$/);
    const pattern = fc.array(fc.oneof(label, fc.constant('*')), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    const hostNames = fc.array(pattern, { minLength: 1, maxLength: 3 }).map((names) => names.join('|'));
    const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(fc.array(hostNames, { minLength: 1, maxLength: 5 }), fc.array(host, { minLength: 1, maxLength: 10 }), (names, hosts) => {
        const sites = names.map((hostName, i) => site(`site-${i}`, hostName));
        const ours = createSiteResolver(sites);
        const theirs = new sdkSite.SiteResolver(sites.map((s) => ({ ...s })));
        for (const name of hosts) {
          let expected: string | undefined;
          try {
            expected = theirs.getByHost(name).name;
          } catch {
            expected = undefined;
          }
          expect(ours.byHost(name)?.name, `${name} in ${JSON.stringify(names)}`).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
