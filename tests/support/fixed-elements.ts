/**
 * What the fixed elements (the floating chat button and the sticky bar)
 * cover on a page, read in the page in one evaluate that visits every
 * position in turn: at the end of the page and at each form (its top and
 * its send button), each control, price or text they cover and the chat
 * links on screen; and, at the end of the page, CSS that changes casing and
 * email addresses that break inside their name or domain.
 */
import type { Page } from 'playwright-core';

/** Where to scroll: the end of the page, or the top or the send button of the nth form. */
type Position = { at: 'end' } | { at: 'form-top' | 'form-button'; index: number };

/**
 * At each position in turn: scrolls, lets two frames pass (the scroll
 * handlers and scroll-driven styles have run), then lists what a shown
 * fixed element covers, and the chat links on screen; at the end of the
 * page, the casing and the email addresses as well.
 */
function coveredAtEachPosition(page: Page, chatUrl: string) {
  return page.evaluate(async (chatUrl) => {
    const forms = document.querySelectorAll('main form').length;
    const positions: Position[] = [{ at: 'end' }];
    for (let index = 0; index < forms; index++) positions.push({ at: 'form-top', index }, { at: 'form-button', index });
    const results = [];
    for (const position of positions) {
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
        return (
          style.visibility === 'visible' &&
          Number(style.opacity) > 0 &&
          rect.width > 1 &&
          rect.height > 1 &&
          rect.bottom > 0 &&
          rect.top < innerHeight
        );
      };
      const fixed = [...document.querySelectorAll('aside[aria-label="Quick contact"] > a, #mobile-bar')].filter(
        (element) => getComputedStyle(element).position === 'fixed' && shown(element),
      );
      // The fixed chat links: the floating button and the bar's (a page's own content may link to the chat as well).
      const chatLinks = [...document.querySelectorAll('aside[aria-label="Quick contact"] a[href]')].filter(
        (link) => link.getAttribute('href') === chatUrl && shown(link),
      ).length;

      type Box = { left: number; right: number; top: number; bottom: number };
      const overlaps = (a: Box, b: Box) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      const covered: string[] = [];
      const check = (what: string, box: Box) => {
        for (const over of fixed)
          if (overlaps(box, over.getBoundingClientRect())) covered.push(`${over.id || 'chat button'} covers ${what}`);
      };
      // Controls, by their box.
      for (const element of document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      )) {
        if (fixed.some((over) => over.contains(element)) || !shown(element)) continue;
        check(name(element), element.getBoundingClientRect());
      }
      // Text (prices included), by its lines.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || fixed.some((over) => over.contains(parent)) || !shown(parent))
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects())
          if (line.width > 1 && line.height > 1) check(`the text "${node.textContent.trim().slice(0, 40)}"`, line);
      }
      if (position.at !== 'end') {
        results.push({ position, covered, chatLinks, transformed: [], brokenEmails: [] });
        continue;
      }
      const transformed = [...document.querySelectorAll('body *')]
        .filter((element) => getComputedStyle(element).textTransform !== 'none' && element.textContent?.trim())
        .map(name);
      // An email address on more than one line breaks only before the @: its name and its domain each on one line.
      const lines = (range: Range) =>
        new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top))).size;
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
        return lines(before) > 1 || lines(after) > 1
          ? [`the email address ${link.textContent} breaks inside its name or domain`]
          : [];
      });
      results.push({ position, covered, chatLinks, transformed, brokenEmails });
    }
    return { forms, results };
  }, chatUrl);
}

/**
 * Everything the fixed elements do wrong on the open page, scrolled to its
 * end and to each form, in words naming the route and the position; and
 * how many forms the page has.
 */
export async function fixedElementFindings(
  page: Page,
  route: string,
  chatUrl: string,
): Promise<{ found: string[]; forms: number }> {
  const { forms, results } = await coveredAtEachPosition(page, chatUrl);
  const found: string[] = [];
  for (const { position, covered, chatLinks, transformed, brokenEmails } of results) {
    const where = `${route} (${position.at}${'index' in position ? ` ${position.index}` : ''})`;
    found.push(...covered.map((what) => `${where}: ${what}`));
    if (chatLinks > 1) found.push(`${where}: ${chatLinks} fixed chat links on screen`);
    if (position.at === 'end') {
      found.push(...transformed.map((what) => `${route}: CSS changes the casing of ${what}`));
      found.push(...brokenEmails.map((what) => `${route}: ${what}`));
    }
  }
  return { found, forms };
}
