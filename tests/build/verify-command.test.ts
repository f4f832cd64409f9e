/**
 * `npm run verify` as CI runs it: it stops at a content mistake before building, and after a build it
 * names each invalid page, broken link and link to a missing part of a page at its file, line and column,
 * exiting 1; a content mistake comes as a GitHub annotation with --format github. A valid site passes.
 * The command is tried on the small fixture site; that the real site's pages are valid and its links whole
 * is checked on the run's build with the same checks (tests/site/html-validate.test.ts, links.test.ts).
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, type ScratchProject } from '../../scripts/shared/scratch-project';
import { FIXTURE_CONTENT, PROJECT_ROOT, SITE_MAP_PAGE } from '../support/fixture';

const run = promisify(execFile);

let scratch: ScratchProject;
beforeAll(async () => {
  scratch = await createScratchProject(PROJECT_ROOT, FIXTURE_CONTENT);
  // The pages every page links to (the header's site map, a service's Enquire Now), as a whole site has them.
  await writeFile(path.join(scratch.contentDir, 'pages/site-map.md'), SITE_MAP_PAGE);
  await writeFile(
    path.join(scratch.contentDir, 'pages/contact.md'),
    '---\ntitle: Contact Us\ndescription: How to reach the fixture company.\n---\nCall us.\n',
  );
});
afterAll(async () => {
  await scratch?.remove();
});

interface Verified {
  code: number;
  output: string;
}

async function verify(...args: string[]): Promise<Verified> {
  try {
    const { stdout, stderr } = await run('node', ['scripts/launch.mjs', 'scripts/verify.ts', ...args], {
      cwd: scratch.root,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run verify', () => {
  it('passes a whole site, having built it, validated every page and followed every link', async () => {
    const { code, output } = await verify();
    expect(output).toMatch(/\d+ pages validated, 0 problems\./);
    expect(output).toMatch(/\d+ internal links and assets answered, 0 broken links, 0 links to a missing part/);
    expect(output).toContain('✓ The site is ready to publish');
    expect(code).toBe(0);
  });

  it('stops at a broken link in the content, naming its file, and builds nothing', async () => {
    const about = path.join(scratch.contentDir, 'pages/about.md');
    const before = await readFile(about, 'utf8');
    await writeFile(about, `${before}\nSee [our rates](/advice/rates).\n`);
    try {
      const line = `${before}\n`.split('\n').length;
      const { code, output } = await verify();
      expect(output).toContain(`content/pages/about.md:${line}:`);
      expect(output).toContain('✖ The content check failed: nothing was built');
      expect(output).not.toContain('2/4 Building');
      expect(code).toBe(1);
      // As GitHub annotations, on the line of the content file.
      const github = await verify('--format', 'github');
      expect(github.output).toMatch(new RegExp(`::error file=[^,]*content/pages/about\\.md,line=${line},col=`));
      expect(github.code).toBe(1);
    } finally {
      await writeFile(about, before);
    }
  });

  it('names invalid HTML, a broken link and a missing fragment at file:line:col', async () => {
    // A hand-written page in public/ (such as a search console's check file) is published as it is.
    await writeFile(
      path.join(scratch.root, 'public/welcome.html'),
      '<!DOCTYPE html>\n<html lang="en"><head><title>Welcome</title></head>\n<body><main>\n' +
        '<p><a href="/no-such-page">rates</a> <a href="/about#no-such-part">about</a></p>\n' +
        '<p><div>unclosed</div></p>\n</main></body></html>\n',
    );
    const human = await verify();
    expect(human.code).toBe(1);
    expect(human.output).toContain('✖ Invalid HTML: dist/welcome.html:5:2');
    expect(human.output).toContain('Element <p> is implicitly closed by adjacent <div> (no-implicit-close)');
    expect(human.output).toContain('✖ Broken link: dist/welcome.html:4:13\n  /no-such-page answers 404');
    expect(human.output).toContain(
      '✖ Link to a missing part of a page: dist/welcome.html:4:47\n  /about#no-such-part: /about has no element with the id "no-such-part"',
    );
    expect(human.output).toMatch(/✖ 4 problems in the built site/);
  });
});
