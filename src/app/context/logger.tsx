import { createContext, useContext, type ReactNode } from 'react';

type LogMethod = (objOrMsg: object | string, msg?: string) => void;

/**
 * The subset of a pino/Fastify logger the page uses: `logger.warn({ component }, 'message')`.
 * The server passes its request logger; in the browser the default is silent so visitors'
 * consoles stay clean.
 */
export interface Logger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

const noop = (): void => {};
export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };

const LoggerContext = createContext<Logger>(silentLogger);

export function LoggerProvider({ logger, children }: { logger: Logger; children: ReactNode }) {
  return <LoggerContext.Provider value={logger}>{children}</LoggerContext.Provider>;
}

export function useLogger(): Logger {
  return useContext(LoggerContext);
}
