/**
 * What the built pages carry for a host that sends no headers (GitHub
 * Pages): the policy and the referrer policy in meta tags, ahead of all
 * they govern; and no page shows an SVG drawing other than as a picture
 * (<img>, where it never runs what it holds): no link, frame or object
 * opens one as a document of the site's own address.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { expect, inject, it } from 'vitest';
import { publicPageFiles } from '../../scripts/output/page-files';
import { REFERRER_POLICY } from '../../templates/layout/referrer-policy';

/** The attribute by which each element opens, frames or embeds another document. */
const OPENS: Readonly<Record<string, string>> = {
  a: 'href',
  area: 'href',
  iframe: 'src',
  frame: 'src',
  embed: 'src',
  object: 'data',
  form: 'action',
};

interface PageTags {
  /** The head's elements, in order, as `name` or `meta:<name or http-equiv>`. */
  head: string[];
  /** Each element that opens a drawing as a document, with its address. */
  opensDrawing: string[];
  /** How many drawings it shows as pictures. */
  drawingPictures: number;
}

function tagsOf(html: string): PageTags {
  const tags: PageTags = { head: [], opensDrawing: [], drawingPictures: 0 };
  let inHead = false;
  const isDrawing = (address: string | undefined) => address !== undefined && /\.svg([?#]|$)/i.test(address);
  new Parser({
    onopentag(name, attributes) {
      if (name === 'head') inHead = true;
      else if (inHead) tags.head.push(name === 'meta' ? `meta:${attributes.name ?? attributes['http-equiv']}` : name);
      const opened = OPENS[name] === undefined ? undefined : attributes[OPENS[name]];
      if (isDrawing(opened)) tags.opensDrawing.push(`<${name}> ${opened}`);
      if (name === 'meta' && /refresh/i.test(attributes['http-equiv'] ?? '') && isDrawing(attributes.content))
        tags.opensDrawing.push(`<meta refresh> ${attributes.content}`);
      if (name === 'img' && isDrawing(attributes.src)) tags.drawingPictures += 1;
    },
    onclosetag(name) {
      if (name === 'head') inHead = false;
    },
  }).end(html);
  return tags;
}

it('gives every page its policy and its referrer policy in meta tags, before anything they govern', async () => {
  const distDir = inject('distDir');
  const files = await publicPageFiles(distDir);
  expect(files).toContain('404.html');
  for (const file of files) {
    const html = await readFile(path.join(distDir, file), 'utf8');
    const { head } = tagsOf(html);
    const governed = head.findIndex((tag) => ['script', 'style', 'link'].includes(tag));
    expect(head.indexOf('meta:Content-Security-Policy'), file).toBeGreaterThan(-1);
    expect(head.indexOf('meta:Content-Security-Policy'), file).toBeLessThan(governed);
    expect(head.indexOf('meta:referrer'), file).toBeLessThan(governed);
    expect(html, file).toContain(`<meta name="referrer" content="${REFERRER_POLICY}"/>`);
  }
});

it('shows SVG drawings as pictures only: no page links to, frames or embeds one', async () => {
  const distDir = inject('distDir');
  let pictures = 0;
  const opened: string[] = [];
  for (const file of await publicPageFiles(distDir)) {
    const tags = tagsOf(await readFile(path.join(distDir, file), 'utf8'));
    pictures += tags.drawingPictures;
    opened.push(...tags.opensDrawing.map((tag) => `${file}: ${tag}`));
  }
  expect(pictures).toBeGreaterThan(30);
  expect(opened).toEqual([]);
});
