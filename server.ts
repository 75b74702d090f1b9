import { startServer } from './src/server/start.ts';
import { ConfigError } from './src/server/config.ts';

/** Process entry: `npm start` (production build) or `npm run dev` (Vite, hot reload). */
const dev = process.argv.includes('--dev');

try {
  const server = await startServer({ env: process.env, dev });
  server.app.log.info(`site ready on ${server.url} (${dev ? 'development' : 'production'})`);
  const stop = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}
