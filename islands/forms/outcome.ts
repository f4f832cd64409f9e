/** Turns the form service's answer into what a form shows. */
import type { SubmitResult } from './form-client';

export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const NETWORK_ERROR = 'There was a problem submitting your form. Please try again.';

export interface Failure {
  /** Shown above the send button; '' when every error belongs to a field shown inline. */
  message: string;
  /** By field name: the text shown beside the field (inline mode) or just marking it invalid. */
  fields: Record<string, string>;
}

type Failed = Extract<SubmitResult, { ok: false }>;

/**
 * Without `labels`, every message is joined with ", " above the button (the
 * enquiry forms). With `labels`, errors of a labelled field are shown beside
 * it, prefixed by its label, and the rest above the button.
 */
export function describeFailure(result: Failed, labels?: Record<string, string>): Failure {
  const errors = result.errors ?? [];
  if (errors.length === 0) return { message: UNKNOWN_ERROR, fields: {} };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const label = error.field ? labels?.[error.field] : undefined;
    if (error.field) {
      const text = label ? `${label}: ${error.message}` : error.message;
      fields[error.field] = fields[error.field] ? `${fields[error.field]}, ${text}` : text;
    }
    if (!label) general.push(error.message);
  }
  return { message: general.join(', '), fields };
}
