import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * Who a request comes from, for the rate limits (rate-limits.ts).
 *
 * Behind TRUST_PROXY_HOPS proxies (a load balancer, an ingress…), each appends the address it got
 * the request from to X-Forwarded-For, so the client is the entry that many hops from the right.
 * Fastify reads it so when told how many hops to trust; anything further left was written by the
 * client itself and could say anything. 0 trusts no proxy: the address is the socket's, and an
 * X-Forwarded-For a client sends changes nothing.
 */
export function trustProxyOption(hops: number): false | ((address: string, hop: number) => boolean) {
  if (hops <= 0) return false;
  // Hop 0 is the socket's peer (the nearest proxy), hop 1 the rightmost X-Forwarded-For entry…
  return (_address, hop) => hop < hops;
}

/**
 * The address a limit counts under: IPv4 as it is (an IPv4-mapped IPv6 address as IPv4), IPv6 by
 * its /64 (one household or server is given a whole /64 and could walk through it otherwise).
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  // A request whose socket is already gone has no address: all such count as one.
  return request.ip ? normalizeIP(request.ip, 64) : 'unknown';
}
