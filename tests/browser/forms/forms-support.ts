/**
 * Helpers for the form tests: pages of the built site that may talk to the
 * local form service, and the service's controls.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, type ExpectStatic, expect, inject } from 'vitest';
import { formServerControl, type ReceivedRequest } from '../../support/run/form-server';
import { type BrowserForFileOptions, DESKTOP, browserForFile, type OpenedPage } from '../../support/browser';

export const NETWORK_MESSAGE = 'There was a problem submitting your form. Please try again.';
export const UNKNOWN_MESSAGE = 'An unknown error occurred.';
/** What a form says under the network error while a kept message waits (content of service-words.ts). */
export const WAITING_MESSAGE =
  /^Your message is kept in this browser until it is sent or you discard it\. If you close this page, it is sent when you next open it\. It will be sent by itself: next try at (.+)\.$/;

export const server = () => formServerControl(inject('formServerUrl'));

/** The `forms:` settings of the real site's content/site.yaml, and its address. */
export function formsSettings(): { url: string; thankYou: string; serviceOptions: string[] } {
  const file = path.resolve(import.meta.dirname, '../../../content/site.yaml');
  const site = parse(readFileSync(file, 'utf8')) as {
    url: string;
    forms: { thankYou: string; serviceOptions: string[] };
  };
  return { url: site.url, ...site.forms };
}

/** The texts a form block of the content gives its form. */
export interface FormBlockTexts {
  submitLabel: string;
  successHeading: string;
  successText: string;
  sendingLabel?: string;
}

/** The address suffix of each page's form service addresses, when its file asked for one. */
const addressTags = new WeakMap<Page, string>();

export interface FormPagesOptions extends BrowserForFileOptions {
  /**
   * Posts of these pages go to addresses of their own at the form service
   * (/f/{id}-{tag}), so test files that run at the same time and send the
   * same form never share its answers or its count.
   */
  tag?: string;
}

/**
 * Sends the posts of a page, or of every page of a context, to the form service's addresses of the tag. The
 * page's fetch appends the tag to a form address as the form calls it: routing the requests instead would
 * stop each one of every page load in the test, and turn the browser's cache off (on the fixture form page,
 * about 0.6 CPU-seconds more a load, 1.45 against 0.85).
 */
export async function tagFormPosts(target: Page | BrowserContext, tag: string): Promise<void> {
  await target.addInitScript(
    ({ service, tag }) => {
      const send = window.fetch.bind(window);
      const tagged = (url: string) =>
        url.startsWith(`${service}/`) && /\/f\/[\w-]+$/.test(url) ? `${url}-${tag}` : url;
      window.fetch = (input, init) => {
        if (input instanceof Request) return send(new Request(tagged(input.url), input), init);
        return send(tagged(String(input)), init);
      };
    },
    { service: inject('formServerUrl'), tag },
  );
}

/** Opens routes of the site; with a tag, their posts go to the form service's addresses of that tag. */
export function formPagesForFile({ tag, ...options }: FormPagesOptions = {}) {
  const open = browserForFile(options);
  return (route: string, viewport = DESKTOP, setup?: (page: Page) => Promise<void>): Promise<OpenedPage> =>
    open(route, viewport, async (page) => {
      if (tag) {
        await tagFormPosts(page, tag);
        addressTags.set(page, tag);
      }
      await setup?.(page);
    });
}

