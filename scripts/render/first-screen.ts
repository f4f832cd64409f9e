/**
 * The styles of a page's first screen, inline in its <head>: the page
 * shows as soon as its HTML has come, without waiting for the stylesheet,
 * which a phone on a slow link asks for in a round trip of its own.
 *
 * The first screen is the page's HTML up to the mark the layouts put after
 * the block that follows its hero (templates/layout/FirstScreenEnd.tsx):
 * the browser paints it styled by the inline rules, before the stylesheet is
 * even asked for, and shows the rest once the stylesheet has come
 * (LATER_HIDDEN_RULE, added to every inline style, hides it meanwhile). The
 * inline rules are those of the stylesheet that can apply to the elements up
 * to there (scripts/assets/css-rules.ts), so both style the first screen
 * alike and nothing moves when the stylesheet comes
 * (tests/browser/first-screen.test.ts).
 * Left out, as nothing needs them before the visitor acts: elements hidden
 * at every width (the menus until opened), the rules of hovered, focused
 * or pressed elements, and transitions. A menu opened before the stylesheet
 * has come shows as a plain list of links; a key pressed sooner focuses as
 * the browser shows focus.
 *
 * What follows the first screen shows with these rules alone when the
 * stylesheet fails or is late (early-input.ts): so that no text is then
 * left light on a light page, or dark on a dark band, the rules that colour
 * a text or its background come for every class of the page that has one
 * (`later`, colourClassesOf), not only for the first screen's: a light text
 * always comes with its dark background. The rest of those parts shows in
 * the browser's own styles until the stylesheet comes.
 *
 * Each distinct set of rules is allowed by its hash in the page's policy:
 * its meta tag, and its own rule in _headers (`sourcesByRoute`), which
 * names that page's hash alone.
 */
import { createHash } from 'node:crypto';
import { LATER_HIDDEN_RULE } from '../../templates/layout/early-input';
import {
  parseCss,
  printCss,
  rulesFor,
  selectorNeeds,
  splitSelectors,
  withoutTransitions,
  withoutUnused,
  withThemeValues,
  type CssNode,
  type Usage,
} from '../assets/css-rules';

export type { Usage } from '../assets/css-rules';

/** A page's inline style: its text, and the policy source that allows it. */
export interface InlineStyle {
  css: string;
  source: string;
}

export interface FirstScreenStyles {
  /**
   * The inline style for the first screen of the page at `route`, holding what `own` holds, and what `shared`
   * holds: the part many pages share (the chrome of shared-chrome.tsx), told apart by its object, so it is read once;
   * with the colours of the classes of `later`, what follows the first screen (classesIn).
   */
  styleFor: (route: string, own: Usage, later: readonly Usage[], shared?: Usage) => InlineStyle;
  /** The policy source of each page's inline style given so far, by route, sorted by route. */
  sourcesByRoute: () => StyleSources;
}

/** Each page's route with the policy source that allows its first screen's inline style. */
export type StyleSources = Array<[route: string, source: string]>;

/** Sorts style sources by route, so _headers lists the pages in the same order whatever rendered them. */
export const sortedByRoute = (sources: StyleSources): StyleSources =>
  sources.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** A usage as text, the same for the same classes and elements. */
const keyOf = (usage: Usage) => `${[...usage.classes].sort().join(' ')}|${[...usage.tags].sort().join(' ')}`;

/** A declaration that colours a text or what lies behind it. */
const COLOURING = /(?:^|;)\s*(?:color|background(?:-color|-image)?|--tw-gradient-[\w-]+)\s*:/;

/** The classes whose rules colour a text or its background, anywhere in the stylesheet (inside @media too). */
export function colourClassesOf(nodes: readonly CssNode[], owners: readonly string[] = []): Set<string> {
  const found = new Set<string>();
  for (const node of nodes) {
    if (node.kind === 'statement') continue;
    const own = node.prelude.startsWith('@') ? undefined : splitSelectors(node.prelude);
    if (node.kind === 'rules') for (const name of colourClassesOf(node.children, own ?? owners)) found.add(name);
    else if (node.kind === 'declarations' && COLOURING.test(node.body))
      for (const selector of own ?? owners) for (const name of selectorNeeds(selector).classes) found.add(name);
  }
  return found;
}

