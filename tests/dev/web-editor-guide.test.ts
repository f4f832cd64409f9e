/**
 * The staff guide to the web editor (content/WEB-EDITOR.md) and its
 * screenshots (content/guide/, made by npm run guide:screenshots): every
 * picture it shows is there, described, small enough to commit, and shot at
 * the size the script takes them; every picture taken is used.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/fixture';

const CONTENT = path.join(PROJECT_ROOT, 'content');
const GUIDE = path.join(CONTENT, 'WEB-EDITOR.md');
const MAX_BYTES = 150 * 1024;

/** The guide's images as Markdown writes them: ![alt](src). */
async function guideImages(): Promise<Array<{ alt: string; src: string }>> {
  // A picture written in code (`![…](…)`, in the list of messages) shows none.
  const text = (await readFile(GUIDE, 'utf8')).replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((match) => ({
    alt: match[1] ?? '',
    src: match[2] ?? '',
  }));
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the staff guide to the web editor', () => {
  it("shows each screenshot it names, described in words, at 1280 × 800 (a phone's 375 × 812 for phone-*.png) and under 150 KB", async () => {
    const images = await guideImages();
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const { alt, src } of images) {
      expect(src, 'a picture of content/guide/').toMatch(/^guide\/[\w-]+\.png$/);
      expect(alt.split(' ').length, `the description of ${src}`).toBeGreaterThanOrEqual(4);
      const file = path.join(CONTENT, src);
      expect((await stat(file)).size, `${src} in bytes`).toBeLessThanOrEqual(MAX_BYTES);
      const phone = path.posix.basename(src).startsWith('phone-');
      expect(pngSize(await readFile(file)), src).toEqual(
        phone ? { width: 375, height: 812 } : { width: 1280, height: 800 },
      );
    }
  });

  it('uses every picture of content/guide/, which holds nothing else', async () => {
    const used = new Set((await guideImages()).map(({ src }) => path.posix.basename(src)));
    const files = await readdir(path.join(CONTENT, 'guide'));
    expect(
      files.filter((file) => !file.endsWith('.png')),
      'files other than PNG',
    ).toEqual([]);
    expect(
      files.filter((file) => !used.has(file)),
      'pictures the guide does not show',
    ).toEqual([]);
  });
});
