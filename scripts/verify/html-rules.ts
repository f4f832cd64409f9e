/** The html-validate rules every built page is held to, by `npm run verify` and the test suite alike. */
import type { ConfigData } from 'html-validate';

export const HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>; both forms are valid HTML.
    'void-style': 'off',
    // React writes <meta charSet>; attribute names are case-insensitive in HTML.
    'attr-case': 'off',
    // React writes boolean attributes as required=""; both forms are valid HTML.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // The intake form's goals and features are checkbox groups sharing one name, as the spec names them.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // HTML ids need only be free of spaces; headings get GitHub's ids, which start with a digit for "1. Introduction".
    'valid-id': ['error', { relaxed: true }],
  },
};
