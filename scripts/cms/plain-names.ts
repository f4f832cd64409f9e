/**
 * The names the web editor's backend gives files and folders: names every
 * computer can hold and every screen shows as they are. Refused: control
 * and invisible characters (a newline, a terminal's escape, a right-to-left
 * mark that shows `gpj.exe` as `exe.jpg`, a zero-width space), spaces other
 * than the plain one, the characters Windows does not allow in a name, a
 * name ending with a dot or a space (Windows drops them, so `site.yaml.`
 * would be site.yaml there), and the names Windows keeps for its devices
 * (`con`, `nul.md`, `com1`), which a checkout on Windows cannot hold.
 */

/** Controls, format characters (bidirectional marks, zero-width ones), separators of lines and paragraphs, unassigned. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
const OTHER_SPACE = /[^\S ]/u;
const NOT_ON_WINDOWS = /[<>:"|?*\\]/;
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/** A name as a message can show it: each invisible character written as its code (U+202E). */
export function shownName(name: string): string {
  return name.replace(
    new RegExp(`${INVISIBLE.source}|${OTHER_SPACE.source}`, 'gu'),
    (character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

/** Why one name of a path (no slash) is not plain, in plain words; undefined when it is. */
export function nameProblem(name: string): string | undefined {
  const invisible = INVISIBLE.exec(name)?.[0] ?? OTHER_SPACE.exec(name)?.[0];
  if (invisible !== undefined)
    return `holds a character that is invisible or moves the text around it (${shownName(invisible)})`;
  const forbidden = NOT_ON_WINDOWS.exec(name)?.[0];
  if (forbidden !== undefined) return `holds ${forbidden}, which a name on Windows cannot hold`;
  if (/[. ]$/.test(name)) return 'ends with a dot or a space, which Windows drops from a name';
  const device = DEVICE.exec(name)?.[1];
  if (device !== undefined) return `is ${device.toUpperCase()}, a name Windows keeps for a device`;
  return undefined;
}
