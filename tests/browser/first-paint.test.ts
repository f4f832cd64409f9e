/**
 * Nothing competes with the first paint that it does not need: the page's
 * modules (the boot module, the chunks it preloads) are requested only once
 * the first screen is painted, and the islands still start. A request made
 * from the head would share the slow link with the document and stylesheet.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, PHONE, waitForPageReady } from '../support/browser';

const open = browserForFile();

describe('the first paint', () => {
  it('comes before any script is requested, and the islands start after it', async () => {
    const { page, problems } = await open('/', PHONE);
    await waitForPageReady(page);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timings.firstPaint).toBeGreaterThan(0);
    expect(timings.scripts.map((script) => script.url)).toContainEqual(expect.stringMatching(/^\/assets\/boot\./));
    for (const script of timings.scripts)
      expect(script.start, `${script.url} requested before the first paint`).toBeGreaterThanOrEqual(
        timings.firstPaint!,
      );
    expect(problems).toEqual([]);
  });
});
