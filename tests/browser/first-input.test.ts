/**
 * No first input is lost on the islands a page of any kind holds: the
 * enquiry forms (contact, quote), the project brief, the header (the menu
 * of narrow screens, the group menus of wide ones), the sticky bar and the
 * notifications. On a slow phone (tests/support/slow-phone.ts) each page is
 * scrolled to the island as soon as its document is parsed and used at once,
 * by tap or by key, while the island's script is held back (for the
 * site-wide islands, the boot module that carries them). Once the script
 * arrives, what the visitor did is still there, or has happened, once. The
 * islands are tried on the small pages of the fixture site, but the sticky
 * bar, which needs a page long enough to scroll: on the real site's.
 *
 * The tests of each group run side by side (describe.concurrent): most of a
 * test's time is the slow link's waiting, and each has a browser context of
 * its own and sends to a form address no other test here uses. So each uses
 * its own `expect`, as vitest asks of tests run side by side.
 */
import type { Browser, Page } from 'playwright-core';
import { connectToRunBrowser } from '../support/run/chromium';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { waitForIsland } from '../support/islands';
import { BOOT_MODULE, chunkOf, hydrated, openSlow, SLOW, tapOn } from '../support/slow-phone';
import { actionOf, onlyRequest, server } from './forms/forms-support';

let browser: Browser;
beforeAll(async () => {
  // The run's one Chromium (tests/support/run/chromium.ts); closing this connection leaves it running.
  browser = await connectToRunBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The values of the form's fields, by name, read at once. */
const fieldsOf = (page: Page, formId: string) =>
  page.evaluate(
    (id) =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLInputElement>(`#${id} [name]:not([type="hidden"]):not([tabindex="-1"])`)].map(
          (field) => [field.name, field.value],
        ),
      ),
    formId,
  );

/** The value of the option `steps` below the select's current one, read from the page. */
const optionBelow = (page: Page, selector: string, steps = 1) =>
  page
    .locator(selector)
    .evaluate(
      (select, n) => (select as HTMLSelectElement).options[(select as HTMLSelectElement).selectedIndex + n]!.value,
      steps,
    );

/** Submits the hydrated form and returns the fields the form service received (`expect` is the test's own). */
async function sent(page: Page, formId: string, expect: ExpectStatic): Promise<Record<string, string>> {
  const action = await actionOf(page, formId);
  await server().set(action, { scenario: 'success' });
  await page.locator(`#${formId} button[type="submit"]`).click();
  // The request crosses the slow link: wait for it as long as that takes.
  await expect.poll(async () => (await server().received(action)).length, SLOW).toBe(1);
  return (await onlyRequest(action, expect)).fields;
}

