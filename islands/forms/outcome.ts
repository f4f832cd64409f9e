/** Turns the form service's answer into what a form shows. */
import type { ServiceError, SubmitResult } from './form-client';

export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const NETWORK_ERROR = 'There was a problem submitting your form. Please try again.';

export interface Failure {
  /** Shown above the send button; '' when every error belongs to a field shown inline. */
  message: string;
  /** By field name: the text shown beside the field (inline mode) or just marking it invalid. */
  fields: Record<string, string>;
}

type Failed = Extract<SubmitResult, { ok: false }>;

export interface Wording {
  /** Text by error code, "{field}" standing for the field's label (service-words.ts). */
  codes: Record<string, string>;
  /** The visible label of a field, by name. */
  labelOf: (field: string) => string | undefined;
  /** Errors of a field are shown beside it, prefixed by its label; the rest above the button. */
  inline?: boolean;
}

/** The service's own message, or the words of its code naming the field. */
function textOf(error: ServiceError, label: string, { codes }: Wording): string {
  if (error.message) return error.message;
  if (!error.field && error.code === 'UNSPECIFIED') return UNKNOWN_ERROR;
  return (codes[error.code] ?? UNKNOWN_ERROR).replace('{field}', label);
}

/**
 * Without `inline`, every message is joined with ", " above the button (the
 * enquiry forms). With it, errors of a labelled field are shown beside it,
 * prefixed by its label, and the rest above the button. An error with a
 * code and no message is worded from its code.
 */
export function describeFailure(result: Failed, wording: Wording): Failure {
  const errors = result.errors ?? [];
  if (errors.length === 0) return { message: UNKNOWN_ERROR, fields: {} };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const label = error.field ? wording.labelOf(error.field) : undefined;
    const text = textOf(error, label ?? error.field ?? '', wording);
    const beside = wording.inline && label !== undefined;
    if (error.field) {
      const shown = beside && error.message ? `${label}: ${text}` : text;
      fields[error.field] = fields[error.field] ? `${fields[error.field]}, ${shown}` : shown;
    }
    if (!beside) general.push(text);
  }
  return { message: general.join(', '), fields };
}
