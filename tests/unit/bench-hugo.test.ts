/**
 * The benchmark's command line, and the Hugo project it writes to build the
 * same pages side by side: same Markdown, group folders as sections, the
 * chrome of a page this project built around Hugo's content. Hugo itself is
 * not run here.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBenchArgs } from '../../scripts/bench/args';
import { startOnly } from '../../scripts/bench/floor';
import { chromeOf, pageLayoutOf, writeHugoProject } from '../../scripts/bench/hugo';
import { writeSyntheticSite } from '../../scripts/bench/synthetic-site';
import { PROJECT_ROOT } from '../support/fixture';

describe('npm run bench arguments', () => {
  it('compares with Hugo at 4,000 pages, median of 5, unless told otherwise', () => {
    expect(readBenchArgs(['--against', 'hugo'])).toEqual({
      pages: 4000,
      out: undefined,
      runs: 5,
      against: 'hugo',
      devices: false,
    });
    expect(readBenchArgs(['--against', 'hugo', '--pages', '250', '--runs', '3'])).toEqual({
      pages: 250,
      out: undefined,
      runs: 3,
      against: 'hugo',
      devices: false,
    });
  });

  it('builds every size once without --against', () => {
    expect(readBenchArgs([])).toEqual({
      pages: undefined,
      out: undefined,
      runs: 1,
      against: undefined,
      devices: false,
    });
    expect(readBenchArgs(['--pages', '1000', '--out', 'dist-bench'])).toEqual({
      pages: 1000,
      out: 'dist-bench',
      runs: 1,
      against: undefined,
      devices: false,
    });
  });

  it('turns each speed device off in turn with --devices, at 4,000 pages, median of 5', () => {
    expect(readBenchArgs(['--devices'])).toEqual({
      pages: 4000,
      out: undefined,
      runs: 5,
      against: undefined,
      devices: true,
    });
    expect(readBenchArgs(['--runs', '3', '--devices', '--pages', '1000'])).toMatchObject({ pages: 1000, runs: 3 });
    expect(() => readBenchArgs(['--devices', '--against', 'hugo'])).toThrow('separate benchmarks');
  });

  it('refuses what it cannot do, in plain words', () => {
    expect(() => readBenchArgs(['--against', 'jekyll'])).toThrow('--against takes hugo, not "jekyll".');
    expect(() => readBenchArgs(['--runs', 'many'])).toThrow('--runs takes a whole number of 1 or more, not "many".');
    expect(() => readBenchArgs(['--against'])).toThrow('--against needs a value.');
    expect(() => readBenchArgs(['--fast', '1'])).toThrow('Unknown option --fast');
  });
});

describe('npm run bench -- --against hugo without Hugo', () => {
  it('says so, and how to install it, and fails', async () => {
    const bin = await mkdtemp(path.join(os.tmpdir(), 'bench-no-hugo-'));
    await mkdir(bin, { recursive: true });
    await symlink(process.execPath, path.join(bin, 'node'));
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ['scripts/launch.mjs', 'scripts/bench.ts', '--against', 'hugo'],
        { cwd: PROJECT_ROOT, env: { ...process.env, PATH: bin } },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      ),
    );
    await rm(bin, { recursive: true, force: true });
    expect(result.stderr).toContain(
      '✖ hugo is not on the PATH, so there is nothing to compare with. Install it (Debian, Ubuntu: apt-get install -y hugo) and run the benchmark again.',
    );
    expect(result.code).toBe(1);
  });
});

describe("the floor printed beside Hugo's build", () => {
  it('times Node started alone, and with a module loaded; a module that cannot load fails the bench, not a low figure', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-floor-'));
    const loaded = path.join(dir, 'loaded.mjs');
    await writeFile(
      loaded,
      "import { writeFileSync } from 'node:fs'; writeFileSync(new URL('./ran', import.meta.url), 'yes');\n",
    );
    try {
      expect(await startOnly()).toBeGreaterThan(0);
      expect(await startOnly(loaded)).toBeGreaterThan(0);
      // The module ran: the floor with the renderer is the time to load it, not of a process that skipped it.
      expect(await readFile(path.join(dir, 'ran'), 'utf8')).toBe('yes');
      await expect(startOnly(path.join(dir, 'missing.mjs'))).rejects.toThrow(/failed \(1\):[\s\S]*missing\.mjs/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the Hugo project', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bench-hugo-'));
    await writeSyntheticSite(path.join(dir, 'site'), 8);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const page =
    '<!doctype html><html><head><title>Service 0 | Bench</title><script type="application/ld+json">{"a":{{}}}</script></head><body><header>menus</header>' +
    '<main id="main"><section><h1 class="t">Service 0</h1><p class="d">About service 0.</p></section>' +
    '<div class="prose max-w-prose"><p>Text of service 0.</p>\n<h2>How</h2></div><aside>Contact us</aside>' +
    '<ul class="grid gap-6"><li class="card"><svg></svg><h3 class="f">Feature 1</h3><p class="x">One.</p></li><li class="card"><svg></svg><h3 class="f">Feature 2</h3><p class="x">Two.</p></li></ul>' +
    '</main><footer>links</footer></body></html>';

  it('takes the chrome around <main>, with the title a template field and braces kept as text', () => {
    const { before, after } = chromeOf(page);
    expect(before).toBe(
      '<!doctype html><html><head><title>{{ .Title }}</title><script type="application/ld+json">{"a":{{ "{{" }}{{ "}}" }}}</script></head><body><header>menus</header><main id="main">',
    );
    expect(after).toBe('</main><footer>links</footer></body></html>');
    expect(() => chromeOf('<html><body>no main</body></html>')).toThrow('no <main> element');
  });

  it("makes a built page Hugo's page layout: the same HTML, with each page's own parts put in by Hugo", () => {
    expect(pageLayoutOf(page)).toBe(
      '<!doctype html><html><head><title>{{ .Title }}</title><script type="application/ld+json">{"a":{{ "{{" }}{{ "}}" }}}</script></head><body><header>menus</header>' +
        '<main id="main"><section><h1 class="t">{{ .Title }}</h1><p class="d">{{ .Description }}</p></section>' +
        '<div class="prose max-w-prose">{{ .Content }}</div><aside>Contact us</aside>' +
        '<ul class="grid gap-6">{{ range .Params.blocks }}{{ range .items }}<li class="card"><svg></svg><h3 class="f">{{ .title }}</h3><p class="x">{{ .text }}</p></li>{{ end }}{{ end }}</ul>' +
        '</main><footer>links</footer></body></html>',
    );
    expect(() => pageLayoutOf(page.replace('<ul class="grid gap-6">', '<ol>'))).toThrow(
      'The built page has no feature grid',
    );
  });

  it('holds the same pages, in sections named as the groups', async () => {
    const project = path.join(dir, 'hugo-equal');
    await writeHugoProject(project, path.join(dir, 'site'), page);
    const content = (await readdir(path.join(project, 'content'), { recursive: true }))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(content).toContain('_index.md');
    expect(content).toContain('compliance/_index.md');
    expect(content).toContain('compliance/service-0.md');
    expect(content).toContain('ngo-centre/service-7.md');
    expect(content.filter((file) => /service-\d+\.md$/.test(file))).toHaveLength(8);
    expect(await readFile(path.join(project, 'content/compliance/service-4.md'), 'utf8')).toBe(
      await readFile(path.join(dir, 'site/pages/compliance/service-4.md'), 'utf8'),
    );
    expect(await readFile(path.join(project, 'content/compliance/_index.md'), 'utf8')).toBe(
      '---\ntitle: Group compliance\n---\n',
    );
    expect(await readFile(path.join(project, 'layouts/_default/single.html'), 'utf8')).toBe(pageLayoutOf(page));
    expect(await readFile(path.join(project, 'layouts/_default/list.html'), 'utf8')).toMatch(
      /^<!doctype html>.*<header>menus<\/header><main id="main">\n.*\{\{ range \.Pages \}\}/s,
    );
  });

  it('gives lean pages a bare layout', async () => {
    const project = path.join(dir, 'hugo-lean');
    await writeHugoProject(project, path.join(dir, 'site'));
    const single = await readFile(path.join(project, 'layouts/_default/single.html'), 'utf8');
    expect(single).not.toContain('menus');
    expect(single).toMatch(/^<!doctype html>.*<title>\{\{ \.Title \}\}<\/title>.*<main>/);
  });
});
