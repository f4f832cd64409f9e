/**
 * Renders pages with the site chrome (header, footer, everything around
 * <main>) made once and reused, where it is the same from page to page.
 *
 * The chrome is shared only by pages of one group that its menus do not
 * list (past MENU_LIMIT): no menu link is theirs, so the header marks only
 * their group, the same for all of them, and the route appears only where
 * the header is told the current route. The first two such pages of a group are rendered in full;
 * if their chrome is the same but for the route, it becomes the group's
 * template, and later pages get it with their own route put in. Otherwise,
 * and for every other page, the page is rendered as renderPage would.
 * A page comes as pieces to write one after another: the chrome's text is
 * encoded once for all the pages that share it, which spares each page
 * most of its encoding (about a third of the cost of a page).
 * The result is byte for byte what renderPage gives
 * (tests/build/shared-chrome.test.ts compares the two).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type RenderContext } from '../../templates/context';
import { MENU_LIMIT, placementOf } from '../../templates/layout/nav';
import { readScopeOf, type ReadScope } from '../../templates/per-model';
import { SiteLayout } from '../../templates/layout/SiteLayout';
import { PageContent } from '../../templates/pages/PageView';
import { RenderError } from '../problems/errors';
import type { Page } from '../content/model';
import type { HtmlPieces } from '../output/output';
import { contextOf, documentParts, firstScreenOf, renderPage, type RenderInput } from './render';
import { classesIn, usageOf, type FirstScreenStyles, type Usage } from './first-screen';
import { isTurnedOff } from '../shared/speed-devices';

/** Where the page's content goes in the rendered chrome; a text React leaves as it is. */
const SLOT = '\u0000page-content\u0000';
/** Routes that read the same in HTML text, attributes and JSON, so they can be put in as they are. */
const PLAIN_ROUTE = /^\/[\w/.~-]*$/;

interface Chrome {
  /** The HTML before and after the content, cut at each place the route appears. */
  before: string[];
  after: string[];
  /** The same, encoded as UTF-8. */
  beforeBytes: Uint8Array[];
  afterBytes: Uint8Array[];
  /** Islands of the chrome that hydrate on load, before and after the content. */
  eagerBefore: string[];
  eagerAfter: string[];
  /** What the chrome before the content holds, for the first screen's style. */
  usageBefore: Usage;
  /** The classes of the chrome after the content, for the colours of what follows the first screen. */
  classesAfter: Usage;
  /** What rendering it read of a model whose reads are recorded (track-reads.ts). */
  reads?: unknown;
}

export interface PageRenderer {
  render: (page: Page) => HtmlPieces;
  /** How many pages got a shared chrome. */
  readonly spliced: number;
}

export function createPageRenderer(input: RenderInput): PageRenderer {
  // Per share key: the first page's chrome, then the template (or null when pages differ).
  const firstChrome = new Map<string, Chrome>();
  const templates = new Map<string, Chrome | null>();
  // A model whose reads are recorded: a chrome's reads are captured once, and count for every page given it.
  const scope = readScopeOf(input.model);
  let spliced = 0;
  const render = (page: Page): HtmlPieces => {
    const key = shareKey(input, page);
    if (key === undefined || isTurnedOff('shared-chrome')) return [renderPage(input, page)];
    try {
      const template = templates.get(key);
      if (template === null) return [renderPage(input, page)];
      const context = contextOf(input, page);
      if (template) {
        spliced += 1;
        if (template.reads !== undefined) scope?.include(template.reads);
        return assemble(input, context, template, page.route);
      }
      const chrome = scope ? capturedChrome(scope, context) : chromeOf(context);
      const first = firstChrome.get(key);
      if (!first) firstChrome.set(key, chrome);
      // The pages given the template depend on what both chromes read: either changing could end the sharing.
      else templates.set(key, sameChrome(first, chrome) ? { ...first, reads: bothReads(scope, first, chrome) } : null);
      return assemble(input, contextOf(input, page), chrome, page.route);
    } catch (error) {
      throw error instanceof RenderError ? error : new RenderError(page.route, error);
    }
  };
  return {
    render,
    get spliced() {
      return spliced;
    },
  };
}

