/**
 * Helpers for the form tests: pages of the built site that may talk to the
 * local form service, and the service's controls.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { formServerControl, type ReceivedRequest } from '../support/form-server';
import { type BrowserForFileOptions, DESKTOP, browserForFile, type OpenedPage } from '../support/browser';

export const NETWORK_MESSAGE = 'There was a problem submitting your form. Please try again.';
export const UNKNOWN_MESSAGE = 'An unknown error occurred.';
export const OFFLINE_MESSAGE =
  'No connection: your message is kept on this device and will be sent as soon as the connection returns.';

export const server = () => formServerControl(inject('formServerUrl'));

/** Opens routes of the site, letting requests to the form service through. */
export function formPagesForFile(options: BrowserForFileOptions = {}) {
  const open = browserForFile(options);
  return (route: string, viewport = DESKTOP, setup?: (page: Page) => Promise<void>): Promise<OpenedPage> =>
    open(route, viewport, async (page) => {
      await page.route(`${inject('formServerUrl')}/**`, (request) => request.continue());
      await setup?.(page);
    });
}

/** Waits until the form island of the page has hydrated, scrolling it into view first. */
export async function waitForForm(page: Page, formId: string): Promise<void> {
  await page.locator(`#${formId}`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-island]:has(#${formId})[data-hydrated="true"]`, { state: 'attached' });
}

/** The form's action: the address its submissions go to. */
export async function actionOf(page: Page, formId: string): Promise<string> {
  const action = await page.locator(`#${formId}`).getAttribute('action');
  if (!action) throw new Error(`#${formId} has no action`);
  return action;
}

/** Presses the form's send button. */
export const submit = (page: Page, formId: string) => page.locator(`#${formId} button[type="submit"]`).click();

/** Fills text fields and selects by name. */
export async function fill(page: Page, formId: string, values: Record<string, string>): Promise<void> {
  // The form's selects, read at once rather than asking each field what it is.
  const selects = await page
    .locator(`#${formId} select`)
    .evaluateAll((list) => list.map((select) => (select as HTMLSelectElement).name));
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`#${formId} [name="${name}"]`);
    if (selects.includes(name)) await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Current values of the named fields. */
export async function valuesOf(page: Page, formId: string, names: string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const name of names) values[name] = await page.locator(`#${formId} [name="${name}"]`).inputValue();
  return values;
}

/** The one request the service received for the form, as a plain record of fields. */
export async function onlyRequest(
  formUrl: string,
): Promise<{ request: ReceivedRequest; fields: Record<string, string> }> {
  let requests: ReceivedRequest[] = [];
  await expect
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

/** axe-core's WCAG 2.1 A/AA and best-practice violations inside the form's section, as "rule: targets". */
export async function formAxeViolations(page: Page, formId: string): Promise<string[]> {
  await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (id) => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<Result> } }).axe;
    const section = document.getElementById(id)!.closest('section') ?? document.getElementById(id)!;
    const result = await axe.run(section, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, formId);
}
