/** Query parameters that carry credentials: never written to a log. */
const SECRET_PARAMS = /([?&](?:sc_apikey|apikey|api_key|key|secret|token|sitecoreContextId)=)[^&#]*/gi;

/** The same parameters inside a percent-encoded URL (a proxy's `?url=…`): `%3Ftoken%3D…`. */
const ENCODED_SECRET_PARAMS = /((?:%3F|%26)(?:sc_apikey|apikey|api_key|key|secret|token|sitecoreContextId)%3D)(?:(?!%26|&|#).)*/gi;

/** The URL with the values of credential parameters replaced by `[redacted]`, encoded ones too. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(ENCODED_SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request log fields, with the URL redacted (request ids and timings are added by Fastify). */
export function serializeRequest(req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
