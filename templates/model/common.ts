/** Small schema pieces shared by every content kind. */
import * as z from 'zod';
import { encodeUrl } from './url';

/**
 * A rule across fields that a type cannot say (prices in order, a default
 * inside its range), worded for editors: the title, what is expected and the
 * fix travel as the issue's params; validate.ts prints them.
 */
export interface ContentRule {
  title: string;
  expected: string;
  hint: string;
}

export function addRuleIssue(ctx: z.RefinementCtx, path: PropertyKey[], input: unknown, rule: ContentRule): void {
  ctx.addIssue({ code: 'custom', path, input, message: rule.expected, params: { rule } });
}

/** Whether one field path leads into the other (or is it): a mistake at either hides or spoils the other. */
const overlaps = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.slice(0, Math.min(a.length, b.length)).every((key, index) => b[index] === key);

/**
 * The `when` of a rule across fields: it runs once the fields it reads (paths from the refined object) are
 * valid, whatever mistakes the object's other fields have. Without it zod skips the rule at any mistake in the
 * object, and the rule's own mistake would show only once the others are fixed. An unknown key spoils no field.
 */
export const onceFieldsValid = (...fields: ReadonlyArray<readonly PropertyKey[]>) => ({
  when: (payload: { issues: ReadonlyArray<{ code?: string; path?: readonly PropertyKey[] }> }): boolean =>
    !payload.issues.some(
      (issue) => issue.code !== 'unrecognized_keys' && fields.some((field) => overlaps(issue.path ?? [], field)),
    ),
});

/** Reports every item after the first whose key (a field's value) repeats an earlier one, at that field. */
export function checkUnique<T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  keyOf: (item: T) => string,
  where: (index: number, item: T) => PropertyKey[],
  rule: (key: string) => ContentRule,
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) addRuleIssue(ctx, where(index, item), key, rule(key));
    seen.add(key);
  });
}

/** Markdown that a plain text field would show as written: **bold**, __bold__, a [link](/contact). */
const WRITTEN_MARKDOWN = /\*\*[^*]+\*\*|__[^_]+__|\[[^\]]+\]\([^)]*\)/;

/** Plain words, shown in the template's own style: Markdown in them would show as written, so it is refused. */
export const text = (description: string) =>
  z
    .string()
    .trim()
    .min(1)
    .superRefine((value, ctx) => {
      const written = WRITTEN_MARKDOWN.exec(value)?.[0];
      if (written)
        addRuleIssue(ctx, [], value, {
          title: 'Markdown in a plain text field',
          expected: `plain words: this field is shown in its own style, and would show ${written.startsWith('[') ? 'the brackets' : 'the asterisks'} of ${written} as written`,
          hint: written.startsWith('[')
            ? 'Write the words alone; links go in a text field that says Markdown is allowed, or in a button.'
            : `Write the words without ${written.slice(0, 2)} around them: the field has its style already (a heading is bold).`,
        });
    })
    .describe(description);

/** Markdown text: paragraphs, **bold**, [links](/contact) and lists. */
export const markdown = (description: string) =>
  z.string().trim().min(1).describe(`${description} Markdown is allowed.`);

// http:// is taken here for a link written with the site's own address, which leads inside the site; the loader
// refuses it for any other site (field-links.ts), as every site worth linking to answers on https://.
const HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/;

export const href = z
  .string()
  .trim()
  .regex(
    HREF,
    'a link: a page of this site starting with / (like /contact), or a full address starting with https://, mailto: or tel:',
  )
  // Written into the pages percent-encoded (a space as %20), however it was typed.
  .overwrite(encodeUrl)
  .describe(
    'Where the link goes: a page of this site starting with / (like /contact), or a full address starting with https://.',
  );

export const externalUrl = z
  .url({ protocol: /^https$/, error: 'a full web address starting with https://' })
  .overwrite(encodeUrl)
  .describe('A full web address starting with https://.');

export const link = z
  .strictObject({
    label: text('The words shown on the link or button.'),
    href,
    newTab: z.boolean().default(false).describe('Open the link in a new browser tab (for other websites).'),
  })
  .describe('A link or button.');

export const image = z
  .strictObject({
    src: z
      .string()
      .regex(
        /^\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/,
        'a path to an image in public/ starting with /, like /images/logo.svg',
      )
      .describe('Path of the image inside public/, starting with / (like /images/partners/ministry.svg).'),
    alt: z
      .string()
      .superRefine((alt, ctx) => {
        if (alt !== '' && alt.trim() === '') {
          addRuleIssue(ctx, [], alt, {
            title: 'Empty text',
            expected: 'words that say what the image shows, or "" for an image that is only decoration',
            hint: 'Describe the image, or write alt: "" if it only decorates.',
          });
        }
      })
      .describe('What the image shows, for people who cannot see it. Leave empty ("") only for decoration.'),
    width: z
      .number()
      .int()
      .positive()
      .describe(
        "Width of the image in pixels, as the file is drawn; with the height it sets the image's shape, so the page does not jump while it loads.",
      ),
    height: z.number().int().positive().describe('Height of the image in pixels, as the file is drawn.'),
  })
  .describe('An image with its description and size.');

export const iconName = z
  .enum([
    'shield',
    'globe',
    'server',
    'heart',
    'chart',
    'users',
    'compass',
    'cog',
    'wifi',
    'doc',
    'check',
    'spark',
    'building',
    'leaf',
    'rocket',
    'landmark',
    'mic',
    'handshake',
    'lock',
    'clock',
    'support',
    'megaphone',
    'cart',
    'hardhat',
  ])
  .describe('Name of the icon shown with the item.');

export type Link = z.output<typeof link>;
export type Image = z.output<typeof image>;
export type IconName = z.output<typeof iconName>;
