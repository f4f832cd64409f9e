/**
 * What each problem title means and how to fix it, in one sentence each, for
 * the table at the head of the guide's messages section. A title with no note
 * here is still listed: its fix is then the message's own "Fix:" line.
 */
export interface MessageNote {
  means: string;
  fix: string;
}

export const MESSAGE_NOTES: Record<string, MessageNote> = {
  'The YAML cannot be read': {
    means: 'The layout of the file is broken, so nothing in it can be read.',
    fix: 'Look at the line shown: make its indentation match the lines around it, and put a text that contains `: ` in quotes.',
  },
  'Unknown field': {
    means: 'A field name this kind of file does not have, usually a typing mistake.',
    fix: 'Correct the spelling (the [block catalogue](#blocks-every-kind-of-section) lists the fields of each block), or remove the line.',
  },
  'Missing field': {
    means: 'A field that must be there is not.',
    fix: 'Add the field named after "Field", under the line shown.',
  },
  'Wrong kind of value': {
    means: 'The field needs another kind of value: a number, a text, a list, or `true`/`false`.',
    fix: 'Write the kind of value named after "Expected".',
  },
  'Value not allowed': {
    means: 'The field accepts only the values listed after "Expected".',
    fix: 'Copy one of them exactly, with the same capitals.',
  },
  'Wrong format': {
    means: 'The value is of the right kind but not written the right way.',
    fix: 'Write it as "Expected" says: web addresses start with `https://`, times are like `08:00`, page links start with `/`.',
  },
  'Empty text': {
    means: 'A text that must have words is empty.',
    fix: 'Write the text, or remove the field if it is optional.',
  },
  'Too short or too small': {
    means: 'A number below the smallest allowed, a list with too few items, or a text that is too short.',
    fix: 'Make it at least what "Expected" says.',
  },
  'Too long or too large': {
    means: 'A number above the largest allowed, a list with too many items, or a text that is too long.',
    fix: 'Make it at most what "Expected" says.',
  },
  'Unknown type': {
    means: 'A block\'s `type:` is not one of the kinds of block the website has.',
    fix: 'Copy a type from the list after "Expected", or from the [block catalogue](#blocks-every-kind-of-section).',
  },
  'Invalid value': {
    means: 'The value breaks another rule of the field. It is rare.',
    fix: 'Do what "Expected" says.',
  },
  'Unknown group': {
    means: 'A `- group:` line of the top menu in `site.yaml` names a group folder that does not exist.',
    fix: 'Use the name of a folder in `pages/` that has a `_group.yaml`.',
  },
  'Link to a page that does not exist': {
    means: 'A link starting with `/` points at no page, or an image path at no file in `public/`.',
    fix: 'Check the spelling against the file names in `pages/`, and that the page was not renamed.',
  },
  'Missing file': {
    means: '`site.yaml` is not in the `content` folder.',
    fix: 'Put it back (the project\'s history keeps every earlier version).',
  },
  'File not used': {
    means: 'A file in `pages/` is neither a page (`.md`) nor a group\'s `_group.yaml`.',
    fix: 'Rename it to `.md` if it is a page, or move it out of `pages/`.',
  },
  'Page in a folder that is not a group': {
    means: 'A page is in a folder of `pages/` that has no `_group.yaml`.',
    fix: 'Add a `_group.yaml` to the folder (see [Add a group](#add-a-group)), or move the page up into `pages/`.',
  },
  'Image not found': {
    means: 'A picture\'s `source:` names a file that is not in `content/images/`.',
    fix: 'Check the file\'s name, its ending (`.jpg`, `.svg`) and its capitals, or add the file.',
  },
};
