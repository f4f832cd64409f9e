/**
 * The build's Markdown renderer (markdown-html.ts) in the browser: md4w's
 * WebAssembly comes with the editor's files, and is fetched and compiled
 * once, when the previews first need it.
 */
import { init } from 'md4w';
// The package's exports do not name its WebAssembly files; the bundler copies this one beside the app.
import md4wWasm from '../../../node_modules/md4w/js/md4w-small.wasm';
import { renderMarkdown } from '../../render/markdown-html';

let loading: Promise<(source: string) => string> | undefined;

/** The renderer, once md4w is ready. The bundler gives the file's address relative to the module importing it. */
export function loadMarkdown(): Promise<(source: string) => string> {
  loading ??= fetch(new URL(md4wWasm, import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`${md4wWasm} answered ${response.status}`);
      return response.arrayBuffer();
    })
    .then((bytes) => init(new Uint8Array(bytes)))
    .then(() => renderMarkdown);
  return loading;
}
