/**
 * The first screen's rules cut from the stylesheet (scripts/assets/css-rules.ts)
 * and what a first screen holds (scripts/render/first-screen.ts): the rules
 * kept are those that can apply, on the stylesheet Tailwind writes.
 */
import { describe, expect, it } from 'vitest';
import {
  parseCss,
  printCss,
  rulesFor,
  selectorNeeds,
  withoutTransitions,
  withoutUnused,
  withThemeValues,
} from '../../scripts/assets/css-rules';
import { classesIn, createFirstScreenStyles, usageOf } from '../../scripts/render/first-screen';

const usage = (classes: string[], tags: string[] = []) => ({
  classes: new Set(classes),
  tags: new Set(['html', 'body', ...tags]),
});
const cut = (css: string, classes: string[], tags: string[] = []) =>
  printCss(withoutUnused(rulesFor(parseCss(css), usage(classes, tags), { untouched: true })));

describe('the stylesheet as rules', () => {
  it('prints what it parsed, comments aside', () => {
    const css =
      '/*! licence */@layer theme,base;@layer base{a{color:red}@media (width>=40rem){.md\\:p-4{padding:1rem}}}@property --x{syntax:"*";inherits:false}.a{content:"}{;"}';
    expect(printCss(parseCss(css))).toBe(css.replace('/*! licence */', ''));
  });

  it('reads the classes and elements a selector needs, escapes undone', () => {
    expect(selectorNeeds('.md\\:p-4')).toMatchObject({ classes: ['md:p-4'], tags: [] });
    expect(selectorNeeds('.w-1\\/2')).toMatchObject({ classes: ['w-1/2'] });
    expect(selectorNeeds('.\\32 xl\\:flex')).toMatchObject({ classes: ['2xl:flex'] });
    expect(selectorNeeds('.prose a')).toMatchObject({ classes: ['prose'], tags: ['a'] });
    expect(selectorNeeds(':where(.space-y-1>:not(:last-child))')).toMatchObject({ classes: ['space-y-1'] });
    expect(selectorNeeds('.a:not(.b)')).toMatchObject({ classes: ['a'] });
    expect(selectorNeeds(':is(.a,.b) p')).toMatchObject({ classes: [], tags: ['p'] });
    expect(selectorNeeds('.x[data-state="a b"]')).toMatchObject({ classes: ['x'], tags: [] });
    expect(selectorNeeds('::placeholder')).toMatchObject({ oneOf: [['input', 'textarea']] });
    expect(selectorNeeds('::-webkit-datetime-edit-year-field')).toMatchObject({ oneOf: [['input']] });
    expect(selectorNeeds('::-webkit-inner-spin-button')).toMatchObject({ oneOf: [['input']] });
    expect(selectorNeeds(':-moz-ui-invalid')).toMatchObject({ oneOf: [['input', 'select', 'textarea']] });
  });
});

