/**
 * The site's stylesheet as a tree of rules, and the part of it that can
 * apply to a given set of elements: the rules whose selectors need only
 * classes and element names found there. It is how a page's first screen
 * gets its styles inline (scripts/render/first-screen.ts), cut from the
 * one stylesheet the build made, so the two never disagree.
 *
 * Made for the stylesheet Tailwind and Lightning CSS write (templates/site.css
 * compiled), not for any CSS: at-rules with blocks (@layer, @media,
 * @supports, @starting-style) hold rules; @property, @keyframes and
 * @font-face hold declarations. When in doubt a rule is kept: a rule too
 * many costs bytes, a rule too few would show the first screen unstyled.
 */

/** A statement (`@layer a, b;`), a block of declarations, or a block of rules. */
export type CssNode =
  | { kind: 'statement'; text: string }
  | { kind: 'declarations'; prelude: string; body: string }
  | { kind: 'rules'; prelude: string; children: CssNode[] };

/** What a page part holds: its classes and its element names. */
export interface Usage {
  classes: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

/** At-rules whose block holds declarations rather than rules. */
const DECLARATION_AT_RULES = /^@(property|keyframes|font-face|page|counter-style|font-feature-values)\b/;

/** The index just past the string that opens at `start` (its quote included). */
function endOfString(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The index of the brace closing the block whose opening brace is at `open`; whether it holds blocks. */
function closingBrace(css: string, open: number): { close: number; nested: boolean } {
  let depth = 1;
  let nested = false;
  let index = open + 1;
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = endOfString(css, index);
      continue;
    }
    if (char === '/' && css[index + 1] === '*') {
      index = css.indexOf('*/', index + 2) + 2 || css.length;
      continue;
    }
    if (char === '{') {
      depth += 1;
      nested = true;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return { close: index, nested };
    }
    index += 1;
  }
  throw new Error(`The stylesheet has a block opened at character ${open} and never closed.`);
}

export function parseCss(css: string, from = 0, to = css.length): CssNode[] {
  const nodes: CssNode[] = [];
  let start = from;
  let index = from;
  while (index < to) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = endOfString(css, index);
    } else if (char === '/' && css[index + 1] === '*') {
      // A comment: dropped (the licence banner included; the full stylesheet keeps it).
      const end = css.indexOf('*/', index + 2);
      index = end === -1 ? to : end + 2;
      start = index;
    } else if (char === ';') {
      const text = css.slice(start, index + 1).trim();
      if (text !== ';') nodes.push({ kind: 'statement', text });
      index += 1;
      start = index;
    } else if (char === '{') {
      const prelude = css.slice(start, index).trim();
      const { close, nested } = closingBrace(css, index);
      if (nested && !DECLARATION_AT_RULES.test(prelude))
        nodes.push({ kind: 'rules', prelude, children: parseCss(css, index + 1, close) });
      else nodes.push({ kind: 'declarations', prelude, body: css.slice(index + 1, close) });
      index = close + 1;
      start = index;
    } else index += 1;
  }
  return nodes;
}

export function printCss(nodes: readonly CssNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'statement') out += node.text;
    else if (node.kind === 'declarations') out += `${node.prelude}{${node.body}}`;
    else out += `${node.prelude}{${printCss(node.children)}}`;
  }
  return out;
}

/** The selectors of a list, split at its top-level commas. */
export function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '\\') index += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
}

/**
 * The selector without what need not be on the page for it to match: the insides of :not() and :has(),
 * of :is() and :where() listing alternatives, and attribute values (which may hold anything).
 */
