/**
 * The packages the web editor runs on: Decap CMS, and the one React that
 * it and the site's previews share. Bundled apart from the editor's own
 * code (admin-bundle.ts): a change to the site's templates, which the
 * previews are made of, makes only the small part again, and staff keep
 * this large part in their browser's cache from one release to the next.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';

export { default as CMS } from 'decap-cms-app';
export { JsxRuntime, React, ReactDOM };