describe.concurrent('the enquiry and brief forms keep what was typed before their script ran', () => {
  it('contact form, by tap: the typed fields and the chosen service stay, and are what is sent', async ({ expect }) => {
    const form = 'contact-form';
    const { page, release } = await openSlow(browser, '/form-contact', {
      hold: chunkOf('EnquiryForm'),
      scrollTo: `#${form}`,
      viewport: PHONE,
    });
    const typed = {
      name: 'Tendai Moyo',
      email: 'tendai@example.co.zw',
      phone: '+263 71 555 0101',
      message: 'A site for our bakery, please.',
    };
    for (const [name, text] of Object.entries(typed)) {
      await tapOn(page, `#${form} [name="${name}"]`);
      await page.keyboard.type(text);
    }
    const service = await optionBelow(page, `#${form} [name="service"]`);
    await page.locator(`#${form} [name="service"]`).focus();
    await page.keyboard.press('ArrowDown');
    expect(await hydrated(page, 'EnquiryForm')).toBe(false);
    release();
    await waitForIsland(page, 'EnquiryForm');
    const expected = { ...typed, service };
    expect(await fieldsOf(page, form)).toEqual(expected);
    expect(await sent(page, form, expect)).toMatchObject(expected);
    await page.close();
  });

  it('quote form, by key: fields typed and moved through with Tab stay, and are what is sent', async ({ expect }) => {
    const form = 'quote-form';
    const { page, release } = await openSlow(browser, '/form-quote', {
      hold: chunkOf('EnquiryForm'),
      scrollTo: `#${form}`,
      viewport: PHONE,
    });
    const service = await optionBelow(page, `#${form} [name="service"]`, 2);
    await page.locator(`#${form} [name="name"]`).focus();
    // Name, email, phone, then the service (two steps down), then the message: as a keyboard user goes.
    for (const key of [
      'Rudo Chikore',
      'Tab',
      'rudo@example.org',
      'Tab',
      '+263 77 123 4567',
      'Tab',
      'ArrowDown',
      'ArrowDown',
      'Tab',
      'Quote for a school website.',
    ]) {
      if (/^(Tab|ArrowDown)$/.test(key)) await page.keyboard.press(key);
      else await page.keyboard.type(key);
    }
    expect(await hydrated(page, 'EnquiryForm')).toBe(false);
    release();
    await waitForIsland(page, 'EnquiryForm');
    const expected = {
      name: 'Rudo Chikore',
      email: 'rudo@example.org',
      phone: '+263 77 123 4567',
      service,
      message: 'Quote for a school website.',
    };
    expect(await fieldsOf(page, form)).toEqual(expected);
    expect(await sent(page, form, expect)).toMatchObject(expected);
    await page.close();
  });

  it('project brief, by tap and key: the typed goals and the chosen project type stay, and are what is sent', async ({
    expect,
  }) => {
    const form = 'brief-form';
    const { page, release } = await openSlow(browser, '/form-brief', {
      hold: chunkOf('ProjectBriefForm'),
      scrollTo: `#${form}`,
      viewport: PHONE,
    });
    const typed = { fullName: 'Nyasha Dube', email: 'nyasha@example.org', projectGoals: 'Donor reports online.' };
    for (const [name, text] of Object.entries(typed)) {
      await tapOn(page, `#${form} [name="${name}"]`);
      await page.keyboard.type(text);
    }
    const projectType = await optionBelow(page, `#${form} [name="projectType"]`);
    await page.locator(`#${form} [name="projectType"]`).focus();
    await page.keyboard.press('ArrowDown');
    expect(await hydrated(page, 'ProjectBriefForm')).toBe(false);
    release();
    await waitForIsland(page, 'ProjectBriefForm');
    const expected = { ...typed, projectType };
    expect(await fieldsOf(page, form)).toMatchObject(expected);
    expect(await sent(page, form, expect)).toMatchObject(expected);
    await page.close();
  });
});

const MENU_TOGGLE = 'button[aria-controls="mobile-menu"]';
/** The toggle's state and whether the menu shows, after the next two frames (a second toggle would have landed). */
const mobileMenu = (page: Page) =>
  page.evaluate(async (toggle) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const menu = document.getElementById('mobile-menu');
    return {
      expanded: document.querySelector(toggle)?.getAttribute('aria-expanded'),
      shown: !!menu && getComputedStyle(menu).display !== 'none',
    };
  }, MENU_TOGGLE);