/** Waits until the form island of the page has hydrated, scrolling it into view first. */
export async function waitForForm(page: Page, formId: string): Promise<void> {
  await page.locator(`#${formId}`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-island]:has(#${formId})[data-hydrated="true"]`, { state: 'attached' });
}

/** The address the form's submissions reach at the form service (its action, tagged as the page asked). */
export async function actionOf(page: Page, formId: string): Promise<string> {
  const action = await page.locator(`#${formId}`).getAttribute('action');
  if (!action) throw new Error(`#${formId} has no action`);
  const tag = addressTags.get(page);
  return tag ? `${action}-${tag}` : action;
}

/**
 * Answers with success every request the service holds at the form address now ('hold'), without waiting for
 * one to come (server().release waits); resolves to how many there were.
 */
export async function releaseHeld(formUrl: string): Promise<number> {
  const address = `${inject('formServerUrl')}/__release?path=${encodeURIComponent(new URL(formUrl).pathname)}`;
  return ((await (await fetch(address, { method: 'POST' })).json()) as { released: number }).released;
}

/**
 * Tells the page it was hidden, then shown again, as a phone's browser does when the visitor comes back to
 * the tab (headless Chromium never hides a tab, and bringToFront fires nothing).
 */
export async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/** Presses the form's send button. */
export const submit = (page: Page, formId: string) => page.locator(`#${formId} button[type="submit"]`).click();

/**
 * Fills text fields and selects by name, all at once, each with the input
 * and change events a visitor's typing or choosing fires.
 */
export async function fill(page: Page, formId: string, values: Record<string, string>): Promise<void> {
  await page.evaluate(
    ({ id, entries }) => {
      for (const [name, value] of entries) {
        const field = document.querySelector<HTMLInputElement>(`#${id} [name="${name}"]`);
        if (!field) throw new Error(`#${id} has no field ${name}`);
        field.focus();
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    { id: formId, entries: Object.entries(values) },
  );
}

/** Ticks boxes and radios given as [name, value], all at once, each by a click as a visitor's would be. */
export async function tick(page: Page, formId: string, boxes: Array<[string, string]>): Promise<void> {
  await page.evaluate(
    ({ id, boxes }) => {
      for (const [name, value] of boxes) {
        const box = document.querySelector<HTMLInputElement>(`#${id} input[name="${name}"][value="${value}"]`);
        if (!box || box.disabled) throw new Error(`#${id} has no box ${name}=${value} to tick`);
        if (!box.checked) box.click();
      }
    },
    { id: formId, boxes },
  );
}

/** Current values of the named fields, read at once. */
export async function valuesOf(page: Page, formId: string, names: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    ({ id, names }) =>
      Object.fromEntries(
        names.map((name) => [name, document.querySelector<HTMLInputElement>(`#${id} [name="${name}"]`)?.value ?? '']),
      ),
    { id: formId, names },
  );
}

export interface FormState {
  /** The status line above the send button. */
  status: string;
  button: { text: string; disabled: boolean };
  /** Whether the form is still there (it is replaced by the thank-you panel once sent). */
  form: boolean;
  /** The kept draft of the form, as stored, or null. */
  draft: string | null;
  /** The message kept on the device once sent, as stored, or null. */
  kept: string | null;
  /** What the form says of a waiting message ('' while none waits). */
  waiting: string;
  /** Whether a Discard button is there. */
  discard: boolean;
}

/** What the visitor sees of the form, read at once. */
export function stateOf(page: Page, formId: string): Promise<FormState> {
  return page.evaluate((id) => {
    const form = document.querySelector<HTMLFormElement>(`form#${id}`);
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    return {
      status: form?.querySelector('[role="alert"]')?.textContent ?? '',
      button: { text: button?.textContent ?? '', disabled: button?.disabled ?? false },
      form: form !== null,
      draft: sessionStorage.getItem(`form-draft:${id}`),
      kept: localStorage.getItem(`form-kept:${id}`),
      waiting: form?.querySelector('[role="status"]')?.textContent ?? '',
      discard: [...(form?.querySelectorAll('button') ?? [])].some((button) => button.textContent === 'Discard'),
    };
  }, formId);
}

/** The one request the service received for the form, as a plain record of fields. */
export async function onlyRequest(
  formUrl: string,
  /** A concurrent test's own expect (a test run beside others cannot use the global one). */
  check: ExpectStatic = expect,
): Promise<{ request: ReceivedRequest; fields: Record<string, string> }> {
  let requests: ReceivedRequest[] = [];
  await check
    .poll(async () => {
      requests = await server().received(formUrl);
      return requests.length;
    })
    .toBe(1);
  const request = requests[0]!;
  return { request, fields: Object.fromEntries(request.fields) };
}

/** The status line above the send button, and whether it sits above the button. */
export async function statusAboveButton(
  page: Page,
  formId: string,
): Promise<{ text: string; red: boolean; above: boolean }> {
  return page.evaluate((id) => {
    const form = document.getElementById(id)!;
    const status = form.querySelector<HTMLElement>('[role="alert"]')!;
    const button = form.querySelector<HTMLElement>('button[type="submit"]')!;
    // The computed colour may be in any colour space: paint it to read it as RGB.
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(status).color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return {
      text: status.textContent ?? '',
      red: r > 150 && g < 80 && b < 80,
      above: status.getBoundingClientRect().bottom <= button.getBoundingClientRect().top,
    };
  }, formId);
}

/** Chrome logs failed responses (4xx, 5xx, dropped) of fetch as console errors: those are expected here. */
export const unexpectedProblems = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource|net::ERR_/.test(problem));

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** axe-core's WCAG 2.1 A/AA and best-practice violations inside the form's section, as "rule: targets". */
export async function formAxeViolations(page: Page, formId: string): Promise<string[]> {
  // Once per document: a second check of the same page reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(await axeSource);
  }
  return page.evaluate(async (id) => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<Result> } }).axe;
    const section = document.getElementById(id)!.closest('section') ?? document.getElementById(id)!;
    const result = await axe.run(section, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // Every rule still runs on every node; only the violations are gathered in full.
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, formId);
}