/** The relative luminance (WCAG) of a colour written in hex, with its opacity; undefined for any other form. */
function luminanceOf(value: string): { luminance: number; alpha: number } | undefined {
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(value.trim())?.[1];
  if (!hex) return undefined;
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
  const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => Number.parseInt(pair, 16));
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return { luminance: 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b), alpha: a / 255 };
}

/** Below it a colour is dark: black text on it reads worse than white; above it, light. */
const MIDDLE_LUMINANCE = 0.179;

/**
 * Whether a declaration is needed so that no text is left unreadable without the stylesheet: a light text
 * colour (on a light page it needs its background), a dark or unknown background, a gradient. A dark text
 * reads on the page's light ground, and a light background is the page's own, so they can wait.
 */
function keepsTextReadable(declaration: string): boolean {
  const [, property = '', value = ''] = /^\s*([\w-]+)\s*:([\s\S]*)$/.exec(declaration) ?? [];
  const colour = luminanceOf(value);
  if (property === 'color') return !colour || colour.luminance > MIDDLE_LUMINANCE;
  if (property === 'background-color') return !colour || (colour.luminance <= MIDDLE_LUMINANCE && colour.alpha >= 0.5);
  return true;
}

/** Whether a selector of the list needs no class but those of the usage. */
const ownedBy = (prelude: string, usage: Usage) =>
  splitSelectors(prelude).some((selector) => selectorNeeds(selector).classes.every((name) => usage.classes.has(name)));

/**
 * The rules as they are where a selector can match within `own`; elsewhere only their declarations that
 * keep a text readable (a light text colour, a dark background), and nothing of a rule left without one.
 */
function coloursOnlyBeyond(nodes: readonly CssNode[], own: Usage, whole = false): CssNode[] {
  return nodes.flatMap((node): CssNode[] => {
    if (node.kind === 'statement') return [node];
    const plain = !node.prelude.startsWith('@');
    const kept = whole || (plain && ownedBy(node.prelude, own));
    if (node.kind === 'rules') {
      const children = coloursOnlyBeyond(node.children, own, kept);
      return children.length > 0 ? [{ ...node, children }] : [];
    }
    if (kept || (!plain && !node.prelude.startsWith('@media') && !node.prelude.startsWith('@supports'))) return [node];
    const body = node.body
      .split(';')
      .filter((declaration) => COLOURING.test(declaration) && keepsTextReadable(declaration));
    return body.length > 0 ? [{ ...node, body: body.join(';') }] : [];
  });
}

/** The classes of rendered HTML, and no element names: what follows a first screen, for its colours. */
export function classesIn(html: string): Usage {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/ class="([^"]*)"/g)) for (const name of list!.split(' ')) classes.add(name);
  return { classes, tags: new Set() };
}

