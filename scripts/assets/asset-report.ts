/**
 * The JavaScript each page loads, in gzip bytes, for the budget of GUIDE
 * section 4, measured on the built site alone: a page's module scripts and
 * everything they import, plus the chunk of every island the page marks
 * (whether it hydrates on load, on idle or when visible) with everything
 * that chunk imports, at once or later with import(). Site-wide islands
 * travel inside the boot module, so they have no chunk of their own.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteWideIslandNames } from './islands';
import { publicPageFiles } from '../output/page-files';
import { withoutBase } from '../../templates/model/url';
import { modulesOf } from '../../templates/layout/early-input';

export const KB = 1024;

/** Budgets in gzip bytes: pages whose islands are all site-wide, and any page. */
export const JS_BUDGET = { siteWideOnly: 10 * KB, anyPage: 25 * KB } as const;

export interface PageScripts {
  route: string;
  islands: string[];
  /** True when every island of the page is a site-wide one. */
  siteWideOnly: boolean;
  budget: number;
  /** gzip bytes of all the page's scripts. */
  gzip: number;
  files: string[];
}

export interface JsReport {
  budget: typeof JS_BUDGET;
  /** gzip bytes (level 9) of each script file, by URL. */
  files: Record<string, number>;
  /** The boot module with what it imports, the site-wide islands inside it. */
  boot: { files: string[]; gzip: number };
  /** Each other island with the files it adds to the boot module, and their gzip bytes. */
  islands: Record<string, { files: string[]; gzip: number }>;
  pages: PageScripts[];
}

/** Island names marked in a page's HTML. */
export const islandsIn = (html: string) => [
  ...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1] ?? '')),
];

/** Script URLs a page's HTML names: module scripts, module preloads and the modules the early-input script loads. */
export const scriptsIn = (html: string) => [
  ...new Set([
    ...modulesOf(html),
    ...[...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    ),
  ]),
];

/** Reads the built scripts: their gzip sizes and what each imports. */
class ScriptGraph {
  readonly sizes: Record<string, number> = {};
  private readonly sources = new Map<string, string>();

  constructor(private readonly distDir: string) {}

  async source(url: string): Promise<string> {
    let text = this.sources.get(url);
    if (text === undefined) {
      const bytes = await readFile(path.join(this.distDir, url));
      this.sizes[url] = gzipSync(bytes, { level: 9 }).length;
      text = bytes.toString('utf8');
      this.sources.set(url, text);
    }
    return text;
  }

  /** The URLs a script imports: at once (`import ... from "x"`) and, when `lazy`, later (`import("x")`). */
  async closure(start: string, lazy: boolean, into = new Set<string>()): Promise<Set<string>> {
    if (into.has(start)) return into;
    into.add(start);
    const text = await this.source(start);
    const resolve = (specifier: string) => new URL(specifier, `http://site${start}`).pathname;
    const found = [
      ...text.matchAll(/\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*(?:from\s*)?"([^"]+)"/g),
    ];
    if (lazy) found.push(...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g));
    for (const match of found) await this.closure(resolve(match[1] ?? ''), lazy, into);
    return into;
  }

  total(urls: Iterable<string>): number {
    return [...urls].reduce((sum, url) => sum + (this.sizes[url] ?? 0), 0);
  }
}

/** The chunk of each island, read from the boot module's map of `Name: () => import("chunk")`. */
async function islandChunks(graph: ScriptGraph, boot: string): Promise<Map<string, string>> {
  const text = await graph.source(boot);
  return new Map(
    [...text.matchAll(/([\w$]+):\(\)=>import\("([^"]+)"\)/g)].map((match) => [
      match[1] ?? '',
      new URL(match[2] ?? '', `http://site${boot}`).pathname,
    ]),
  );
}

/**
 * Measures every HTML page below distDir; siteWideNames are the islands of islands/site-wide/ (islands.ts);
 * base is the site's base path, which the pages' script addresses start with below a folder.
 */
export async function jsReport(distDir: string, siteWideNames: readonly string[], base = ''): Promise<JsReport> {
  const graph = new ScriptGraph(distDir);
  const htmlFiles = await publicPageFiles(distDir);
  let boot: { url: string; files: Set<string>; chunks: Map<string, string> } | undefined;
  const islands: JsReport['islands'] = {};
  const pages: PageScripts[] = [];

  for (const file of htmlFiles) {
    const html = await readFile(path.join(distDir, file), 'utf8');
    const names = islandsIn(html).sort();
    const files = new Set<string>();
    for (const script of scriptsIn(html).map((url) => withoutBase(base, url))) {
      await graph.closure(script, false, files);
      if (!boot && /\/boot\.[^/]+\.js$/.test(script)) {
        boot = { url: script, files: await graph.closure(script, false), chunks: await islandChunks(graph, script) };
      }
    }
    for (const name of names) {
      if (siteWideNames.includes(name)) continue;
      const chunk = boot?.chunks.get(name);
      if (!chunk)
        throw new Error(
          `${file}: the island "${name}" has no chunk in the boot module's map: no file islands/${name}.tsx.`,
        );
      const own = await graph.closure(chunk, true);
      islands[name] ??= { files: [...own].filter((url) => !boot?.files.has(url)).sort(), gzip: 0 };
      for (const url of own) files.add(url);
    }
    const siteWideOnly = names.every((name) => siteWideNames.includes(name));
    pages.push({
      route: file === '404.html' ? '/404' : `/${file.replace(/(^|\/)index\.html$/, '')}`,
      islands: names,
      siteWideOnly,
      budget: siteWideOnly ? JS_BUDGET.siteWideOnly : JS_BUDGET.anyPage,
      gzip: graph.total(files),
      files: [...files].sort(),
    });
  }
  for (const island of Object.values(islands)) island.gzip = graph.total(island.files);
  const bootFiles = [...(boot?.files ?? [])].sort();
  return {
    budget: JS_BUDGET,
    files: Object.fromEntries(Object.entries(graph.sizes).sort(([a], [b]) => a.localeCompare(b))),
    boot: { files: bootFiles, gzip: graph.total(bootFiles) },
    islands: Object.fromEntries(Object.entries(islands).sort(([a], [b]) => a.localeCompare(b))),
    pages: pages.sort((a, b) => a.route.localeCompare(b.route)),
  };
}

/** Pages over their budget, as "route: N bytes (budget M)". */
export function overBudget(report: Pick<JsReport, 'pages'>): string[] {
  return report.pages
    .filter((page) => page.gzip > page.budget)
    .map((page) => `${page.route}: ${page.gzip} bytes (budget ${page.budget})`);
}

/** The build stage: measures the site in outDir, logs one line, and writes the report as JSON to `file` if given. */
export async function writeJsReport(options: {
  root: string;
  outDir: string;
  /** The site's base path ("" at a host's root). */
  base?: string;
  file?: string | undefined;
  log: (line: string) => void;
}): Promise<JsReport> {
  const report = await jsReport(options.outDir, siteWideIslandNames(options.root), options.base);
  const sizes = report.pages.map((page) => page.gzip);
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const over = overBudget(report);
  let line = `  JavaScript per page ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} KB gzip`;
  if (over.length > 0) line += `; over budget: ${over.join(', ')}`;
  if (options.file) {
    await mkdir(path.dirname(options.file), { recursive: true });
    await writeFile(options.file, `${JSON.stringify(report, null, 2)}\n`);
    line += ` (${path.relative(process.cwd(), options.file)})`;
  }
  options.log(line);
  return report;
}
