/**
 * Client of the hosted form service (Formspree's protocol): posts a form's
 * fields as multipart FormData asking for JSON, and reads the answer into a
 * success or a list of errors with known codes. Pure: fetch is injectable.
 */

export const FIELD_CODES = [
  'REQUIRED_FIELD_EMPTY',
  'REQUIRED_FIELD_MISSING',
  'TYPE_EMAIL',
  'TYPE_NUMERIC',
  'TYPE_TEXT',
] as const;

export const FORM_CODES = [
  'BLOCKED',
  'EMPTY',
  'FILES_TOO_BIG',
  'FORM_NOT_FOUND',
  'INACTIVE',
  'NO_FILE_UPLOADS',
  'PROJECT_NOT_FOUND',
  'TOO_MANY_FILES',
] as const;

export type FieldErrorCode = (typeof FIELD_CODES)[number];
export type FormErrorCode = (typeof FORM_CODES)[number];
export type ErrorCode = FieldErrorCode | FormErrorCode | 'UNSPECIFIED';

export interface ServiceError {
  /** The field the error is about; absent for an error about the whole form. */
  field?: string;
  code: ErrorCode;
  message: string;
}

export type SubmitResult =
  | { ok: true; next?: string }
  | {
      ok: false;
      status: number;
      /** The answer's errors list; undefined when the answer had none. */
      errors?: ServiceError[];
      /** The answer's single `error` text, if any. */
      error?: string;
      /**
       * Set when the answer means "not now" (NOT_NOW_STATUSES): the message may be sent again as it is, after
       * `afterMs` when the service said how long to wait (Retry-After).
       */
      later?: { afterMs?: number };
    };

/**
 * Answers that mean "not now": a time limit, too early, too many requests, or the service or a gateway in
 * its way failing or busy. Whatever their body (JSON, a proxy's HTML page, nothing), the message waits and
 * is sent again. Any other answer that is not a success is the service's word on the message itself.
 */
export const NOT_NOW_STATUSES: readonly number[] = [408, 425, 429, 500, 502, 503, 504];

/** The longest wait a Retry-After may ask for; a longer one is taken as this. */
const LONGEST_WAIT_MS = 3_600_000;

/** A Retry-After value (seconds, or an HTTP date) as a wait in ms, at least a second; undefined when unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value?.trim()) return undefined;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (Number.isNaN(seconds)) return undefined;
  return Math.min(Math.max(seconds, 1000), LONGEST_WAIT_MS);
}

/** A request that failed to give a readable answer: network, time limit or body. */
export class FormServiceError extends Error {
  constructor(
    message: string,
    readonly reason: 'network' | 'timeout' | 'format',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FormServiceError';
  }
}

export const UNEXPECTED_FORMAT = 'Unexpected response format';
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface SubmitOptions {
  fetch?: typeof fetch;
  /** Give up after this long; 15 s unless told. */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function codeOf(code: unknown, field: string | undefined): ErrorCode {
  const known: readonly string[] = field ? FIELD_CODES : FORM_CODES;
  return typeof code === 'string' && known.includes(code) ? (code as ErrorCode) : 'UNSPECIFIED';
}

/** One item of an errors list: an object with field, code and message, or a plain text. */
export function readError(item: unknown): ServiceError | undefined {
  if (typeof item === 'string') return item.trim() ? { code: 'UNSPECIFIED', message: item } : undefined;
  if (!isObject(item)) return undefined;
  const field = typeof item.field === 'string' && item.field ? item.field : undefined;
  const message = typeof item.message === 'string' ? item.message : '';
  const error: ServiceError = { code: codeOf(item.code, field), message };
  if (field) error.field = field;
  return error;
}

/**
 * Reads an answer's status, body text and Retry-After header; throws FormServiceError when the body cannot be
 * read, but for an answer that means "not now", whose body may be anyone's page.
 */
export function readResponse(status: number, body: string, retryAfter?: string | null): SubmitResult {
  const ok = status >= 200 && status < 300;
  const notNow = NOT_NOW_STATUSES.includes(status);
  let data: unknown = {};
  if (body.trim()) {
    try {
      data = JSON.parse(body);
    } catch (cause) {
      if (!notNow) throw new FormServiceError(UNEXPECTED_FORMAT, 'format', { cause });
    }
  }
  if (notNow && !isObject(data)) data = {};
  if (!isObject(data)) throw new FormServiceError(UNEXPECTED_FORMAT, 'format');
  const list = Array.isArray(data.errors) ? data.errors : undefined;
  const error = typeof data.error === 'string' ? data.error : undefined;
  // Only the service's own success counts: a proxy or captive portal may answer 200 with anything.
  const next = typeof data.next === 'string' ? data.next : undefined;
  if (ok && !list && !error && data.ok !== false && (data.ok === true || next))
    return next ? { ok: true, next } : { ok: true };
  const result: SubmitResult = { ok: false, status };
  if (list) result.errors = list.map(readError).filter((item): item is ServiceError => item !== undefined);
  if (error) result.error = error;
  if (notNow) {
    const afterMs = retryAfterMs(retryAfter);
    result.later = afterMs === undefined ? {} : { afterMs };
  }
  return result;
}

/** Posts the fields to the form's address and reads the answer. */
export async function submitForm(url: string, fields: FormData, options: SubmitOptions = {}): Promise<SubmitResult> {
  const send = options.fetch ?? fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: fields,
      signal: controller.signal,
    });
    // Retry-After is readable across origins only where the service exposes it; otherwise the form's own wait.
    return readResponse(response.status, await response.text(), response.headers.get('retry-after'));
  } catch (error) {
    if (error instanceof FormServiceError) throw error;
    const reason = timedOut ? 'timeout' : 'network';
    throw new FormServiceError(`No answer from the form service (${reason})`, reason, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
