/**
 * The Request a Quote form against the local form service: phone optional,
 * the service required and blank by default, "Submitting...", the error
 * text above the button and the thank-you message.
 */
import { describe, expect, inject, it } from 'vitest';
import {
  actionOf,
  fill,
  formAxeViolations,
  OFFLINE_MESSAGE,
  onlyRequest,
  server,
  statusAboveButton,
  unexpectedProblems,
  formPagesForFile,
  valuesOf,
  waitForForm,
  submit,
} from './forms-support';

const open = formPagesForFile();
const FORM = 'quote-form';
const FILLED = {
  name: 'Rudo Chikore',
  email: 'rudo@example.org',
  service: 'NGO Registration',
  message: 'We want to register a trust.',
};

async function openQuote() {
  const opened = await open('/request-quote');
  await waitForForm(opened.page, FORM);
  return { ...opened, action: await actionOf(opened.page, FORM) };
}

describe('the local form service', () => {
  it("answers a CORS preflight and a request from the site's origin as the real service does", async () => {
    const { page } = await openQuote();
    const origin = new URL(page.url()).origin;
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
    await page.close();
  });
});

describe('the quote form', () => {
  it('requires name, email, service and message but not the phone; the service starts blank', async () => {
    const { page, action } = await openQuote();
    const required = await page
      .locator(`#${FORM} [name]`)
      .evaluateAll((fields) =>
        Object.fromEntries(
          (fields as HTMLInputElement[])
            .filter((field) => !field.name.startsWith('_'))
            .map((field) => [field.name, field.required]),
        ),
      );
    expect(required).toEqual({ name: true, email: true, phone: false, service: true, message: true });
    expect(await page.locator(`#${FORM} [name="phone"]`).getAttribute('type')).toBe('tel');
    expect(await page.locator(`#${FORM} [name="service"]`).inputValue()).toBe('');
    expect(await page.locator(`#${FORM} select[name="service"] option`).count()).toBe(17);
    // Without a service the browser refuses to send.
    await fill(page, FORM, { ...FILLED, service: '' });
    await submit(page, FORM);
    expect(
      await page
        .locator(`#${FORM} [name="service"]`)
        .evaluate((field: HTMLSelectElement) => field.validity.valueMissing),
    ).toBe(true);
    expect(await server().received(action)).toEqual([]);
    await page.close();
  });

  it('sends without a phone, shows "Submitting..." on a disabled button, then the thank-you message', async () => {
    const { page, action, problems } = await openQuote();
    await server().set(action, { scenario: 'slow', delayMs: 1200 });
    await fill(page, FORM, FILLED);
    const button = page.locator(`#${FORM} button[type="submit"]`);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Submitting...');
    expect(await button.isDisabled()).toBe(true);
    const home = page.getByRole('link', { name: 'Return to Homepage' });
    await home.waitFor();
    expect(await home.getAttribute('href')).toBe('/');
    expect(await page.locator(`form#${FORM}`).count()).toBe(0);
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
    await page.close();
  });

  it('shows the error text above the button, keeps the values, and is clean for axe-core with it', async () => {
    const { page, action, problems } = await openQuote();
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
    await page.close();
  });

  it('keeps the message to send when the connection drops, with a Send now button', async () => {
    const { page, action } = await openQuote();
    await server().set(action, { scenario: 'drop' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(OFFLINE_MESSAGE);
    expect(await page.locator(`#${FORM} button[type="submit"]`).textContent()).toBe('Send now');
    expect(await valuesOf(page, FORM, Object.keys(FILLED))).toEqual(FILLED);
    await page.close();
  });
});
