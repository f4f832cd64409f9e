/**
 * Pictures as they reach content/: a file damaged by an interrupted copy, a
 * broken SVG, a photo too small for where it is shown, a name whose capitals
 * differ from the file's. Each is said at the picture's field, by the check
 * and by the build (as a content problem, never a stack trace).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildImages } from '../../scripts/assets/images';
import { loadContent } from '../../scripts/render/load-checked-content';
import { exampleOf } from '../../scripts/guide/block-examples';
import { ContentError, type ContentProblem } from '../../scripts/problems/errors';
import { formatProblem } from '../../scripts/problems/format-problems';
import { contentProblemsOf, loadOptionsOf } from '../support/content-problems';
import { copyFixture, type FixtureSite } from '../support/fixture';

let site: FixtureSite;
beforeEach(async () => {
  site = await copyFixture();
});
afterEach(async () => {
  await site.remove();
});

const summary = (problems: readonly ContentProblem[]) =>
  problems.map(
    (problem) =>
      `${problem.severity ?? 'error'} ${problem.title} at ${problem.location.file}:${problem.location.line}:${problem.location.column} (${problem.field}): ${problem.found}`,
  );

/** The about page with an image-text block showing `source` 560 wide. */
const showPicture = (source: string) =>
  site.write(
    'pages/about.md',
    `---\ntitle: About Us\ndescription: About the fixture company.\nblocks:\n${exampleOf('image-text').replace('why-us.svg', source)}\n---\n`,
  );

const writeImage = async (name: string, bytes: Uint8Array | string) => {
  await mkdir(path.join(site.contentDir, 'images'), { recursive: true });
  await writeFile(path.join(site.contentDir, 'images', name), bytes);
};

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('damaged pictures', () => {
  it('reports a JPEG cut short by an interrupted copy, at the field that shows it', async () => {
    const whole = await photo(1200, 900);
    await writeImage('team.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
    await showPicture('team.jpg');
    const [problem, ...rest] = await contentProblemsOf(site);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatchInlineSnapshot(`
      "✖ Picture cannot be read: content/pages/about.md:9:15
        Field:    blocks[0].image.source
        Expected: a whole SVG, PNG or JPEG file in content/images/
        Found:    "team.jpg", a damaged or incomplete file (VipsJpeg: premature end of JPEG image)
        Fix:      Copy the picture into content/images/ again from where it came from, or save it again from a picture editor; check that it opens on your computer.

           7 |     heading: Simple solutions, done properly
           8 |     image:
        >  9 |       source: team.jpg
             |               ^
          10 |       alt: A consultant and a client reviewing a plan at a desk.
          11 |       width: 560"
    `);
  });

  it('reports a broken SVG', async () => {
    await writeImage('why-us.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="560" height="420"><rect');
    await showPicture('why-us.svg');
    expect(summary(await contentProblemsOf(site))).toMatchInlineSnapshot(`
      [
        "error Picture cannot be read at content/pages/about.md:9:15 (blocks[0].image.source): "why-us.svg", a damaged or incomplete file (Input buffer has corrupt header: glib: XML parse error: Error domain 1 code 73 on line 1 column 71 of data: Couldn't find end of Start Tag rect line 1)",
      ]
    `);
  });

  it('has the build report it as a content problem at the page, not a stack trace', async () => {
    const whole = await photo(1200, 900);
    await writeImage('team.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
    await showPicture('team.jpg');
    const picture = { source: 'team.jpg', alt: 'The team', width: 560, height: 420 };
    const built = buildImages({
      ...loadOptionsOf(site),
      outDir: site.outDir,
      pictures: [{ picture, file: 'content/pages/about.md' }],
    });
    const error = await built.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect(summary((error as ContentError).problems)).toEqual([
      expect.stringMatching(
        /^error Picture cannot be read at content\/pages\/about.md:9:15 \(blocks\[0\]\.image\.source\): "team.jpg", a damaged or incomplete file/,
      ),
    ]);
  });
});

describe('pictures too small for their place', () => {
  it('warns of a 200 × 150 photo shown 560 wide, and loads the content', async () => {
    await writeImage('team.jpg', await photo(200, 150));
    await showPicture('team.jpg');
    const model = await loadContent(loadOptionsOf(site));
    expect(summary(model.warnings ?? [])).toMatchInlineSnapshot(`
      [
        "warning Picture too small for its place at content/pages/about.md:9:15 (blocks[0].image.source): "team.jpg", 200 × 150 pixels, which the page would stretch and blur",
      ]
    `);
    expect(formatProblem(model.warnings![0]!).split('\n').slice(1, 5)).toMatchInlineSnapshot(`
      [
        "  Field:    blocks[0].image.source",
        "  Expected: a source at least 1120 pixels wide: twice the 560 it is shown at, for sharp screens",
        "  Found:    "team.jpg", 200 × 150 pixels, which the page would stretch and blur",
        "  Fix:      Use a larger original of the picture, or show it at most 100 wide (width and height).",
      ]
    `);
  });

  it('takes a photo twice as wide as it is shown, and an SVG of any size', async () => {
    await writeImage('team.jpg', await photo(1120, 840));
    await showPicture('team.jpg');
    expect((await loadContent(loadOptionsOf(site))).warnings).toEqual([]);
    await writeImage('why-us.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="42"/>');
    await showPicture('why-us.svg');
    expect((await loadContent(loadOptionsOf(site))).warnings).toEqual([]);
  });
});

describe('file names that differ from the file in capitals', () => {
  it('refuses Why-Us.svg for why-us.svg, and a logo /images/partners/ZRCA.svg for zrca.svg, with the name to use', async () => {
    await writeImage('why-us.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1120" height="840"/>');
    await site.write(
      'pages/about.md',
      `---\ntitle: About Us\ndescription: About the fixture company.\nblocks:\n${exampleOf('image-text').replace('why-us.svg', 'Why-Us.svg')}\n${exampleOf('partners').replace('/msasa-clinic.svg', '/ZRCA.svg')}\n---\n`,
    );
    const problems = await contentProblemsOf(site);
    expect(problems.map((problem) => `${problem.title}: ${problem.found} | ${problem.hint}`)).toMatchInlineSnapshot(`
      [
        "Image not found: "/images/partners/ZRCA.svg", which is not there | Did you mean /images/partners/zrca.svg? Write the name with the same capitals as the file: the web server tells them apart, even where your computer does not.",
        "Image not found: "Why-Us.svg", which is not there | Did you mean why-us.svg? Write the name with the same capitals as the file: the web server tells them apart, even where your computer does not.",
      ]
    `);
  });
});
