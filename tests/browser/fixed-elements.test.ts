/**
 * On every page of the sitemap, at 375 px and 1280 px, the fixed elements
 * (the floating chat button and the sticky bar) cover no control, price or
 * text, scrolled to the end of the page and to each form (its top and its
 * send button); and only one chat link shows at a time. On the same
 * visit: casing comes from the content (no CSS text-transform on any page),
 * an email address wraps only before its @, and each partner is named once.
 * One browser, one page per width, the boxes read in one evaluate per
 * position.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { waitForIsland } from '../support/islands';

const open = useBrowser();

async function sitemapRoutes(): Promise<string[]> {
  const xml = await readFile(path.join(inject('distDir'), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
}

/** Where to scroll: the end of the page, or the top or the send button of the nth form. */
type Position = { at: 'end' } | { at: 'form-top' | 'form-button'; index: number };

/**
 * Scrolls, lets two frames pass (the scroll handlers and scroll-driven
 * styles have run), then lists what a shown fixed element covers, and the
 * chat links on screen.
 */
function coveredAt(page: Page, position: Position, chatUrl: string) {
  return page.evaluate(async ({ position, chatUrl }) => {
    const root = document.documentElement;
    if (position.at === 'end') window.scrollTo(0, root.scrollHeight);
    else {
      const form = document.querySelectorAll('main form')[position.index]!;
      const target = position.at === 'form-top' ? form : form.querySelector('[type="submit"]')!;
      target.scrollIntoView({ block: position.at === 'form-top' ? 'start' : 'end' });
    }
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));

    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return style.visibility === 'visible' && Number(style.opacity) > 0 && rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.top < innerHeight;
    };
    const fixed = [...document.querySelectorAll('aside[aria-label="Quick contact"] > a, #mobile-bar')].filter(
      (element) => getComputedStyle(element).position === 'fixed' && shown(element),
    );
    // The fixed chat links: the floating button and the bar's (a page's own content may link to the chat as well).
    const chatLinks = [...document.querySelectorAll('aside[aria-label="Quick contact"] a[href]')].filter((link) => link.getAttribute('href') === chatUrl && shown(link)).length;

    type Box = { left: number; right: number; top: number; bottom: number };
    const overlaps = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const covered: string[] = [];
    const check = (what: string, box: Box) => {
      for (const over of fixed) if (overlaps(box, over.getBoundingClientRect())) covered.push(`${over.id || 'chat button'} covers ${what}`);
    };
    // Controls, by their box.
    for (const element of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])')) {
      if (fixed.some((over) => over.contains(element)) || !shown(element)) continue;
      check(name(element), element.getBoundingClientRect());
    }
    // Text (prices included), by its lines.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || fixed.some((over) => over.contains(parent)) || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) if (line.width > 1 && line.height > 1) check(`the text "${node.textContent.trim().slice(0, 40)}"`, line);
    }
    const transformed = [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).textTransform !== 'none' && element.textContent?.trim())
      .map(name);
    // An email address on more than one line breaks only before the @: its name and its domain each on one line.
    const lines = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top))).size;
    const brokenEmails = [...document.querySelectorAll('a[href^="mailto:"]')].filter(shown).flatMap((link) => {
      const text = link.firstChild;
      const last = link.lastChild;
      const at = (link.textContent ?? '').lastIndexOf('@');
      if (!text || !last || at < 0) return [];
      const before = document.createRange();
      const after = document.createRange();
      before.setStartBefore(text);
      after.setEndAfter(last);
      // The @ in whichever text node holds it.
      let offset = at;
      for (const node of link.childNodes) {
        const length = node.textContent?.length ?? 0;
        if (node.nodeType === Node.TEXT_NODE && offset <= length && (node.textContent ?? '').includes('@')) {
          before.setEnd(node, offset);
          after.setStart(node, offset);
          break;
        }
        offset -= length;
      }
      return lines(before) > 1 || lines(after) > 1 ? [`the email address ${link.textContent} breaks inside its name or domain`] : [];
    });
    return { covered, chatLinks, transformed, brokenEmails };
  }, { position, chatUrl });
}

async function checkEveryRoute(viewport: { width: number; height: number }) {
  const routes = await sitemapRoutes();
  const site = parse(await readFile(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as { chat: { url: string } };
  expect(routes).toContain('/contact');
  const { page, problems } = await open('/', viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: string[] = [];
  let formsSeen = 0;
  for (const route of routes) {
    if (route !== '/') await page.goto(new URL(route, page.url()).href, { waitUntil: 'load' });
    await waitForIsland(page, 'StickyBar');
    const forms = await page.locator('main form').count();
    formsSeen += forms;
    const positions: Position[] = [{ at: 'end' }];
    for (let index = 0; index < forms; index++) positions.push({ at: 'form-top', index }, { at: 'form-button', index });
    for (const position of positions) {
      const { covered, chatLinks, transformed, brokenEmails } = await coveredAt(page, position, site.chat.url);
      const where = `${route} (${position.at}${'index' in position ? ` ${position.index}` : ''})`;
      found.push(...covered.map((what) => `${where}: ${what}`));
      if (chatLinks > 1) found.push(`${where}: ${chatLinks} fixed chat links on screen`);
      if (position.at === 'end') {
        found.push(...transformed.map((what) => `${route}: CSS changes the casing of ${what}`));
        found.push(...brokenEmails.map((what) => `${route}: ${what}`));
      }
    }
  }
  expect(formsSeen).toBeGreaterThanOrEqual(4);
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
}

describe('the fixed elements', () => {
  it('cover nothing on a 375 px phone, at the end of every page and at every form', async () => {
    await checkEveryRoute(PHONE);
  });

  it('cover nothing on a 1280 px screen, at the end of every page and at every form', async () => {
    await checkEveryRoute(DESKTOP);
  });
});

describe('the partners', () => {
  it('are each named once: by the logo, whose alt text names them, not again as text', async () => {
    const home = await readFile(path.resolve(import.meta.dirname, '../../content/pages/index.md'), 'utf8');
    const front = parse(home.split(/^---$/m)[1] ?? '') as { blocks: Array<{ type: string; partners?: Array<{ name: string }> }> };
    const names = front.blocks.find((block) => block.type === 'partners')?.partners?.map((partner) => partner.name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    const { page } = await open('/', DESKTOP);
    const cards = page.locator('section', { has: page.getByRole('heading', { name: 'Proudly Partnering With' }) }).locator('li');
    expect(await cards.count()).toBe(names.length);
    for (const [index, name] of names.entries()) {
      const card = cards.nth(index);
      expect(await card.innerText()).not.toContain(name);
      expect(await card.getByRole('img', { name }).count()).toBe(1);
    }
    await page.close();
  });
});
