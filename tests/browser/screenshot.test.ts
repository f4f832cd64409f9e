/** The screenshot script's preparation of a page: every image loaded, the lazy ones below the fold included. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadEveryImage } from '../../scripts/shared/load-every-image';
import { PHONE, browserForFile } from '../support/browser';

const open = browserForFile();

/** Images not (yet) shown: not loaded, or loaded empty. */
const blankImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.getAttribute('src') ?? ''),
  );

describe('a page prepared for a screenshot', () => {
  it('shows every image, the partner logos and the footer logo below the fold included', async () => {
    const { page } = await open('/', PHONE);
    // As loaded, the lazy images far below the first screen are still blank: what the full-page shots showed.
    expect((await blankImages(page)).length).toBeGreaterThan(0);
    await loadEveryImage(page);
    expect(await blankImages(page)).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});
