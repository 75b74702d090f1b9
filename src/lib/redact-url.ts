/** Query parameters that carry credentials: never written to a log. */
const SECRET_PARAMS = /([?&](?:sc_apikey|apikey|api_key|key|secret|token|sitecoreContextId)=)[^&#]*/gi;

/** The URL with the values of credential parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
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
