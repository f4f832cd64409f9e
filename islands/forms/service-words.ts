/**
 * What a form says about the form service's error codes and about a message
 * kept while the device is offline. The page passes these words to the form
 * islands as props, so they cost no script. "{field}" is replaced by the
 * visible label of the field the error is about.
 */
import type { ErrorCode } from './form-client';

export interface FormWords {
  /** Shown when the message could not leave the device; it is kept and sent once the connection returns. */
  offline: string;
  /** The send button's label while a kept message waits for the connection. */
  sendNow: string;
  /** One text per error code of the service (spec section 5). */
  codes: Record<ErrorCode, string>;
}

const contactInstead = 'Please email or call us instead.';

export const FORM_WORDS: FormWords = {
  offline: 'No connection: your message is kept on this device and will be sent as soon as the connection returns.',
  sendNow: 'Send now',
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