/** When the clock of a page whose time a test moves starts (page.clock). */
export const CLOCK_START = new Date('2026-01-05T08:00:00Z').getTime();

/** Stops the page's time an hour on from now, but for runFor; resolves to the time it stands at. */
export async function pauseAnHourOn(page: Page): Promise<number> {
  const pausedAt = (await page.evaluate(() => Date.now())) + 3_600_000;
  await page.clock.pauseAt(pausedAt);
  return pausedAt;
}

/**
 * Call at the top of a test file: one tab for the routes the file opens one after the other (a page load
 * costs the browser less than a new tab). `setup` runs for the tab's first page only; each load starts with
 * nothing recorded of the page's problems and requests.
 */
export function tabForFile(open: ReturnType<typeof formPagesForFile>, site: 'real' | 'fixture' = 'real') {
  let tab: OpenedPage | undefined;
  afterAll(async () => {
    await tab?.page.close();
  });
  return async function load(route: string, setup?: (page: Page) => Promise<void>): Promise<OpenedPage> {
    if (!tab) {
      tab = await open(route, DESKTOP, setup);
      return tab;
    }
    tab.problems.length = 0;
    tab.externalRequests.length = 0;
    await tab.page.goto(`${inject(site === 'fixture' ? 'fixtureSiteUrl' : 'siteUrl')}${route}`);
    return tab;
  };
}

/**
 * Call at the top of a test file: one tab (tabForFile) whose clock the tests move. Each route loads with the
 * clock running while its form hydrates; then time stands still, an hour on, but for runFor. The clock is the
 * whole context's: `close` lets it run again for the next pages.
 */
export function clockedTabForFile(open: ReturnType<typeof formPagesForFile>, site: 'real' | 'fixture' = 'real') {
  const load = tabForFile(open, site);
  return async function openClocked(route: string, formId: string) {
    const tab = await load(route, (page) => page.clock.install({ time: CLOCK_START }));
    const { page } = tab;
    await waitForForm(page, formId);
    const pausedAt = await pauseAnHourOn(page);
    return { ...tab, pausedAt, close: () => page.clock.resume() };
  };
}

/** The fields of the message kept on the device, by name, from a form's state ({} when none). */
export function keptFields(state: FormState): Record<string, string> {
  const kept = JSON.parse(state.kept ?? '{"fields":[]}') as { fields: Array<[string, string]> };
  return Object.fromEntries(kept.fields);
}

/** The time a waiting form gives for its next try, as written. */
export const nextTryShown = (state: FormState) => WAITING_MESSAGE.exec(state.waiting)?.[1];

/** A time (ms since the epoch) as the page writes it. */
export const timeInPage = (page: Page, time: number) => page.evaluate((at) => new Date(at).toLocaleTimeString(), time);
