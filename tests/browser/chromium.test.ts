/**
 * The Chromium the tests run in (Debian's headless shell) and the one the
 * screenshots, the audit and the staff guide's pictures run in (the full
 * chromium): both started with every feature Playwright turns off and, beside
 * them, without the hidden address-bar popups a full browser's window would
 * otherwise keep; and, for the tests, unable to reach any host but this machine.
 */
import { describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  PLAYWRIGHT_DISABLED_FEATURES,
  TEST_CHROMIUM_PATH,
  UNUSED_BROWSER_FEATURES,
} from '../../scripts/shared/browser';
import { preparePage, PHONE } from '../support/browser';
import { newTestContext } from '../support/run/chromium';

describe("the tests' Chromium", () => {
  it('is the headless shell', async () => {
    const context = await newTestContext();
    const cdp = await context.browser()!.newBrowserCDPSession();
    const { product } = await cdp.send('Browser.getVersion');
    await cdp.detach();
    await context.close();
    expect(TEST_CHROMIUM_PATH).toMatch(/headless-shell$/);
    expect(product).toMatch(/^HeadlessChrome\//);
  });

  it("starts the scripts' full Chromium with one --disable-features, holding every feature Playwright turns off and the unused popups, and no address-bar popup renderer beside a page", async () => {
    // Both browsers are started with PLAYWRIGHT_LAUNCH's switches; only the full one shows them at chrome://version.
    const context = await launchBrowser();
    try {
      const version = await context.newPage();
      await version.goto('chrome://version');
      const args = (await version.locator('#command_line').textContent())!.split(' ');
      await version.close();
      // Two would mean Playwright's own list changed and no longer matches PLAYWRIGHT_DISABLED_FEATURES:
      // Chromium would keep only the last of them.
      const switches = args.filter((arg) => arg.startsWith('--disable-features='));
      expect(switches).toHaveLength(1);
      const disabled = switches[0]!.slice('--disable-features='.length).split(',');
      expect(disabled).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES]));

      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${inject('fixtureSiteUrl')}/about`);
      const cdp = await context.browser()!.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      await cdp.detach();
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain(page.url());
      expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a request for any other host at once, and the page records it', async () => {
    const context = await newTestContext();
    const site = inject('fixtureSiteUrl');
    const { page, externalRequests } = await preparePage(context, PHONE);
    // A name Chromium itself would take to this machine (it resolves every *.localhost there), so only
    // the run's rule can refuse it: the fixture site's own server would otherwise answer.
    const elsewhere = site.replace('//localhost:', '//elsewhere.localhost:');
    const outcome = await page.goto(`${elsewhere}/about`).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await context.close();
    expect(outcome).toContain('net::ERR_NAME_NOT_RESOLVED');
    expect(externalRequests).toEqual([`${elsewhere}/about`]);
  });
});