describe.concurrent('the header answers an input that came before the boot module ran', () => {
  for (const how of ['tap', 'Enter'] as const) {
    it(`opens the menu of narrow screens from a ${how} on its button, once`, async ({ expect }) => {
      const { page, release } = await openSlow(browser, '/about', {
        hold: BOOT_MODULE,
        viewport: PHONE,
      });
      if (how === 'tap') await tapOn(page, MENU_TOGGLE);
      else {
        await page.locator(MENU_TOGGLE).focus();
        await page.keyboard.press('Enter');
      }
      expect(await hydrated(page, 'SiteHeader')).toBe(false);
      release();
      await waitForIsland(page, 'SiteHeader');
      await expect.poll(() => mobileMenu(page), SLOW).toEqual({ expanded: 'true', shown: true });
      await page.close();
    });
  }

  /** Tabs from the top of the page to the first group button of the main navigation, as a keyboard user would. */
  async function tabToFirstGroup(page: Page): Promise<string> {
    const id = await page.locator('nav[aria-label="Main"] button').first().getAttribute('id');
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((wanted) => document.activeElement?.id === wanted, id)) return id!;
    }
    throw new Error(`Tab never reached #${id}`);
  }

  const groupState = (page: Page, buttonId: string) =>
    page.evaluate(async (id) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const button = document.getElementById(id)!;
      const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
      const focused = document.activeElement;
      return {
        expanded: button.getAttribute('aria-expanded'),
        shown: getComputedStyle(menu).display !== 'none',
        focus: focused === button ? 'button' : focused === menu.querySelector('a') ? 'first link' : 'elsewhere',
      };
    }, buttonId);

  it('opens a desktop group menu reached by Tab with Enter, focus staying on its button', async ({ expect }) => {
    const { page, release } = await openSlow(browser, '/about', {
      hold: BOOT_MODULE,
      viewport: DESKTOP,
      touch: false,
    });
    const button = await tabToFirstGroup(page);
    // Focus alone opens nothing.
    expect((await groupState(page, button)).shown).toBe(false);
    await page.keyboard.press('Enter');
    expect(await hydrated(page, 'SiteHeader')).toBe(false);
    release();
    await waitForIsland(page, 'SiteHeader');
    await expect.poll(() => groupState(page, button), SLOW).toEqual({ expanded: 'true', shown: true, focus: 'button' });
    await page.close();
  });

  it('opens a desktop group menu reached by Tab with ArrowDown, on its first link', async ({ expect }) => {
    const { page, release } = await openSlow(browser, '/about', {
      hold: BOOT_MODULE,
      viewport: DESKTOP,
      touch: false,
    });
    const button = await tabToFirstGroup(page);
    await page.keyboard.press('ArrowDown');
    expect(await hydrated(page, 'SiteHeader')).toBe(false);
    release();
    await waitForIsland(page, 'SiteHeader');
    await expect
      .poll(() => groupState(page, button), SLOW)
      .toEqual({ expanded: 'true', shown: true, focus: 'first link' });
    await page.close();
  });
});

describe.concurrent('the sticky bar and the notifications answer an input that came before the boot module ran', () => {
  it('the chat link works as a plain link before any script, and the bar shows for the scroll made before it', async ({
    expect,
  }) => {
    const { page, context, release } = await openSlow(browser, '/about', {
      site: 'real',
      hold: BOOT_MODULE,
      scrollTo: 'footer',
      viewport: PHONE,
    });
    const chat = page.locator('a.chat-fab');
    const href = (await chat.getAttribute('href'))!;
    // The chat service is not reached: its page is answered here.
    await context.route(`${new URL(href).origin}/**`, (request) =>
      request.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
    );
    const opened = context.waitForEvent('page', SLOW);
    await tapOn(page, 'a.chat-fab');
    const chatPage = await opened;
    await chatPage.waitForURL(href, SLOW);
    // Back to the site's tab, as the visitor would: a tab behind another draws no frames.
    await page.bringToFront();
    expect(await hydrated(page, 'StickyBar')).toBe(false);
    release();
    await waitForIsland(page, 'StickyBar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.stickyBar), SLOW).toBe('shown');
    await page.close();
  });

  for (const how of ['tap', 'Enter'] as const) {
    it(`shows the notice of a Learn More button pressed by ${how}, once`, async ({ expect }) => {
      const button = '[data-island="ComingSoonButton"] button';
      const { page, release } = await openSlow(browser, '/island-services', {
        hold: BOOT_MODULE,
        scrollTo: button,
        viewport: PHONE,
      });
      if (how === 'tap') await tapOn(page, button);
      else {
        await page.locator(button).first().focus();
        await page.keyboard.press('Enter');
      }
      expect(await hydrated(page, 'Toaster')).toBe(false);
      release();
      await waitForIsland(page, 'Toaster');
      await waitForIsland(page, 'ComingSoonButton');
      const toasts = page.locator('.toast-region [role="status"], .toast-region [role="alert"]');
      await expect.poll(() => toasts.count(), SLOW).toBe(1);
      // Two frames later, still one: the input was not replayed twice.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await toasts.count()).toBe(1);
      await page.close();
    });
  }
});