/** Pages that may share their chrome share this key; undefined for pages rendered on their own. */
function shareKey(input: RenderInput, page: Page): string | undefined {
  const placement = placementOf(input.model, page);
  if (!placement || placement.index < MENU_LIMIT || !PLAIN_ROUTE.test(page.route)) return undefined;
  return `${placement.group.id} ${page.layout}`;
}

/** What two chromes read, as one set of reads counted for each page given the template. */
function bothReads(scope: ReadScope | undefined, a: Chrome, b: Chrome): unknown {
  if (!scope) return undefined;
  return scope.capture(() => {
    scope.include(a.reads);
    scope.include(b.reads);
  }).reads;
}

/** The chrome of a page, with what rendering it read of the model. */
function capturedChrome(scope: ReadScope, context: RenderContext): Chrome {
  const { value, reads } = scope.capture(() => chromeOf(context));
  return { ...value, reads };
}

/** The chrome of a page, rendered around a slot and cut at the slot and at the route. */
function chromeOf(context: RenderContext): Chrome {
  let eagerBefore: string[] = [];
  // biome-ignore lint/correctness/noComponentHookFactories: one slot component per render, made to note which islands came before it
  const Slot = () => {
    eagerBefore = [...context.eagerIslands];
    return SLOT;
  };
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={context}>
      <SiteLayout>
        <Slot />
      </SiteLayout>
    </SiteContext.Provider>,
  );
  const [before = '', after = '', ...more] = html.split(SLOT);
  if (more.length > 0) throw new Error('The page content slot appeared more than once in the site chrome.');
  const route = context.page.route;
  const encode = (parts: string[]) => parts.map((part) => Buffer.from(part));
  return {
    before: before.split(route),
    after: after.split(route),
    beforeBytes: encode(before.split(route)),
    afterBytes: encode(after.split(route)),
    eagerBefore,
    eagerAfter: [...context.eagerIslands].filter((name) => !eagerBefore.includes(name)),
    usageBefore: usageOf(before),
    classesAfter: classesIn(after),
  };
}

function sameChrome(a: Chrome, b: Chrome): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((item, index) => item === y[index]);
  return (
    same(a.before, b.before) &&
    same(a.after, b.after) &&
    same(a.eagerBefore, b.eagerBefore) &&
    same(a.eagerAfter, b.eagerAfter)
  );
}

/** The document of a page: the chrome with its route, the page's content in the slot. */
function assemble(input: RenderInput, context: RenderContext, chrome: Chrome, route: string): HtmlPieces {
  for (const name of chrome.eagerBefore) context.eagerIslands.add(name);
  const content = renderToStaticMarkup(
    <SiteContext.Provider value={context}>
      <PageContent />
    </SiteContext.Provider>,
  );
  for (const name of chrome.eagerAfter) context.eagerIslands.add(name);
  // Only builds that inline the first screen's style mark where it ends (the dev server's pages do not).
  const style = input.firstScreen && firstScreenStyle(input.firstScreen, content, route, chrome);
  const [head, tail] = documentParts(context, style);
  return [head, ...withRoute(chrome.beforeBytes, route), content, ...withRoute(chrome.afterBytes, route), tail];
}

/** The inline style of a page's first screen, given its content rendered apart from the chrome. */
function firstScreenStyle(firstScreen: FirstScreenStyles, content: string, route: string, chrome: Chrome) {
  const first = firstScreenOf(content, route);
  const later = [classesIn(content.slice(first.length)), chrome.classesAfter];
  return firstScreen.styleFor(route, usageOf(first), later, chrome.usageBefore);
}

/** Parts cut at the route, with the route put back between them. */
function withRoute(parts: readonly Uint8Array[], route: string): Array<string | Uint8Array> {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [route, part]));
}
