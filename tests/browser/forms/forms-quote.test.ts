/**
 * The Request a Quote form of the real site against the local form service:
 * phone optional, the service required and blank by default, the error text
 * above the button, "Submitting..." and the content's thank-you message.
 * What every form does (drafts, failures, offline) is proven once in
 * forms-resilience.test.ts.
 *
 * The tests of the form run in order on one page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

const open = formPagesForFile({ tag: 'quote' });
const FORM = 'quote-form';
const { serviceOptions } = formsSettings();
const texts = pageBlock<FormBlockTexts>('request-quote.md', 'quote-form');
const FILLED = {
  name: 'Rudo Chikore',
  email: 'rudo@example.org',
  service: serviceOptions.at(-1)!,
  message: 'We want to register a trust.',
};

describe('the local form service', () => {
  it("answers a CORS preflight and a request from the site's origin as the real service does", async () => {
    const origin = new URL(inject('siteUrl')).origin;
    const action = `${inject('formServerUrl')}/cors-check/f/probe`;
    const preflight = await fetch(action, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'accept' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('accept');
    const fields = new FormData();
    fields.set('email', 'a@b.co');
    const answer = await fetch(action, {
      method: 'POST',
      headers: { Origin: origin, Accept: 'application/json' },
      body: fields,
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await answer.json()).toMatchObject({ ok: true });
  });
});

describe('the quote form', () => {
  let page: Page;
  let problems: string[];
  let action = '';

  beforeAll(async () => {
    ({ page, problems } = await open('/request-quote'));
    await waitForForm(page, FORM);
    action = await actionOf(page, FORM);
  });

  afterAll(async () => {
    await page.close();
  });

  it('requires name, email, service and message but not the phone; the service starts blank, with the content’s services', async () => {
    const form = await page.evaluate((id) => {
      const fields = [...document.querySelectorAll<HTMLInputElement>(`#${id} [name]`)].filter(
        (field) => !field.name.startsWith('_'),
      );
      return {
        required: Object.fromEntries(fields.map((field) => [field.name, field.required])),
        phone: document.querySelector(`#${id} [name="phone"]`)?.getAttribute('type'),
        service: document.querySelector<HTMLSelectElement>(`#${id} [name="service"]`)?.value,
        options: [...document.querySelectorAll<HTMLOptionElement>(`#${id} select[name="service"] option`)].map(
          (option) => option.value,
        ),
      };
    }, FORM);
    expect(form).toEqual({
      required: { name: true, email: true, phone: false, service: true, message: true },
      phone: 'tel',
      service: '',
      options: ['', ...serviceOptions],
    });
    // Without a service the browser refuses to send.
    await fill(page, FORM, { ...FILLED, service: '' });
    await submit(page, FORM);
    expect(
      await page
        .locator(`#${FORM} [name="service"]`)
        .evaluate((field: HTMLSelectElement) => field.validity.valueMissing),
    ).toBe(true);
    expect(await server().received(action)).toEqual([]);
  });

  it('shows the error text above the button, keeps the values, and is clean for axe-core with it', async () => {
    await server().set(action, {
      scenario: 'reply',
      status: 422,
      body: { errors: ['Message is too short', 'Email looks wrong'] },
    });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(async () => (await statusAboveButton(page, FORM)).text)
      .toBe('Message is too short, Email looks wrong');
    expect(await statusAboveButton(page, FORM)).toMatchObject({ red: true, above: true });
    expect(await valuesOf(page, FORM, Object.keys(FILLED))).toEqual(FILLED);
    expect(await formAxeViolations(page, FORM)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('sends without a phone, shows "Submitting..." on a disabled button, then the content’s thank-you message', async () => {
    problems.length = 0;
    await server().set(action, { scenario: 'hold' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(async () => (await stateOf(page, FORM)).button)
      .toEqual({ text: texts.sendingLabel ?? 'Submitting...', disabled: true });
    expect(await server().release(action)).toBe(1);
    await page.getByText(texts.successText.trim()).waitFor();
    expect(await page.getByRole('heading', { name: texts.successHeading }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
    expect((await stateOf(page, FORM)).form).toBe(false);
    const { request, fields } = await onlyRequest(action);
    expect(request.headers.accept).toBe('application/json');
    expect(fields).toEqual({
      ...FILLED,
      phone: '',
      _gotcha: '',
      _next: expect.stringMatching(/\/thank-you$/),
      submission_id: expect.any(String),
    });
    expect(problems).toEqual([]);
  });
});
