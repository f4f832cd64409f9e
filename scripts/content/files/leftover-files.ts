/**
 * Files that editors' tools and computers leave beside the ones they edit:
 * a Mac's folder settings, an editor's swap file or backup copy, a lock
 * file, what a merge leaves. Nobody means them as pages: the build and the
 * check leave them out and name each in a warning, so they can be deleted
 * without a publish waiting on them.
 */

/** What the file is, for the warning; undefined for a file of the site's own. */
export function leftoverKind(base: string): string | undefined {
  if (/^\.DS_Store$|^\._/.test(base)) return "a Mac's folder settings (Finder)";
  if (/^(Thumbs\.db|desktop\.ini)$/i.test(base)) return "Windows' folder settings";
  if (/\.sw[a-p]$/.test(base) && base.startsWith('.')) return "a text editor's swap file (Vim)";
  if (/^\.#|^#.*#$/.test(base)) return "a text editor's lock or autosave file (Emacs)";
  if (/^~\$/.test(base) || /^~/.test(base)) return "an editor's backup or lock file";
  if (/~$/.test(base)) return "a text editor's backup copy";
  if (/\.(orig|rej)$/i.test(base)) return 'what a merge of two versions left';
  if (/\.(bak|tmp)$/i.test(base)) return 'a backup or temporary copy';
  return undefined;
}

/** The warning for a leftover file, named by the path messages show. */
export const leftoverHint = (kind: string) =>
  `It is ${kind}, not a page: the build leaves it out. Delete it to tidy the folder.`;