function requiredPart(selector: string): string {
  let out = '';
  let index = 0;
  while (index < selector.length) {
    const char = selector[index]!;
    if (char === '\\') {
      out += selector.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (char === '[') {
      let end = index + 1;
      while (end < selector.length && selector[end] !== ']') end += selector[end] === '\\' ? 2 : 1;
      out += '[]';
      index = end + 1;
      continue;
    }
    const pseudo = /^:(not|has|is|where|matches|-webkit-any)\(/.exec(selector.slice(index));
    if (pseudo) {
      let depth = 1;
      let end = index + pseudo[0].length;
      while (end < selector.length && depth > 0) {
        if (selector[end] === '\\') end += 1;
        else if (selector[end] === '(') depth += 1;
        else if (selector[end] === ')') depth -= 1;
        end += 1;
      }
      const inside = selector.slice(index + pseudo[0].length, end - 1);
      const name = pseudo[1]!;
      // :is(.a) and :where(.a > b) need what they hold; a list of alternatives needs none of it for sure.
      const alternatives = splitSelectors(inside).length > 1;
      out += name === 'not' || name === 'has' || alternatives ? ' ' : ` ${requiredPart(inside)} `;
      index = end;
      continue;
    }
    out += char;
    index += 1;
  }
  return out;
}

/** A CSS identifier as written in a selector, its escapes undone (`md\:p-4` → `md:p-4`, `\32 xl` → `2xl`). */
function unescapeIdentifier(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, escaped: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(escaped) ? String.fromCodePoint(Number.parseInt(escaped, 16)) : escaped,
  );
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g;
/** An element name: at the start of a compound, not part of a class, id, pseudo-class or attribute. */
const TYPE = /(?:^|[\s>+~(])([a-zA-Z][a-zA-Z0-9-]*)/g;
/** Pseudo-elements (and pseudo-classes) that exist only on some elements: one of these must be on the page. */
const PSEUDO_OF: ReadonlyArray<[RegExp, string[]]> = [
  [/^file-selector-button$/, ['input']],
  [/^placeholder$/, ['input', 'textarea']],
  [/^backdrop$/, ['dialog']],
  // The parts of form fields the browser draws itself: date and time fields, spin buttons, search decorations.
  [
    /^-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-)/,
    ['input'],
  ],
  [/^-moz-ui-invalid$/, ['input', 'select', 'textarea']],
];
const ownersOf = (name: string) => PSEUDO_OF.find(([pattern]) => pattern.test(name))?.[1];

/**
 * What a selector needs on the page to match anything: every class of `classes`, every element name of
 * `tags`, and for each list of `oneOf`, one of its element names.
 */
export function selectorNeeds(selector: string): { classes: string[]; tags: string[]; oneOf: string[][] } {
  const part = requiredPart(selector);
  const classes = [...part.matchAll(CLASS)].map((match) => unescapeIdentifier(match[1]!));
  const oneOf: string[][] = [];
  for (const [, name] of part.matchAll(/::?([\w-]+)/g)) {
    const owners = ownersOf(name!);
    if (owners) oneOf.push(owners);
  }
  const plain = part
    .replace(CLASS, ' ')
    .replace(/::?[\w-]+/g, ' ')
    .replace(/#[\w-]+/g, ' ');
  const tags = [...plain.matchAll(TYPE)].map((match) => match[1]!.toLowerCase());
  return { classes, tags, oneOf };
}

/** A pseudo-class of something the visitor does: no element is in such a state when the page first shows. */
const INTERACTION = /:(hover|focus|focus-visible|focus-within|active|-moz-focusring)(?![\w-])/;

/** Whether any selector of the list can match an element of the page part (as it first shows, with `untouched`). */
function matchesSome(prelude: string, usage: Usage, untouched: boolean): boolean {
  return splitSelectors(prelude).some((selector) => {
    if (untouched && INTERACTION.test(requiredPart(selector))) return false;
    const { classes, tags, oneOf } = selectorNeeds(selector);
    return (
      classes.every((name) => usage.classes.has(name)) &&
      tags.every((name) => usage.tags.has(name)) &&
      oneOf.every((names) => names.some((name) => usage.tags.has(name)))
    );
  });
}

/**
 * The rules that can apply to the page part; at-rules left empty go. With `untouched`, only as the part first
 * shows: not the rules of hovered, focused or pressed elements.
 */
export function rulesFor(nodes: readonly CssNode[], usage: Usage, { untouched = false } = {}): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'statement') kept.push(node);
    else if (node.prelude.startsWith('@')) {
      if (node.kind === 'declarations') kept.push(node);
      else {
        const children = rulesFor(node.children, usage, { untouched });
        if (children.length > 0) kept.push({ ...node, children });
      }
    } else if (matchesSome(node.prelude, usage, untouched)) {
      kept.push(node.kind === 'rules' ? { ...node, children: rulesFor(node.children, usage, { untouched }) } : node);
    }
  }
  return kept;
}

/** Rules that declare custom properties for every element (the theme, the fallbacks of @property), not a utility. */
const DECLARES_FOR_ALL = /^(:root|:host|\*|:before|:after|::before|::after|::backdrop)$/;

/**
 * The rules without the custom properties, @property and @keyframes nothing in them uses. Only what is
 * declared for every element goes (the theme's variables, their fallbacks); a utility's own declarations stay.
 */
