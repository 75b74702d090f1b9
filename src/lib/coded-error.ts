/**
 * Coded errors, the way every layer declares them (STYLE.md: one errors.ts per layer): a catalogue
 * gives each code its HTTP status and message once, and `codedErrorClass` makes the layer's Error
 * class from it, so code raises `new FeedError('FEED_TIMEOUT', detail)`, never ad-hoc strings.
 */

/** A layer's catalogue: every code it raises, with the status it answers and its message. */
export type ErrorCatalogue<Code extends string = string> = Readonly<Record<Code, { readonly status: number; readonly message: string }>>;

export interface CodedError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly status: number;
  /** What went wrong on this call (a host, an upstream status, a byte count): see `DetailGoes`. */
  readonly detail: string | undefined;
  /** A refusal of the request (4xx), as opposed to a failure on our side or upstream (5xx). */
  readonly isRefusal: boolean;
}

export interface CodedErrorClass<Code extends string> {
  new (code: Code, detail?: string, options?: { cause?: unknown }): CodedError<Code>;
  readonly prototype: CodedError<Code>;
}

/**
 * Where a `detail` goes. `'beside'`: `message` stays the catalogue's public text and the detail
 * waits beside it for the log, since what the server learned (addresses, upstream bodies) must not
 * reach the caller. `'message'`: it is appended (`message: detail`), for errors whose message is
 * read by operators or by our own clients only.
 */
export type DetailGoes = 'beside' | 'message';

/** The Error class of a catalogue, named `name` (what logs and stack traces show). */
export function codedErrorClass<Code extends string>(name: string, catalogue: ErrorCatalogue<Code>, detailGoes: DetailGoes = 'beside'): CodedErrorClass<Code> {
  class Coded extends Error implements CodedError<Code> {
    readonly code: Code;
    readonly status: number;
    readonly detail: string | undefined;

    constructor(code: Code, detail?: string, options?: { cause?: unknown }) {
      const { status, message } = catalogue[code];
      super(detailGoes === 'message' && detail ? `${message}: ${detail}` : message, options);
      this.name = name;
      this.code = code;
      this.status = status;
      this.detail = detail;
    }

    get isRefusal(): boolean {
      return this.status < 500;
    }
  }
  Object.defineProperty(Coded, 'name', { value: name });
  return Coded;
}

/** The type guard of a coded error class: any of its errors, or only the one with `code`. */
export function codedErrorGuard<Code extends string>(ErrorClass: CodedErrorClass<Code>): (error: unknown, code?: Code) => error is CodedError<Code> {
  return (error: unknown, code?: Code): error is CodedError<Code> => error instanceof ErrorClass && (code === undefined || error.code === code);
}
