/**
 * The web editor's local backend against requests an attacker would send:
 * a write naming no page, a Host that only looks local, saves, uploads,
 * renames and deletions of hidden paths (.git, .htaccess), uploads that are
 * not plain pictures, names no screen shows as they are, a rename onto
 * site.yaml, a page save that writes into a media folder, every write
 * action aimed at each of those, and writes racing each other. Each is
 * refused with a plain message (4xx), writes nothing, and leaves no stack
 * in the terminal.
 */
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PARAMS, READ_ACTIONS, WRITE_ACTIONS } from '../../scripts/cms/local-backend';
import { MAX_UPLOAD_BYTES } from '../../scripts/shared/media-rules';
import { digestDir } from '../support/dir-digest';
import { rawRequest } from '../serve/raw-request';
import { cmsServerForFile, persistParams } from './cms-support';

const cms = cmsServerForFile();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/v1")</script><rect width="10" height="10"/></svg>';
const upload = (file: string, bytes: Buffer | string) =>
  cms().api<{ error?: string; path?: string }>('persistMedia', {
    asset: { path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' },
    options: { commitMessage: `Upload ${file}` },
  });
const PAGE = '---\ntitle: Planted\ndescription: A page nobody asked for.\n---\n';
const asset = (file: string, bytes: Buffer | string) => ({
  path: file,
  content: Buffer.from(bytes).toString('base64'),
  encoding: 'base64',
});

describe('a write to the backend', () => {
  it('naming no page (no Origin header) is refused, and nothing is written', async () => {
    const { status, body } = await cms().api<{ error: string }>(
      'persistEntry',
      persistParams('content/pages/no-origin.md', PAGE),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(status).toBe(403);
    expect(body.error).toMatch(/this request names no page \(no Origin header\)\.$/);
    expect(existsSync(cms().file('content/pages/no-origin.md'))).toBe(false);
  });

  it('naming a local host with another after it is refused, by the backend, /admin/ and the preview', async () => {
    const { url } = cms().server;
    const port = new URL(url).port;
    const body = JSON.stringify({ action: 'info' });
    for (const host of [`localhost:${port}@evil.example`, `127.0.0.1:${port}@evil.example`, `localhost:${port}/x`]) {
      expect(await rawApi(url, host, body), host).toBe(403);
      expect((await rawRequest(url, '/admin/', { headers: { host } })).status, host).toBe(403);
      expect((await rawRequest(url, '/about', { headers: { host } })).status, host).toBe(403);
    }
    expect((await rawRequest(url, '/admin/', { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });
});

describe('a hidden path', () => {
  it('is never saved: not content/.git/config by a save, not public/images/.htaccess by an upload', async () => {
    const gitConfig = '[core]\n\tfsmonitor = "touch /tmp/owned"\n';
    const saved = await cms().api<{ error: string }>('persistEntry', persistParams('content/.git/config', gitConfig));
    expect(saved).toEqual({
      status: 403,
      body: {
        error:
          'The path "content/.git/config" names a hidden file or folder (.git): the web editor never changes those.',
      },
    });
    expect(existsSync(cms().file('content/.git'))).toBe(false);
    const uploaded = await upload('public/images/.htaccess', 'AddType text/html .png\n');
    expect(uploaded.status).toBe(403);
    expect(uploaded.body.error).toContain('(.htaccess)');
    expect(existsSync(cms().file('public/images/.htaccess'))).toBe(false);
  });

  it('is never the new name of a renamed page, nor deleted', async () => {
    const about = await readFile(cms().file('content/pages/about.md'), 'utf8');
    const renamed = await cms().api<{ error: string }>(
      'persistEntry',
      persistParams('content/pages/about.md', about, { newPath: 'content/pages/.about.md' }),
    );
    expect(renamed.status).toBe(403);
    expect(await readFile(cms().file('content/pages/about.md'), 'utf8')).toBe(about);
    await writeFile(cms().file('content/.env'), 'SECRET=1\n');
    expect((await cms().api('deleteFile', { path: 'content/.env' })).status).toBe(403);
    expect((await cms().api('deleteFiles', { paths: ['content/pages/about.md', 'content/.env'] })).status).toBe(403);
    expect(await readFile(cms().file('content/.env'), 'utf8')).toBe('SECRET=1\n');
    expect(existsSync(cms().file('content/pages/about.md'))).toBe(true);
  });
});

describe('a path no computer holds', () => {
  it('(a 300-character name, 2,100 nested folders) gets a 400 with a plain message, and no stack in the terminal', async () => {
    const longName = `content/pages/${'a'.repeat(300)}.md`;
    const deep = `content/pages/${'d/'.repeat(2100)}page.md`;
    for (const [action, params] of [
      ['persistEntry', persistParams(longName, PAGE)],
      ['persistEntry', persistParams(deep, PAGE)],
      ['getEntry', { path: deep }],
      ['entriesByFolder', { folder: deep.slice(0, -8), extension: 'md', depth: 1 }],
    ] as const) {
      const { status, body } = await cms().api<{ error: string }>(action, params);
      expect(status, action).toBe(400);
      expect(body.error).toMatch(/^The path "content\/pages\/.{0,70}…" is too long: at most 16 folders deep/);
    }
    expect(
      cms()
        .logged()
        .filter((line) => /\n\s+at /.test(line)),
    ).toEqual([]);
  });
});

describe('an upload', () => {
  it('that is a web page or a script is refused, whatever its name says, and nothing is written', async () => {
    for (const [file, bytes] of [
      ['public/images/x.html', '<!doctype html><script src="/images/x.js"></script>'],
      ['public/images/x.js', 'fetch("/api/v1")'],
      ['content/images/x.png', '<!doctype html><script>alert(1)</script>'],
    ] as const) {
      const { status, body } = await upload(file, bytes);
      expect(status, file).toBe(422);
      expect(body.error).toBe(
        `Not uploaded: ${file.split('/').pop()} is not an SVG, PNG or JPEG picture: the editor takes only those.`,
      );
      expect(existsSync(cms().file(file)), file).toBe(false);
    }
  });

  it('that is an SVG with a script is refused, with the reason, on its own and with an entry', async () => {
    const alone = await upload('public/images/logo-new.svg', SCRIPTED_SVG);
    expect(alone).toEqual({
      status: 422,
      body: {
        error:
          'Not uploaded: logo-new.svg is not a plain SVG drawing: it holds a script. Export it again as a plain SVG, or upload a PNG.',
      },
    });
    const withEntry = await cms().api('persistEntry', {
      ...persistParams('content/pages/with-picture.md', PAGE),
      assets: [
        {
          path: 'content/images/drawing.svg',
          content: Buffer.from(SCRIPTED_SVG).toString('base64'),
          encoding: 'base64',
        },
      ],
    });
    expect(withEntry.status).toBe(422);
    expect(existsSync(cms().file('content/pages/with-picture.md'))).toBe(false);
    expect(existsSync(cms().file('content/images/drawing.svg'))).toBe(false);
  });

  it('too large, under a name that is not plain, or named for another type is refused; a plain PNG is saved', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await upload('content/images/large.png', large)).body.error).toMatch(
      /^Not uploaded: large\.png is 10 MB; the largest picture the editor takes is 10 MB\./,
    );
    expect((await upload('content/images/My Photo.png', PNG)).body.error).toMatch(
      /^Not uploaded: The name My Photo\.png is not a plain file name/,
    );
    expect((await upload('content/images/photo.svg', PNG)).body.error).toBe(
      'Not uploaded: photo.svg is a PNG picture, but its name ends in .svg: name it .png.',
    );
    const saved = await upload('content/images/photo.png', PNG);
    expect([saved.status, saved.body.path]).toEqual([200, 'content/images/photo.png']);
    expect(await readFile(cms().file('content/images/photo.png'))).toEqual(PNG);
  });
});

describe('a save of site.yaml', () => {
  it("that moves where visitors' messages go, or where staff log in, is refused, and the file stays", async () => {
    const file = cms().file('content/site.yaml');
    const before = await readFile(file, 'utf8');
    const changes = [
      before.replace('endpoint: https://formspree.io/f/', 'endpoint: https://collector.example/f/'),
      `${before}\nediting:\n  backend: github\n  repo: stranger/site\n`,
    ];
    for (const raw of changes) {
      expect(raw).not.toBe(before);
      const { status, body } = await cms().api<{ error: string }>(
        'persistEntry',
        persistParams('content/site.yaml', raw),
      );
      expect(status).toBe(422);
      expect(body.error).toMatch(/changed by a developer in content\/site\.yaml, not in the web editor\.$/);
    }
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});

describe('a rename onto site.yaml', () => {
  it('that brings other settings where staff log in or messages go is refused, as a save of site.yaml is', async () => {
    const site = cms().file('content/site.yaml');
    const before = await readFile(site, 'utf8');
    const planted = before.replace('endpoint: https://formspree.io/f/', 'endpoint: https://collector.example/f/');
    expect(planted).not.toBe(before);
    // Planted first as a file the build leaves alone, then renamed; or renamed from a file that never was.
    const file = 'content/planted.yaml';
    expect((await cms().api('persistEntry', persistParams(file, planted))).status).toBe(200);
    for (const from of [file, 'content/pages/never-was.yaml']) {
      const renamed = await cms().api<{ error: string }>(
        'persistEntry',
        persistParams(from, planted, { newPath: 'content/site.yaml' }),
      );
      expect(renamed.status, from).toBe(422);
      expect(renamed.body.error).toMatch(/changed by a developer in content\/site\.yaml, not in the web editor\.$/);
    }
    expect(await readFile(site, 'utf8')).toBe(before);
    expect(await readFile(cms().file(file), 'utf8')).toBe(planted);
  });
});

describe('a page save into a media folder', () => {
  it('is refused unless the file is a picture the editor takes: no scripted SVG, page or text named .png', async () => {
    for (const [file, raw] of [
      ['content/images/drawing.svg', SCRIPTED_SVG],
      ['content/images/page.html', '<!doctype html><script>alert(1)</script>'],
      ['content/images/notes.png', 'not a picture'],
      ['public/images/logo-new.svg', SCRIPTED_SVG],
    ] as const) {
      const { status, body } = await cms().api<{ error: string }>('persistEntry', persistParams(file, raw));
      expect(status, file).toBeGreaterThanOrEqual(400);
      expect(status, file).toBeLessThan(500);
      expect(body.error, file).toMatch(/^(Not saved: .* is in a folder of pictures\.|The path ".*" is outside)/);
      expect(existsSync(cms().file(file)), file).toBe(false);
    }
    const other = await cms().api<{ error: string }>('persistEntry', persistParams('content/pages/x.html', PAGE));
    expect(other).toEqual({
      status: 422,
      body: {
        error:
          'Not saved: content/pages/x.html is not a page or settings file; the web editor saves .md and .yaml files in content/.',
      },
    });
  });
});

describe('a name that is not plain', () => {
  it('is refused for a page, a folder of pictures and a deletion: devices, controls, right-to-left marks', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['persistEntry', persistParams('content/pages/con.md', PAGE), 'The name "con.md" is CON, a name Windows keeps'],
      ['persistEntry', persistParams('content/pages/aux/nul.md', PAGE), 'The name "aux" is AUX'],
      [
        'persistEntry',
        persistParams('content/pages/invoice\u202Egpj.md', PAGE),
        'The name "invoiceU+202Egpj.md" holds a character that is invisible or moves the text around it (U+202E)',
      ],
      ['persistEntry', persistParams('content/pages/a\nb.md', PAGE), 'The name "aU+000Ab.md" holds'],
      ['persistEntry', persistParams('content/pages/page.md.', PAGE), 'ends with a dot or a space'],
      ['persistMedia', { asset: asset('content/images/\u001b[31mred/photo.png', PNG) }, '(U+001B)'],
      ['persistMedia', { asset: asset('public/images/com1/photo.png', PNG) }, 'is COM1, a name Windows keeps'],
      ['persistMedia', { asset: asset('public/images/a:b/photo.png', PNG) }, 'holds :, which a name on Windows'],
      ['deleteFile', { path: 'content/pages/lpt1.md' }, 'is LPT1'],
    ];
    const before = await digestDir(cms().file('content'));
    for (const [action, params, reason] of cases) {
      const { status, body } = await cms().api<{ error: string }>(action, params);
      expect(status, reason).toBe(400);
      expect(body.error, reason).toContain(reason);
    }
    expect(await digestDir(cms().file('content'))).toEqual(before);
    expect(await readdir(cms().file('public/images'))).not.toContain('com1');
  });
});

describe('every action of the backend', () => {
  /** Each write action aimed at a path with contents: every way its params name a file it writes or deletes. */
  const AIMED: Record<(typeof WRITE_ACTIONS)[number], (target: string, contents: string) => unknown[]> = {
    persistEntry: (target, contents) => [
      persistParams(target, contents),
      persistParams('content/pages/about.md', contents, { newPath: target }),
      { entry: { path: target, raw: contents }, assets: [] },
      { ...persistParams('content/pages/aimed.md', PAGE), assets: [asset(target, contents)] },
    ],
    persistMedia: (target, contents) => [{ asset: asset(target, contents) }],
    deleteFile: (target) => [{ path: target }],
    deleteFiles: (target) => [{ paths: ['content/pages/about.md', target] }],
  };
  /** Paths no write may touch, with what a write would put there; the pictures' may be deleted (they are not there). */
  const TARGETS: Array<[target: string, contents: string, deletable?: 'deletable']> = [
    ['content/site.yaml', 'name: Elsewhere\nforms:\n  endpoint: https://collector.example/f/\n'],
    ['content/images/drawing.svg', SCRIPTED_SVG, 'deletable'],
    ['public/images/page.png', '<!doctype html><script>alert(1)</script>', 'deletable'],
    ['content/pages/nul.md', PAGE],
    ['content/.git/config', '[core]\n\tfsmonitor = "touch /tmp/owned"\n'],
    ['content/pages/../../package.json', '{}'],
  ];

  it('is a read or a write, and each write action goes through the one rule however it is aimed', async () => {
    expect([...READ_ACTIONS, ...Object.keys(AIMED)].sort()).toEqual(Object.keys(PARAMS).sort());
    const project = async () => ({
      content: await digestDir(cms().file('content')),
      public: await digestDir(cms().file('public')),
      package: await readFile(cms().file('package.json'), 'utf8'),
    });
    const before = await project();
    for (const action of WRITE_ACTIONS)
      for (const [target, contents, deletable] of TARGETS) {
        if (deletable && action.startsWith('delete')) continue;
        for (const params of AIMED[action](target, contents)) {
          const { status } = await cms().api(action, params);
          expect([status >= 400 && status < 500, action, target]).toEqual([true, action, target]);
        }
      }
    for (const action of READ_ACTIONS)
      for (const [target] of TARGETS)
        await cms().api(action, { path: target, folder: target, mediaFolder: target, files: [{ path: target }] });
    expect(await project()).toEqual(before);
  });
});

describe('two writes of one file at once', () => {
  const options = (newEntry: boolean) => ({ commitMessage: 'Update', useWorkflow: false, status: '', newEntry });
  const save = (file: string, raw: string, extra: Record<string, unknown> = {}) =>
    cms().api<{ error?: string }>('persistEntry', { ...persistParams(file, raw, extra), options: options(false) });

  it('a rename racing a save: one is made, the other refused with a message, never dropped in silence', async () => {
    const file = 'content/pages/race.md';
    const page = (text: string) => `---\ntitle: Race\ndescription: A page two tabs edit.\n---\n${text}\n`;
    expect(
      (await cms().api('persistEntry', { ...persistParams(file, page('First.')), options: options(true) })).status,
    ).toBe(200);
    const [saved, renamed] = await Promise.all([
      save(file, page('Edited in one tab.')),
      save(file, page('First.'), { newPath: 'content/pages/race-renamed.md' }),
    ]);
    expect([saved.status, renamed.status].sort()).toEqual([200, 409]);
    const loser = saved.status === 409 ? saved : renamed;
    expect(loser.body.error).toMatch(
      /^Not saved: content\/pages\/race\.md (was changed by another save \(from another tab\?\) while this one was on its way|is no longer there)/,
    );
    const onDisk = async (name: string) => readFile(cms().file(name), 'utf8').catch(() => undefined);
    expect([await onDisk(file), await onDisk('content/pages/race-renamed.md')]).toEqual(
      saved.status === 200 ? [page('Edited in one tab.'), undefined] : [undefined, page('First.')],
    );
  });

  it('two saves: the second is refused; a stale save of a page renamed meanwhile, or a new page over another, too', async () => {
    const file = 'content/pages/twice.md';
    const page = (text: string) => `---\ntitle: Twice\ndescription: A page saved twice.\n---\n${text}\n`;
    const created = { ...persistParams(file, page('One.')), options: options(true) };
    expect((await cms().api('persistEntry', created)).status).toBe(200);
    const both = await Promise.all([save(file, page('Two.')), save(file, page('Three.'))]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const kept = both[0]!.status === 200 ? page('Two.') : page('Three.');
    expect(await readFile(cms().file(file), 'utf8')).toBe(kept);
    const gone = await save('content/pages/never-was.md', PAGE);
    expect([gone.status, gone.body.error]).toEqual([
      409,
      'Not saved: content/pages/never-was.md is no longer there: it was renamed or deleted (from another tab?) while this was edited. Reload the list to see where it went.',
    ]);
    const taken = await cms().api<{ error: string }>('persistEntry', {
      ...persistParams(file, PAGE),
      options: options(true),
    });
    expect([taken.status, taken.body.error]).toEqual([
      409,
      'Not saved: there is already a file content/pages/twice.md. Choose another name, or reload the list to see it.',
    ]);
    expect(await readFile(cms().file(file), 'utf8')).toBe(kept);
  });
});

describe('the editor', () => {
  it('refuses to be framed, at /admin/ and /api/v1', async () => {
    const admin = await fetch(`${cms().server.url}/admin/`);
    expect(admin.headers.get('x-frame-options')).toBe('DENY');
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(admin.headers.get('content-security-policy')).toContain("connect-src 'self' blob:;");
    const api = await fetch(`${cms().server.url}/api/v1`, { method: 'POST' });
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

/** POSTs to /api/v1 with the given Host header, as the editor's page would with that address; resolves with the status. */
async function rawApi(url: string, host: string, body: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1',
        method: 'POST',
        headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
