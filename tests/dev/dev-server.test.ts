/**
 * The dev server over a copy of the fixture content: pages come with the
 * live-reload client, an edit reloads the open pages it changes and only
 * those are rendered again, and broken content never stops the server.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEvents, devServerForFile } from './dev-support';
import { EARLY_INPUT_SCRIPT } from '../../templates/layout/early-input';

/** The server's log: a line per change it applied, naming the files and what it sent the tabs. */
const logged: string[] = [];
const dev = devServerForFile({ log: (line) => logged.push(line) });

async function edit(relative: string, change: (text: string) => string): Promise<void> {
  const { site } = dev();
  const text = await readFile(path.join(site.contentDir, relative), 'utf8');
  const changed = change(text);
  expect(changed, `the edit of ${relative} changed nothing`).not.toBe(text);
  await site.write(relative, changed);
}

/** An image-text block showing `source`, ending the front matter of a page whose description ends it. */
const imageTextBlock = (source: string) =>
  `blocks:\n  - type: image-text\n    heading: Our team\n    text: The people you work with.\n    image:\n      source: ${source}\n      alt: The team\n      width: 560\n      height: 420\n---\n`;
describe('the dev server', () => {
  it('serves each page with the live-reload client as an external module and no inline script but the early-input keeper', async () => {
    const { status, text } = await dev().get('/about');
    expect(status).toBe(200);
    expect(text).toContain('<title>About Us | Fixture Consulting</title>');
    expect(text).toMatch(
      /<script type="module" src="\/__dev\/client\.js\?v=\w+&amp;route=%2Fabout" data-dev-version="\d+"><\/script>/,
    );
    // The one inline script is the early-input keeper, allowed by its hash in the policy.
    const early = text.match(/<script data-modules="[^"]*">[^<]*<\/script>/g) ?? [];
    expect(early).toEqual([expect.stringContaining(`>${EARLY_INPUT_SCRIPT}</script>`)]);
    expect(
      text.replace(early[0]!, '').match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/g) ?? [],
    ).toEqual([]);
    const client = await dev().get('/__dev/client.js');
    expect(client.status).toBe(200);
    expect(client.text).toContain('EventSource');
  });

  it('answers unknown addresses with the 404 page, and /about/ like /about', async () => {
    expect((await dev().get('/no-such-page')).status).toBe(404);
    expect((await dev().get('/no-such-page')).text).toContain('Page Not Found');
    expect((await dev().get('/about/')).text).toContain('<title>About Us | Fixture Consulting</title>');
  });

  it('answers an old address of redirects: 301 with the new one, as the hosts do, and kept by no browser', async () => {
    const { server, applied } = dev();
    const done = applied('site.yaml');
    await edit('site.yaml', (text) => `${text}redirects:\n  - { from: /old-about, to: /about }\n`);
    await done;
    for (const target of ['/old-about', '/old-about/']) {
      const response = await fetch(`${server.url}${target}`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location'), response.headers.get('cache-control')]).toEqual([
        301,
        '/about',
        'no-store',
      ]);
    }
  });

  it('tells the open page to reload after its content changes, and serves the new text', async () => {
    const { server, get } = dev();
    await get('/about');
    const events = await openEvents(server.url);
    try {
      await edit('pages/about.md', (text) => text.replace('title: About Us', 'title: About The Team'));
      const event = await events.next((candidate) => candidate.type === 'reload');
      expect(event).toMatchObject({ type: 'reload', state: 'ok' });
      expect(event.type === 'reload' && (event.routes === 'all' || event.routes.includes('/about'))).toBe(true);
      expect((await get('/about')).text).toContain('<title>About The Team | Fixture Consulting</title>');
    } finally {
      events.close();
    }
  });

  it('renders again only the page whose body changed', async () => {
    const { server, get, renders } = dev();
    for (const route of ['/', '/about', '/advice/tax', '/advice/audit']) await get(route);
    const before = Object.fromEntries(
      ['/', '/about', '/advice/tax', '/advice/audit'].map((route) => [route, renders(route)]),
    );
    const events = await openEvents(server.url);
    try {
      await edit('pages/advice/tax.md', (text) => text.replace('We help with tax.', 'We help with tax returns.'));
      expect(await events.next()).toEqual({ type: 'reload', routes: ['/advice/tax'], state: 'ok' });
      for (const route of ['/', '/about', '/advice/tax', '/advice/audit']) await get(route);
      expect((await get('/advice/tax')).text).toContain('We help with tax returns.');
      expect(renders('/advice/tax')).toBe((before['/advice/tax'] ?? 0) + 1);
      for (const route of ['/', '/about', '/advice/audit']) expect(renders(route), route).toBe(before[route]);
    } finally {
      events.close();
    }
  });

  it('renders again the pages that show a changed menu label, and not the others', async () => {
    const { server, get } = dev();
    for (const route of ['/', '/about', '/advice/tax', '/advice/audit']) await get(route);
    const events = await openEvents(server.url);
    try {
      await edit('pages/advice/audit.md', (text) =>
        text.replace('title: Audit Support', 'title: Audit Support\nnavLabel: Audits'),
      );
      const event = await events.next();
      // Every page shows the group's menu in its header.
      expect(event).toMatchObject({ type: 'reload', state: 'ok' });
      expect(event.type === 'reload' && event.routes).toEqual(
        expect.arrayContaining(['/', '/about', '/advice/audit', '/advice/tax']),
      );
      expect((await get('/about')).text).toContain('Audits');
    } finally {
      events.close();
    }
  });

  it('reloads every open page after a change to site.yaml used by the footer', async () => {
    const { server, get } = dev();
    for (const route of ['/', '/about']) await get(route);
    const events = await openEvents(server.url);
    try {
      await edit('site.yaml', (text) => text.replace('phone: +263 77 000 0000', 'phone: +263 77 111 1111'));
      const event = await events.next();
      expect(event.type === 'reload' && event.routes).toEqual(expect.arrayContaining(['/', '/about']));
      expect((await get('/')).text).toContain('href="tel:+263771111111"');
    } finally {
      events.close();
    }
  });

  it('reloads nothing and renders nothing when a file is saved unchanged', async () => {
    const { server, site, get, renders } = dev();
    await get('/about');
    const count = renders('/about');
    const sent: unknown[] = [];
    server.onEvent((event) => sent.push(event));
    const text = await readFile(path.join(site.contentDir, 'pages/about.md'), 'utf8');
    const before = logged.length;
    await site.write('pages/about.md', text);
    // The server logs each change once it has applied it: wait for that line, not for a while.
    const applied = () => logged.slice(before).find((line) => line.includes('pages/about.md →'));
    await expect.poll(applied, { timeout: 10_000 }).toBeDefined();
    expect(applied()).toMatch(/→ nothing to reload in \d+ ms$/);
    await server.settled();
    await get('/about');
    expect(sent).toEqual([]);
    expect(renders('/about')).toBe(count);
  });

  it('keeps serving when the content is broken, with every problem, and recovers when fixed', async () => {
    const { server, get } = dev();
    const events = await openEvents(server.url);
    try {
      await edit('pages/advice/_group.yaml', (text) => text.replace('order: 1', 'order: first'));
      expect(await events.next()).toEqual({ type: 'reload', routes: 'all', state: 'error' });
      const broken = await get('/about');
      expect(broken.status).toBe(500);
      expect(broken.text).toMatch(
        /Wrong kind of value: <span class="dev-location">\S*content\/pages\/advice\/_group\.yaml:2:8<\/span>/,
      );
      expect(broken.text).toContain('<dt>Field:</dt><dd>order</dd>');
      await edit('pages/advice/_group.yaml', (text) => text.replace('order: first', 'order: 1'));
      expect(await events.next()).toEqual({ type: 'reload', routes: 'all', state: 'ok' });
      const fixed = await get('/about');
      expect(fixed.status).toBe(200);
      expect(fixed.text).not.toContain('dev-overlay');
    } finally {
      events.close();
    }
  });

  it('shows a picture whose file is missing as a content problem, not an error of the code', async () => {
    const { server, get } = dev();
    const events = await openEvents(server.url);
    const picture = imageTextBlock('team.jpg');
    try {
      await edit('pages/about.md', (text) => text.replace('company.\n---\n', `company.\n${picture}`));
      expect(await events.next((event) => event.type === 'reload' && event.state === 'error')).toMatchObject({
        routes: 'all',
      });
      const broken = await get('/about');
      expect(broken.status).toBe(500);
      expect(broken.text).toContain('Image not found');
      expect(broken.text).not.toContain('Unexpected Application Error!');
      await edit('pages/about.md', (text) => text.replace(picture, '---\n'));
      expect(await events.next()).toMatchObject({ type: 'reload', routes: 'all', state: 'ok' });
      expect((await get('/about')).status).toBe(200);
    } finally {
      events.close();
    }
  });

  it('shows a damaged picture file as a content problem naming the picture and its field', async () => {
    const { server, get, site } = dev();
    const events = await openEvents(server.url);
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    // The first half of the photo, as an interrupted copy leaves it.
    await mkdir(path.join(site.contentDir, 'images'), { recursive: true });
    await writeFile(path.join(site.contentDir, 'images', 'cut.jpg'), photo.subarray(0, photo.length >> 1));
    const picture = imageTextBlock('cut.jpg');
    try {
      await edit('pages/about.md', (text) => text.replace('company.\n---\n', `company.\n${picture}`));
      expect(await events.next((event) => event.type === 'reload' && event.state === 'error')).toMatchObject({
        routes: 'all',
      });
      const broken = await get('/about');
      expect(broken.status).toBe(500);
      expect(broken.text).toContain('Picture cannot be read');
      expect(broken.text).toContain('blocks[0].image.source');
      expect(broken.text).not.toContain('Unexpected Application Error!');
      await edit('pages/about.md', (text) => text.replace(picture, '---\n'));
      expect(await events.next()).toMatchObject({ type: 'reload', routes: 'all', state: 'ok' });
    } finally {
      events.close();
    }
  });
});
