/**
 * A test page for the editor's previews without the editing app: it hands
 * registerPreviews a stand-in for the app's registry, adds the stylesheets
 * registered to the page, and renders a registered preview for an entry the
 * test gives, as the app does in its preview frame.
 */
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { CmsApi } from '../../../scripts/cms/app/cms-api';
import { registerPreviews, type PreviewProps } from '../../../scripts/cms/app/previews';

export interface HarnessEntry {
  data: Record<string, unknown>;
  path?: string;
}

declare global {
  interface Window {
    /** Names of the collections given a preview, once registered. */
    registered: string[];
    showPreview: (collection: string, entry: HarnessEntry) => void;
  }
}

const templates = new Map<string, ComponentType<PreviewProps>>();
window.registered = [];
const registry = {
  registerPreviewStyle(url: string) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    document.head.append(link);
  },
  registerPreviewTemplate(name: string, component: ComponentType<PreviewProps>) {
    templates.set(name, component);
    window.registered = [...templates.keys()];
  },
};
registerPreviews(registry as unknown as CmsApi);

const root = createRoot(document.getElementById('preview')!);
window.showPreview = (collection, entry) => {
  const Template = templates.get(collection);
  if (!Template) throw new Error(`No preview for ${collection}`);
  // The two calls previews make of the app's entry (an Immutable map there).
  const immutableEntry = {
    get: (key: string) => (key === 'data' ? { toJS: () => entry.data } : key === 'path' ? entry.path : undefined),
  };
  const props = {
    entry: immutableEntry,
    getAsset: (source: string) => `/content-images/${source}`,
    document,
    window,
  } as unknown as PreviewProps;
  flushSync(() => root.render(createElement(Template, props)));
};
