/**
 * The Contact Us form of the real site against the local form service: its
 * fields, labels, rules and service options as the spec and the content
 * give them, its error display, and one message sent through, with the
 * content's thank-you text. What every form does (drafts, failures,
 * offline) is proven once in forms-resilience.test.ts.
 *
 * The tests run in order on one page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../../support/browser';
import { pageBlock } from '../../support/page-content';
import {
  actionOf,
  fill,
  type FormBlockTexts,
  formAxeViolations,
  formPagesForFile,
  formsSettings,
  onlyRequest,
  server,
  stateOf,
  statusAboveButton,
  submit,
  unexpectedProblems,
  valuesOf,
  waitForForm,
} from './forms-support';

const open = formPagesForFile({ tag: 'contact' });
const FORM = 'contact-form';
const { serviceOptions, thankYou } = formsSettings();
const texts = pageBlock<FormBlockTexts>('contact.md', 'contact-form');
const FILLED = {
  name: 'Tendai Moyo',
  email: 'tendai@example.co.zw',
  phone: '+263 77 123 4567',
  service: serviceOptions[0]!,
  message: 'We need hosting for 20 mailboxes.',
};
const NAMES = Object.keys(FILLED);

let page: Page;
let problems: string[];
let action = '';

beforeAll(async () => {
  ({ page, problems } = await open('/contact'));
  await waitForForm(page, FORM);
  action = await actionOf(page, FORM);
});

afterAll(async () => {
  await page.close();
});

describe('the contact form', () => {
  it('has the spec fields, labels, types and rules, the content’s services, a hidden honeypot and a native fallback', async () => {
    const form = await page.evaluate((id) => {
      const form = document.querySelector<HTMLFormElement>(`form#${id}`)!;
      const shown = (element: Element | null | undefined) =>
        element instanceof HTMLElement && element.offsetParent !== null;
      // The label's words as a screen reader reads them: without the aria-hidden required mark.
      const words = (label: HTMLLabelElement) => {
        const copy = label.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return copy.textContent?.trim() ?? '';
      };
      const honeypot = form.querySelector<HTMLInputElement>('[name="_gotcha"]')!;
      return {
        method: form.getAttribute('method'),
        action: form.getAttribute('action'),
        next: form.querySelector<HTMLInputElement>('input[name="_next"]')?.value,
        fields: [...form.querySelectorAll<HTMLInputElement>('[name]')]
          .filter((field) => !field.name.startsWith('_'))
          .map((field) => {
            const label = field.labels?.[0];
            return [label ? words(label) : '', field.name, field.type, field.required, shown(label)];
          }),
        rows: form.querySelector('textarea[name="message"]')?.getAttribute('rows'),
        options: [...form.querySelectorAll<HTMLOptionElement>('select[name="service"] option')].map((option) => [
          option.value,
          option.textContent,
        ]),
        honeypot: { shown: shown(honeypot), tabIndex: honeypot.getAttribute('tabindex') },
      };
    }, FORM);
    expect(form.method).toBe('post');
    expect(form.action).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/f\/\w+$/);
    expect(form.next).toMatch(new RegExp(`^https?://[^/]+${thankYou}$`));
    expect(form.fields).toEqual([
      ['Full Name', 'name', 'text', true, true],
      ['Email Address', 'email', 'email', true, true],
      ['Phone Number', 'phone', 'tel', true, true],
      ['Service of Interest', 'service', 'select-one', true, true],
      ['Message', 'message', 'textarea', true, true],
    ]);
    expect(form.rows).toBe('5');
    expect(form.options).toEqual([['', 'Select a service...'], ...serviceOptions.map((service) => [service, service])]);
    expect(form.honeypot).toEqual({ shown: false, tabIndex: '-1' });
    // Tabbing through the whole form never lands on the honeypot.
    await page.evaluate(() => {
      const focused: string[] = [];
      document.addEventListener('focusin', (event) => focused.push((event.target as HTMLInputElement).name ?? ''));
      (window as unknown as { focused: string[] }).focused = focused;
    });
    await page.locator(`#${FORM} [name="name"]`).focus();
    for (let step = 0; step < 8; step++) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (window as unknown as { focused: string[] }).focused);
    expect(focused.slice(0, 6)).toEqual(['name', 'email', 'phone', 'service', 'message', '']);
    expect(focused).not.toContain('_gotcha');
    expect(problems).toEqual([]);
  });

  it('is clean for axe-core on a 375 px phone', async () => {
    await page.setViewportSize(PHONE);
    try {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await formAxeViolations(page, FORM)).toEqual([]);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it("shows the service's messages joined in red above the button, marks the fields and keeps every value", async () => {
    await server().set(action, { scenario: 'field-errors' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(async () => (await statusAboveButton(page, FORM)).text)
      .toBe('should be an email, should not be empty');
    expect(await statusAboveButton(page, FORM)).toMatchObject({ red: true, above: true });
    expect(
      await page.evaluate((id) => {
        const email = document.querySelector(`#${id} [name="email"]`)!;
        return [
          email.getAttribute('aria-invalid'),
          email.getAttribute('aria-describedby'),
          document.getElementById(`${id}-status`)?.getAttribute('role'),
        ];
      }, FORM),
    ).toEqual(['true', `${FORM}-status`, 'alert']);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    expect((await stateOf(page, FORM)).button.text).toBe(texts.submitLabel);
    expect(await formAxeViolations(page, FORM)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('sends every field once, shows "Sending..." on a disabled button, then the content’s thank-you panel', async () => {
    problems.length = 0;
    await server().set(action, { scenario: 'hold' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(async () => (await stateOf(page, FORM)).button)
      .toEqual({ text: texts.sendingLabel ?? 'Sending...', disabled: true });
    expect(await server().release(action)).toBe(1);
    await page.getByText(texts.successText).waitFor();
    expect(await page.getByRole('heading', { name: texts.successHeading }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
    expect((await stateOf(page, FORM)).form).toBe(false);
    const { request, fields } = await onlyRequest(action);
    expect(request.headers.accept).toBe('application/json');
    expect(fields).toMatchObject({ ...FILLED, _gotcha: '' });
    expect(problems).toEqual([]);
  });
});
