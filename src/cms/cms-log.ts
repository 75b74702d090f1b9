/** The slice of a pino/Fastify logger the CMS layer writes to. */
export interface CmsLog {
  warn(objOrMsg: object | string, msg?: string): void;
  error(objOrMsg: object | string, msg?: string): void;
  debug(objOrMsg: object | string, msg?: string): void;
}
