/**
 * The embedded content server on its own, in a process of its own: `npm run content-server`.
 *
 * `npm start` with no CMS runs it inside the render host. Run alone, it plays the CMS as a real one
 * is deployed, elsewhere: several render hosts can share it, and a render host's memory is its
 * own (the soak benchmark measures it so). On start it prints the render host's settings that
 * point at it, one `NAME=value` per line, ready for an env file; then it serves until SIGTERM or
 * SIGINT.
 *
 * Settings: CONTENT_PORT (default 3100; 0 picks a free port), CONTENT_HOST (default 127.0.0.1),
 * CONTENT_API_KEY (default: a random key, printed with the rest), CONTENT_DATA_DIR (where
 * enquiries and page views are written; default `.data`), LOG_LEVEL.
 */
import { randomBytes } from 'node:crypto';
import { hostSettingsFor } from './host-settings.ts';
import { startContentServer } from './content-server.ts';

const env = process.env;
const port = Number(env.CONTENT_PORT ?? 3100);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`CONTENT_PORT must be a port number (0 to 65535), not "${env.CONTENT_PORT}"`);
  process.exit(1);
}
const content = await startContentServer({
  host: env.CONTENT_HOST || '127.0.0.1',
  port,
  apiKey: env.CONTENT_API_KEY || randomBytes(16).toString('hex'),
  ...(env.CONTENT_DATA_DIR ? { dataDir: env.CONTENT_DATA_DIR } : {}),
  logLevel: env.LOG_LEVEL || 'warn',
});
for (const [name, value] of Object.entries(hostSettingsFor(content))) console.log(`${name}=${value}`);
console.error(`content server: ${content.origin} (site ${content.siteName}); the lines above are a render host's settings for it`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void content.close().then(() => process.exit(0));
  });
}
