/**
 * The names a file of content/pages may have. A page's file name and its
 * group folder's name become its address, so each is a lower-case slug
 * (letters, digits, hyphens); an address may not land on a file the build
 * writes itself, and never outside the output folder.
 */
import path from 'node:path';
import { buildOutputNamed } from './build-outputs';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (name: string): boolean => SLUG.test(name);

/** The slug closest to a name: accents dropped, lower case, anything else a hyphen. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A name in content/pages that cannot be an address, and what to do. */
export interface NameMistake {
  found: string;
  expected: string;
  hint: string;
}

export interface NameContext {
  /** The names at the top of public/, copied to the top of the site. */
  publicNames: ReadonlySet<string>;
  /** Whether a folder of content/pages (relative to it) has a _group.yaml. */
  hasGroupFile: (folder: string) => boolean;
}

/**
 * What is wrong with the name of a file of content/pages (relative to it),
 * if anything. A page's file name is checked at the page; a folder's name
 * at its _group.yaml, or at each page in it when it has none.
 */
export function nameMistake(file: string, context: NameContext): NameMistake | undefined {
  const folder = path.posix.dirname(file);
  const base = path.posix.basename(file);
  if (base === '_group.yaml') return folder === '.' ? undefined : folderMistake(folder, context);
  if (!base.endsWith('.md')) return undefined;
  const own = nameOf(base.slice(0, -'.md'.length), folder, 'page', context);
  if (own) return own;
  const segments = folder === '.' ? [] : folder.split('/');
  for (let index = 0; index < segments.length; index++) {
    const sub = segments.slice(0, index + 1).join('/');
    if (context.hasGroupFile(sub)) continue;
    const mistake = folderMistake(sub, context);
    if (mistake) return mistake;
  }
  return undefined;
}

function folderMistake(folder: string, context: NameContext): NameMistake | undefined {
  return nameOf(path.posix.basename(folder), path.posix.dirname(folder), 'folder', context);
}

function nameOf(name: string, parent: string, kind: 'page' | 'folder', context: NameContext): NameMistake | undefined {
  const shown = kind === 'page' ? `${name}.md` : `${name}/`;
  const what = kind === 'page' ? 'file name' : 'folder name';
  const why =
    kind === 'page' ? "the name is the page's address" : 'the name is part of the address of every page in it';
  const taken = parent === '.' ? takenBy(name, context) : undefined;
  if (taken) {
    return {
      found: `the ${what} "${shown}": its address /${name} is where the build writes ${taken}`,
      expected: 'an address the build does not use for its own files',
      hint: `Choose another name, like ${suggestion(`${slugOf(name)}-page`, kind)}.`,
    };
  }
  if (isSlug(name)) return undefined;
  const slug = slugOf(name);
  const usable = slug !== '' && !(parent === '.' && takenBy(slug, context));
  return {
    found: `the ${what} "${shown}"`,
    expected: 'a name of lower-case letters, digits and hyphens, like tax-clearance.md',
    hint: usable
      ? `Rename it to ${suggestion(slug, kind)}: ${why}, where spaces, capitals, accents, dots and signs like ? # % _ do not work.`
      : `Rename it with lower-case letters, digits and hyphens, like tax-clearance.md: ${why}.`,
  };
}

const suggestion = (slug: string, kind: 'page' | 'folder') => (kind === 'page' ? `${slug}.md` : `${slug}/`);

function takenBy(name: string, context: NameContext): string | undefined {
  const output = buildOutputNamed(name);
  if (output) return output;
  if (context.publicNames.has(name)) return `public/${name}, copied to the top of the site`;
  return undefined;
}

/** True when a route's HTML file lies inside the output folder (it never does for "/..", for example). */
export function routeStaysInside(route: string): boolean {
  if (!route.startsWith('/') || route.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  const out = '/out';
  const file = path.posix.resolve(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  return file.startsWith(`${out}/`);
}
