/**
 * What a form says about the form service's error codes and about a message
 * that waits to be sent. The page passes these words to the form
 * islands as props, so they cost no script. "{field}" is replaced by the
 * visible label of the field the error is about.
 */
import type { ErrorCode } from './form-client';

export interface FormWords {
  /** Under the network error while a message waits: it waits only when the browser keeps it (kept.ts). */
  kept: string;
  /** Under it, while a message waits: "{time}" is the time of the next try. */
  retry: string;
  /** The send button's label while a message waits. */
  sendNow: string;
  /** The button that deletes a waiting message. */
  discard: string;
  /** The name of the group of every field, read by screen readers (the fields are locked while a message waits). */
  fields: string;
  /** One text per error code of the service (spec section 5). */
  codes: Record<ErrorCode, string>;
}

const contactInstead = 'Please email or call us instead.';

export const FORM_WORDS: FormWords = {
  kept: 'Your message is kept in this browser until it is sent or you discard it. If you close this page, it is sent when you next open it.',
  retry: 'It will be sent by itself: next try at {time}.',
  sendNow: 'Send now',
  discard: 'Discard',
  fields: 'Your message',
  codes: {
    REQUIRED_FIELD_EMPTY: '{field} is required',
    REQUIRED_FIELD_MISSING: '{field} is required',
    TYPE_EMAIL: '{field} must be an email address, like name@example.com',
    TYPE_NUMERIC: '{field} must be a number',
    TYPE_TEXT: '{field} must be text',
    BLOCKED: `The form service blocked this message as possible spam. ${contactInstead}`,
    EMPTY: 'The form arrived empty. Please fill it in and send it again.',
    FILES_TOO_BIG: 'The attached files are too big to send.',
    FORM_NOT_FOUND: `This form is not available at the moment. ${contactInstead}`,
    INACTIVE: `This form is not taking messages at the moment. ${contactInstead}`,
    NO_FILE_UPLOADS: 'This form cannot take attached files.',
    PROJECT_NOT_FOUND: `This form is not available at the moment. ${contactInstead}`,
    TOO_MANY_FILES: 'Too many files are attached.',
    UNSPECIFIED: '{field} was not accepted',
  },
};
