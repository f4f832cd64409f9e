/**
 * The packages the web editor runs on: Decap CMS's core with only the
 * widgets and backends the generated configuration uses, and the one React
 * that it and the site's previews share. Bundled apart from the editor's own
 * code (admin-bundle.ts): a change to the site's templates, which the
 * previews are made of, makes only the small part again, and staff keep
 * this large part in their browser's cache from one release to the next.
 *
 * decap-cms-app, which registers every widget, backend and language Decap
 * has, weighed 1.69 MB gzip; this is what the configuration can name
 * (config/fields.ts makes only these widgets; site.yaml's `editing:` allows
 * only these backends, and npm run cms uses the proxy one).
 */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { GitGatewayBackend } from 'decap-cms-backend-git-gateway';
import { GitHubBackend } from 'decap-cms-backend-github';
import { GitLabBackend } from 'decap-cms-backend-gitlab';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { en } from 'decap-cms-locales';
import BooleanWidget from 'decap-cms-widget-boolean';
import ImageWidget from 'decap-cms-widget-image';
import ListWidget from 'decap-cms-widget-list';
import MarkdownWidget from 'decap-cms-widget-markdown';
import NumberWidget from 'decap-cms-widget-number';
import ObjectWidget from 'decap-cms-widget-object';
import SelectWidget from 'decap-cms-widget-select';
import StringWidget from 'decap-cms-widget-string';
import TextWidget from 'decap-cms-widget-text';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';

CMS.registerBackend('git-gateway', GitGatewayBackend);
CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('gitlab', GitLabBackend);
CMS.registerBackend('proxy', ProxyBackend);
for (const widget of [
  StringWidget.Widget(),
  TextWidget.Widget(),
  NumberWidget.Widget(),
  BooleanWidget.Widget(),
  SelectWidget.Widget(),
  ObjectWidget.Widget(),
  ListWidget.Widget(),
  ImageWidget.Widget(),
  MarkdownWidget.Widget(),
])
  CMS.registerWidget(widget);
CMS.registerLocale('en', en);

export { CMS, JsxRuntime, React, ReactDOM };