export function withoutUnused(nodes: readonly CssNode[]): CssNode[] {
  let current = [...nodes];
  // A variable may be used only by another variable that goes: repeat until nothing more goes.
  for (;;) {
    const text = printCss(current);
    const used = new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
    // Keyframes are named in values: of animation, or of a variable it reads (Tailwind's --animate-*).
    const animations = printCss(
      current.filter((node) => !(node.kind === 'declarations' && node.prelude.startsWith('@keyframes'))),
    );
    const next = prune(current, used, animations);
    if (printCss(next).length === text.length) return next;
    current = next;
  }
}

function prune(nodes: readonly CssNode[], used: ReadonlySet<string>, animations: string): CssNode[] {
  return nodes.flatMap((node): CssNode[] => {
    if (node.kind === 'statement') return [node];
    if (node.kind === 'rules') {
      const children = prune(node.children, used, animations);
      return children.length > 0 ? [{ ...node, children }] : [];
    }
    const property = /^@property\s+(--[\w-]+)/.exec(node.prelude);
    if (property) return used.has(property[1]!) ? [node] : [];
    const keyframes = /^@keyframes\s+([\w-]+)/.exec(node.prelude);
    if (keyframes) return new RegExp(`[:\\s,]${keyframes[1]}(?=[\\s,;}!]|$)`).test(animations) ? [node] : [];
    if (!splitSelectors(node.prelude).every((selector) => DECLARES_FOR_ALL.test(selector))) return [node];
    const declarations = node.body.split(';').filter((declaration) => {
      const custom = /^\s*(--[\w-]+)\s*:/.exec(declaration);
      return declaration.trim() !== '' && (!custom || used.has(custom[1]!));
    });
    return declarations.length > 0 ? [{ ...node, body: declarations.join(';') }] : [];
  });
}

/** A declaration of how a change is animated: a transition's, or the variables Tailwind keeps its timing in. */
const TRANSITION_DECLARATION = /^\s*(transition(-[\w-]+)?|--tw-duration|--tw-ease)\s*:/;

/**
 * The rules without their transitions. A transition runs only when a value changes, and on a first screen
 * nothing changes before the stylesheet comes (its scripts wait for it, and the rules of hovered or focused
 * elements are not there): the stylesheet brings them in time. Rules left with no declaration go.
 */
export function withoutTransitions(nodes: readonly CssNode[]): CssNode[] {
  return nodes.flatMap((node): CssNode[] => {
    if (node.kind === 'statement') return [node];
    if (node.kind === 'rules') {
      const children = withoutTransitions(node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    }
    if (node.prelude.startsWith('@')) return [node];
    const declarations = node.body.split(';').filter((declaration) => !TRANSITION_DECLARATION.test(declaration));
    return declarations.some((declaration) => declaration.trim() !== '')
      ? [{ ...node, body: declarations.join(';') }]
      : [];
  });
}

/**
 * The rules with the theme's variables written as their values. The theme
 * declares each once, for every element (`@layer theme{:root,:host{…}}`);
 * where nothing in the rules declares it again, each use can say the value
 * itself, and the theme's declaration then goes as unused (withoutUnused):
 * about 400 B gzip less on each page's first screen. A variable the rules
 * declare anywhere else keeps its name, as its value may differ there.
 */
export function withThemeValues(nodes: readonly CssNode[]): CssNode[] {
  const theme = new Map<string, string>();
  const declaredElsewhere = new Set<string>();
  const collect = (list: readonly CssNode[], inTheme: boolean) => {
    for (const node of list) {
      if (node.kind === 'rules') collect(node.children, inTheme || node.prelude === '@layer theme');
      else if (node.kind === 'declarations' && !node.prelude.startsWith('@'))
        for (const declaration of node.body.split(';')) {
          const custom = /^\s*(--[\w-]+)\s*:([\s\S]*)$/.exec(declaration);
          if (!custom) continue;
          const forAll = splitSelectors(node.prelude).every((selector) => DECLARES_FOR_ALL.test(selector));
          if (inTheme && forAll && !theme.has(custom[1]!)) theme.set(custom[1]!, custom[2]!.trim());
          else declaredElsewhere.add(custom[1]!);
        }
    }
  };
  collect(nodes, false);
  for (const name of declaredElsewhere) theme.delete(name);
  // A theme value may itself name a theme variable (--default-font-family: var(--font-sans)).
  const resolve = (text: string): string => {
    const next = text.replace(/var\((--[\w-]+)\)/g, (use, name: string) => theme.get(name) ?? use);
    return next === text ? text : resolve(next);
  };
  const rewrite = (list: readonly CssNode[]): CssNode[] =>
    list.map((node) =>
      node.kind === 'rules'
        ? { ...node, children: rewrite(node.children) }
        : node.kind === 'declarations'
          ? { ...node, body: resolve(node.body) }
          : node,
    );
  return rewrite(nodes);
}