describe('the rules of a first screen', () => {
  const css =
    '@layer theme{:root,:host{--color-a:#111;--color-b:#222;--unused:1px;--animate-float:float 6s infinite}}' +
    '@layer base{*,:after{box-sizing:border-box}a{color:inherit}table{border-collapse:collapse}::placeholder{opacity:1}' +
    '::-webkit-datetime-edit-day-field{padding-block:0}::-webkit-search-decoration{-webkit-appearance:none}' +
    ':-moz-ui-invalid{box-shadow:none}:-moz-focusring{outline:auto}}' +
    '@layer utilities{.text-a{color:var(--color-a)}.text-b{color:var(--color-b)}.hover\\:text-b:hover{color:var(--color-b)}' +
    '.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0000);box-shadow:var(--tw-shadow)}.animate-float{animation:var(--animate-float)}' +
    '@media (width>=48rem){.md\\:text-b{color:var(--color-b)}}}' +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-other{syntax:"*";inherits:false}' +
    '@keyframes float{50%{transform:translateY(-10px)}}';

  it('keeps the rules of classes and elements it holds, and the rules every element gets', () => {
    const kept = cut(css, ['text-a', 'md:text-b'], ['a']);
    expect(kept).toContain('.text-a{');
    expect(kept).toContain('@media (width>=48rem){.md\\:text-b{');
    expect(kept).toContain('a{color:inherit}');
    expect(kept).toContain('*,:after{box-sizing:border-box}');
    expect(kept).not.toContain('.text-b{');
    expect(kept).not.toContain('table');
    // No form field: the rules of placeholders and of the parts of fields the browser draws go.
    for (const part of ['placeholder', 'datetime', 'search-decoration', 'ui-invalid']) expect(kept).not.toContain(part);
    const withField = cut(css, ['text-a'], ['input']);
    for (const part of ['placeholder', 'datetime', 'search-decoration', 'ui-invalid'])
      expect(withField).toContain(part);
  });

  it('leaves out what only a hovered, focused or pressed element needs', () => {
    expect(cut(css, ['text-a', 'hover:text-b'])).not.toContain('hover');
    expect(cut(css, ['text-a'], ['input'])).not.toContain('focusring');
  });

  it('keeps only the theme variables, @property and @keyframes the kept rules use', () => {
    const kept = cut(css, ['text-a', 'md:text-b', 'shadow']);
    expect(kept).toContain('--color-a:#111');
    expect(kept).toContain('--color-b:#222');
    expect(kept).not.toContain('--unused');
    expect(kept).toContain('@property --tw-shadow{');
    expect(kept).not.toContain('--tw-other');
    expect(kept).not.toContain('@keyframes');
    expect(cut(css, ['text-a'])).not.toContain('--color-b');
    // The animation names its keyframes through a theme variable.
    expect(cut(css, ['animate-float'])).toContain('@keyframes float{');
  });

  it('writes the theme variables it keeps as their values, unless the rules declare them again', () => {
    const theme =
      '@layer theme{:root,:host{--font-sans:system-ui;--default-font:var(--font-sans);--spacing:.25rem;--color-a:#111}}' +
      '@layer base{html{font-family:var(--default-font,serif)}}' +
      '@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}.text-a{color:var(--color-a)}.tint{--color-a:#333}}';
    const kept = printCss(withoutUnused(withThemeValues(parseCss(theme))));
    expect(kept).toContain('html{font-family:var(--default-font,serif)}');
    expect(kept).toContain('.p-4{padding:calc(.25rem * 4)}');
    // Declared again by .tint: its uses keep the name, and the theme keeps its declaration.
    expect(kept).toContain('.text-a{color:var(--color-a)}');
    expect(kept).toContain(':root,:host{--default-font:system-ui;--color-a:#111}');
    expect(kept).not.toContain('--spacing');
    expect(kept).not.toContain('--font-sans');
  });

  it('leaves out transitions, which run only when a value changes, and rules left empty by it', () => {
    const css =
      '@layer utilities{.transition-colors{transition-property:color,background-color;transition-duration:.15s}' +
      '.duration-300{--tw-duration:.3s;transition-duration:.3s}.fade{opacity:1;transition:opacity 1s;color:red}}' +
      '@property --tw-duration{syntax:"*";inherits:false}';
    const kept = printCss(withoutUnused(withoutTransitions(parseCss(css))));
    expect(kept).toBe('@layer utilities{.fade{opacity:1;color:red}}');
  });

  it('brings the colours of every class that follows the first screen, so no light text comes without its background', () => {
    const sheet =
      '@layer utilities{.text-white{color:#fff}.bg-dark{background-color:#000}.p-4{padding:1rem}' +
      '.from-a{--tw-gradient-from:#111}.md\\:bg-x{@media (width>=48rem){background-color:red}}.text-ink{color:#222}}';
    const styles = createFirstScreenStyles(sheet);
    const { css } = styles.styleFor('/', usage(['text-white']), [
      classesIn('<footer class="bg-dark p-4 md:bg-x"><p class="text-white">x</p><i class="from-a"></i></footer>'),
    ]);
    expect(css).toContain('.text-white{color:#fff}');
    expect(css).toContain('.bg-dark{background-color:#000}');
    expect(css).toContain('.md\\:bg-x{@media (width>=48rem){background-color:red}}');
    expect(css).toContain('.from-a{--tw-gradient-from:#111}');
    // Nothing but colours: the rest of what follows shows in the browser's own styles until the stylesheet comes.
    expect(css).not.toContain('padding');
    expect(css).not.toContain('.text-ink');
  });

  it('gives each distinct first screen one style, and each page the hash of its own as a policy source', () => {
    const styles = createFirstScreenStyles(css);
    const one = styles.styleFor('/b', usage(['text-a']), []);
    expect(styles.styleFor('/c', usage(['text-a']), [])).toBe(one);
    const shared = usage(['text-a']);
    expect(styles.styleFor('/d', usage([]), [], shared)).toEqual(one);
    expect(styles.styleFor('/d', usage([]), [], shared)).toBe(styles.styleFor('/e', usage([]), [], shared));
    const two = styles.styleFor('/a', usage(['text-b']), []);
    expect(one.source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(two.source).not.toBe(one.source);
    expect(styles.sourcesByRoute()).toEqual([
      ['/a', two.source],
      ['/b', one.source],
      ['/c', one.source],
      ['/d', one.source],
      ['/e', one.source],
    ]);
  });
});

describe('what a first screen holds', () => {
  it('reads classes and elements, and only the class that hides an element hidden as the page first shows', () => {
    const held = usageOf(
      '<header class="sticky top-0"><a href="/" class="flex"><img src="/l.svg" class="h-10"/>Home</a>' +
        '<svg class="h-6"><path d="M0 0"/></svg>' +
        '<nav class="hidden xl:block"><ul class="flex gap-1"><li>x</li></ul></nav>' +
        '<div id="menu" class="mobile-menu hidden"><ul class="space-y-1"><li><a class="py-3">x</a></li></ul></div>' +
        '<div class="hidden noscript:group-hover:block"><p class="p-2">on hover only</p></div>' +
        '<a href="/site-map" class="hidden min-h-11 noscript:inline-flex">Menu</a>' +
        '</header><main id="main"><h1 class="text-3xl">Title</h1>',
    );
    expect([...held.classes].sort()).toEqual(
      [
        'flex',
        'gap-1',
        'h-10',
        'h-6',
        'hidden',
        'min-h-11',
        'noscript:inline-flex',
        'sticky',
        'text-3xl',
        'top-0',
        'xl:block',
      ].sort(),
    );
    expect([...held.tags].sort()).toEqual(
      ['a', 'body', 'div', 'h1', 'header', 'html', 'img', 'li', 'main', 'nav', 'path', 'svg', 'ul'].sort(),
    );
  });
});
