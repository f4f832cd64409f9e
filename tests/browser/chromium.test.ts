/**
 * The Chromium the tests, the screenshots and the staff guide's pictures run
 * in: started with every feature Playwright turns off and, beside them,
 * without the hidden address-bar popups each window would otherwise keep;
 * and, for the tests, unable to reach any host but this machine.
 */
import { describe, expect, inject, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES, UNUSED_BROWSER_FEATURES } from '../../scripts/shared/browser';
import { preparePage, PHONE } from '../support/browser';
import { newTestContext } from '../support/run/chromium';

describe("the tests' Chromium", () => {
  it('has one --disable-features, holding every feature Playwright turns off and the unused popups', async () => {
    const context = await newTestContext();
    const page = await context.newPage();
    await page.goto('chrome://version');
    const args = (await page.locator('#command_line').textContent())!.split(' ');
    await context.close();
    // Two would mean Playwright's own list changed and no longer matches PLAYWRIGHT_DISABLED_FEATURES:
    // Chromium would keep only the last of them.
    const switches = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const disabled = switches[0]!.slice('--disable-features='.length).split(',');
    expect(disabled).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES]));
  });

  it('opens a page with no address-bar popup renderer beside it', async () => {
    const context = await newTestContext();
    const page = await context.newPage();
    await page.goto(`${inject('fixtureSiteUrl')}/about`);
    const cdp = await context.browser()!.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    await cdp.detach();
    const urls = targetInfos.map((target) => target.url);
    expect(urls).toContain(page.url());
    expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
    await context.close();
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
