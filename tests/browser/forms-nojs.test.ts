/**
 * Without JavaScript every form still works: the browser checks the
 * required fields and types, posts natively to the form service, and the
 * service's 303 lands the visitor on the site's /thank-you page.
 *
 * The site is built again here with its own address (SITE_URL), so that the
 * _next field points at the test server the browser is on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSite } from '../../scripts/build';
import { newTestContext } from '../support/chromium';
import { startServer, type RunningServer } from '../../scripts/serve/static-server';
import { server, submit } from './forms-support';

const root = path.resolve(import.meta.dirname, '../..');
let site: RunningServer | undefined;
let workDir = '';
let context: BrowserContext | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'site-nojs-'));
  const port = await freePort();
  const outDir = path.join(workDir, 'dist');
  await buildSite({
    root,
    outDir,
    siteUrl: `http://localhost:${port}`,
    formsEndpoint: `${inject('formServerUrl')}/nojs/f/`,
  });
  site = await startServer({ dir: outDir, port });
  context = await newTestContext({ javaScriptEnabled: false });
});

afterAll(async () => {
  await context?.close();
  await site?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function openPage(route: string): Promise<{ page: Page; blocked: string[] }> {
  const page = await context!.newPage();
  const blocked: string[] = [];
  const allowed = [site!.url, inject('formServerUrl')];
  await page.route('**/*', (request) => {
    const url = request.request().url();
    if (allowed.some((origin) => url.startsWith(origin))) return request.continue();
    blocked.push(url);
    return request.abort('blockedbyclient');
  });
  await page.goto(`${site!.url}${route}`);
  return { page, blocked };
}

const FORMS = [
  {
    route: '/contact',
    id: 'contact-form',
    texts: { name: 'Tendai Moyo', email: 'tendai@example.co.zw', phone: '+263 77 123 4567', message: 'Hello' },
    selects: { service: 'Web Hosting' },
    ticks: [] as Array<[string, string]>,
  },
  {
    route: '/request-quote',
    id: 'quote-form',
    texts: { name: 'Rudo Chikore', email: 'rudo@example.org', message: 'A quote please' },
    selects: { service: 'Other' },
    ticks: [],
  },
  {
    route: '/our-work',
    id: 'brief-form',
    texts: { fullName: 'Chipo Ndlovu', email: 'chipo@example.org', projectGoals: 'A new website' },
    selects: {},
    ticks: [],
  },
  {
    route: '/website-design/custom-website-design',
    id: 'intake-form',
    texts: {
      businessName: 'Msasa Bakery',
      contactPerson: 'Farai Dube',
      email: 'farai@example.co.zw',
      phone: '+263 77 200 3000',
      businessDescription: 'A bakery',
      targetAudience: 'Cafes',
      websitePersonality: 'Warm',
      inspirationWebsites: 'https://example.com',
    },
    selects: {},
    ticks: [
      ['website_goals', 'Attract new clients'],
      ['other_goal', 'Other'],
      ['features', 'Contact form'],
      ['contentReady', 'Yes'],
      ['brandingGuide', 'Yes'],
    ],
  },
];

describe('the forms without JavaScript', () => {
  it.each(FORMS)('$route: the browser refuses empty required fields and a bad email', async (form) => {
    const { page } = await openPage(form.route);
    const action = (await page.locator(`#${form.id}`).getAttribute('action'))!;
    await submit(page, form.id);
    expect(await page.locator(`#${form.id} :invalid`).count()).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(form.texts))
      await page.locator(`#${form.id} [name="${name}"]`).fill(value);
    await page.locator(`#${form.id} [name="email"]`).fill('not-an-email');
    await submit(page, form.id);
    expect(
      await page
        .locator(`#${form.id} [name="email"]`)
        .evaluate((field: HTMLInputElement) => field.validity.typeMismatch),
    ).toBe(true);
    expect(page.url()).toBe(`${site!.url}${form.route}`);
    expect(await server().received(action)).toEqual([]);
    await page.close();
  });

  it.each(FORMS)('$route: posts to the form service and lands on /thank-you', async (form) => {
    const { page, blocked } = await openPage(form.route);
    const action = (await page.locator(`#${form.id}`).getAttribute('action'))!;
    expect(action).toMatch(new RegExp(`^${inject('formServerUrl')}/nojs/f/\\w+$`));
    expect(await page.locator(`#${form.id}`).getAttribute('method')).toBe('post');
    expect(await page.locator(`#${form.id} input[name="_next"]`).getAttribute('value')).toBe(`${site!.url}/thank-you`);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    await server().set(action, { scenario: 'success' });
    for (const [name, value] of Object.entries(form.texts))
      await page.locator(`#${form.id} [name="${name}"]`).fill(value);
    for (const [name, value] of Object.entries(form.selects))
      await page.locator(`#${form.id} [name="${name}"]`).selectOption(value);
    for (const [name, value] of form.ticks)
      await page.locator(`#${form.id} input[name="${name}"][value="${value}"]`).check();
    await Promise.all([page.waitForURL(`${site!.url}/thank-you`), submit(page, form.id)]);
    expect(await page.locator('h1').textContent()).toMatch(/thank you/i);
    const [request, ...more] = await server().received(action);
    expect(more).toEqual([]);
    expect(request?.method).toBe('POST');
    expect(request?.headers.accept).not.toContain('application/json');
    const fields = Object.fromEntries(request?.fields ?? []);
    expect(fields).toMatchObject({ ...form.texts, ...form.selects, _gotcha: '', _next: `${site!.url}/thank-you` });
    for (const [name, value] of form.ticks) expect(request?.fields).toContainEqual([name, value]);
    expect(blocked).toEqual([]);
    await page.close();
  });
});