export function createFirstScreenStyles(stylesheet: string): FirstScreenStyles {
  const rules: CssNode[] = parseCss(stylesheet);
  const colouring = colourClassesOf(rules);
  /** The classes of `later` that colour something, as a usage of their own. */
  const coloursOf = (later: readonly Usage[]): Usage => {
    const classes = new Set<string>();
    for (const usage of later) for (const name of usage.classes) if (colouring.has(name)) classes.add(name);
    return { classes, tags: new Set() };
  };
  // Pages of one template hold the same classes: a site has a handful of distinct first screens.
  const byUsage = new Map<string, InlineStyle>();
  const styleOf = (usages: readonly Usage[], colours: Usage): InlineStyle => {
    const key = `${usages.map(keyOf).join('\n')}\n${keyOf(colours)}`;
    let style = byUsage.get(key);
    if (!style) {
      const classes = new Set(usages.flatMap((usage) => [...usage.classes]));
      const tags = new Set(usages.flatMap((usage) => [...usage.tags]));
      const own = { classes, tags };
      const all = { classes: new Set([...classes, ...colours.classes]), tags };
      const css =
        printCss(
          withoutUnused(
            withoutTransitions(coloursOnlyBeyond(withThemeValues(rulesFor(rules, all, { untouched: true })), own)),
          ),
        ) + LATER_HIDDEN_RULE;
      // Inside <style>, this text would end the element: the rest would show as the page's text.
      if (/<\/style/i.test(css)) throw new Error('The stylesheet holds the text "</style", which cannot go inline.');
      style = { css, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
      byUsage.set(key, style);
    }
    return style;
  };
  // The styles of pages with a shared part, by that part and then by the page's own key.
  const withShared = new WeakMap<Usage, Map<string, InlineStyle>>();
  const styleWith = (own: Usage, colours: Usage, shared: Usage | undefined): InlineStyle => {
    if (!shared) return styleOf([own], colours);
    let styles = withShared.get(shared);
    if (!styles) {
      styles = new Map();
      withShared.set(shared, styles);
    }
    // In the order found: pages of one template find their classes in the same order, and sorting would cost more.
    const key = `${[...own.classes].join(' ')}|${[...own.tags].join(' ')}|${keyOf(colours)}`;
    let style = styles.get(key);
    if (!style) {
      style = styleOf([shared, own], colours);
      styles.set(key, style);
    }
    return style;
  };
  const sourceByRoute = new Map<string, string>();
  return {
    styleFor(route, own, later, shared) {
      const style = styleWith(own, coloursOf(later), shared);
      sourceByRoute.set(route, style.source);
      return style;
    },
    sourcesByRoute: () => sortedByRoute([...sourceByRoute]),
  };
}

/** Elements that have no end tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * A class that may show an element `hidden` hides, as the page first shows: a display under a variant that is
 * not something the visitor does (from some width on, `noscript:`, `print:`), such as `xl:block`, `noscript:flex`.
 */
const SHOWN_BY_A_VARIANT =
  /^(?:[\w[\]=-]+:)+(block|inline|inline-block|flex|inline-flex|grid|inline-grid|table|contents|flow-root)$/;
const ON_INTERACTION = /(^|:)(group-|peer-)?(hover|focus|focus-visible|focus-within|active|open|checked)(\/[\w-]+)?:/;
const mayShow = (className: string) => SHOWN_BY_A_VARIANT.test(className) && !ON_INTERACTION.test(className);

/** A start or end tag of React's HTML, which escapes `>` in attribute values. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;

/**
 * The classes and element names in rendered HTML (React's: attributes quoted, `<` and `>` escaped). An element with
 * the class `hidden` and nothing showing it at some width counts as itself only: what it holds is hidden.
 */
export function usageOf(html: string): Usage {
  const classes = new Set<string>();
  const tags = new Set<string>(['html', 'body']);
  /** Open elements, and whether each hides what it holds. */
  const open: Array<{ name: string; hides: boolean }> = [];
  let hiddenDepth = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [tag, closing, rawName, attributes = ''] = match;
    const name = rawName!.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((element) => element.name === name);
      if (at === -1) continue;
      for (const element of open.splice(at)) if (element.hides) hiddenDepth -= 1;
      continue;
    }
    const classAt = attributes.indexOf(' class="');
    const names = classAt === -1 ? [] : attributes.slice(classAt + 8, attributes.indexOf('"', classAt + 8)).split(' ');
    const hides = names.includes('hidden') && !names.some(mayShow);
    if (hiddenDepth === 0) {
      tags.add(name);
      if (hides) classes.add('hidden');
      else for (const className of names) if (className) classes.add(className);
    }
    if (tag.endsWith('/>') || VOID_ELEMENTS.has(name)) continue;
    open.push({ name, hides });
    if (hides) hiddenDepth += 1;
  }
  return { classes, tags };
}
