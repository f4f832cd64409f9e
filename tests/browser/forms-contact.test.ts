/**
 * The Contact Us form against the local form service: what it sends, every
 * state and message the spec names, and that no value is ever lost.
 */
import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser';
import {
  actionOf,
  fill,
  formAxeViolations,
  NETWORK_MESSAGE,
  OFFLINE_MESSAGE,
  onlyRequest,
  server,
  statusAboveButton,
  UNKNOWN_MESSAGE,
  unexpectedProblems,
  formPagesForFile,
  valuesOf,
  waitForForm,
  submit,
} from './forms-support';

const open = formPagesForFile();
const FORM = 'contact-form';
const FILLED = {
  name: 'Tendai Moyo',
  email: 'tendai@example.co.zw',
  phone: '+263 77 123 4567',
  service: 'Web Hosting',
  message: 'We need hosting for 20 mailboxes.',
};
const NAMES = Object.keys(FILLED);

async function openContact(route = '/contact', viewport?: { width: number; height: number }) {
  const opened = await open(route, viewport);
  await waitForForm(opened.page, FORM);
  return { ...opened, action: await actionOf(opened.page, FORM) };
}

describe('the contact form', () => {
  it('has the spec fields, labels, types and rules, a hidden honeypot and a native fallback', async () => {
    const { page, problems } = await openContact();
    const form = page.locator(`#${FORM}`);
    expect(await form.getAttribute('method')).toBe('post');
    expect(await actionOf(page, FORM)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/f\/\w+$/);
    expect(await form.locator('input[name="_next"]').getAttribute('value')).toMatch(/^https?:\/\/[^/]+\/thank-you$/);
    const fields: Array<[string, string, string]> = [
      ['Full Name', 'name', 'text'],
      ['Email Address', 'email', 'email'],
      ['Phone Number', 'phone', 'tel'],
      ['Service of Interest', 'service', 'select-one'],
      ['Message', 'message', 'textarea'],
    ];
    for (const [label, name, type] of fields) {
      const field = page.getByRole(type === 'select-one' ? 'combobox' : 'textbox', { name: label, exact: true });
      expect(await page.locator(`label[for="${await field.getAttribute('id')}"]`).isVisible(), label).toBe(true);
      expect(await field.getAttribute('name'), label).toBe(name);
      expect(await field.evaluate((element: HTMLInputElement) => [element.type, element.required]), label).toEqual([
        type,
        true,
      ]);
    }
    expect(await form.locator('textarea[name="message"]').getAttribute('rows')).toBe('5');
    const options = await form
      .locator('select[name="service"] option')
      .evaluateAll((list) => list.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
    expect(options[0]).toEqual(['', 'Select a service...']);
    expect(options.slice(1).map(([value]) => value)).toEqual([
      'Web Development',
      'Compliance Services',
      'NGO Support',
      'AI & Automation',
      'Strategy & Growth',
      'NGO Website Design',
      'Proposal Writing',
      'Impact Reports',
      'Rapporteuring',
      'NGO Registration',
      'Web Hosting',
      'Business IT Support',
      'Network Support',
      'Hardware and Software Supply',
      'Connected Futures Kit',
      'Other',
    ]);
    const honeypot = form.locator('input[name="_gotcha"]');
    expect(await honeypot.isVisible()).toBe(false);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    // Tabbing through the whole form never lands on the honeypot.
    await form.locator('[name="name"]').focus();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe('_gotcha');
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends every field once, shows "Sending..." on a disabled button, then the thank-you panel', async () => {
    const { page, action, problems } = await openContact();
    await server().set(action, { scenario: 'slow', delayMs: 1500 });
    await fill(page, FORM, FILLED);
    const button = page.locator(`#${FORM} button[type="submit"]`);
    await button.dblclick();
    await expect.poll(() => button.textContent()).toBe('Sending...');
    expect(await button.isDisabled()).toBe(true);
    await button.click({ force: true }).catch(() => undefined);
    await page
      .getByText('Your message has been sent successfully. Our team will get back to you within 24 hours.')
      .waitFor();
    const home = page.getByRole('link', { name: 'Return to Homepage' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(await page.locator(`#${FORM} form, form#${FORM}`).count()).toBe(0);

    const { request, fields } = await onlyRequest(action);
    expect(request.method).toBe('POST');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toMatchObject({ ...FILLED, _gotcha: '' });
    expect(request.fields.map(([name]) => name).sort()).toEqual([
      '_gotcha',
      '_next',
      'email',
      'message',
      'name',
      'phone',
      'service',
      'submission_id',
    ]);
    expect(fields.submission_id).toMatch(/^[a-z0-9]{12,}$/);
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'))),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows the service's messages joined in red above the button, marks the fields and keeps every value", async () => {
    const { page, action, problems } = await openContact();
    await server().set(action, { scenario: 'field-errors' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(async () => (await statusAboveButton(page, FORM)).text)
      .toBe('should be an email, should not be empty');
    expect(await statusAboveButton(page, FORM)).toMatchObject({ red: true, above: true });
    const email = page.locator(`#${FORM} [name="email"]`);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toBe(`${FORM}-status`);
    expect(await page.locator(`#${FORM}-status`).getAttribute('role')).toBe('alert');
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    expect(await page.locator(`#${FORM} button[type="submit"]`).textContent()).toBe('Send Message');
    expect(await formAxeViolations(page, FORM)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it.each([
    ['an error without an errors list', 'no-error-list', UNKNOWN_MESSAGE],
    ['a server error', 'server-error', UNKNOWN_MESSAGE],
    ['malformed JSON', 'malformed', NETWORK_MESSAGE],
    ['a dropped connection, keeping the message to send', 'drop', OFFLINE_MESSAGE],
  ] as const)('shows the right message on %s and keeps every value', async (_name, scenario, message) => {
    const { page, action, problems } = await openContact();
    await server().set(action, { scenario });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(message);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    expect(await page.locator(`#${FORM} button[type="submit"]`).isEnabled()).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
    // A second try goes through once the service answers again.
    await server().set(action, { scenario: 'success' });
    await submit(page, FORM);
    await page.getByRole('link', { name: 'Return to Homepage' }).waitFor();
    await page.close();
  });

  it('gives up on a request that hangs after 15 seconds, with the network message', async () => {
    const { page } = await open('/contact', undefined, (page) => page.clock.install());
    await page.clock.runFor(2000);
    await waitForForm(page, FORM);
    const action = await actionOf(page, FORM);
    await server().set(action, { scenario: 'slow', delayMs: 120_000 });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(() =>
        server()
          .received(action)
          .then((list) => list.length),
      )
      .toBe(1);
    await page.clock.runFor(14_000);
    expect(await page.locator(`#${FORM} button[type="submit"]`).textContent()).toBe('Sending...');
    await page.clock.runFor(1_500);
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(NETWORK_MESSAGE);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    await page.close();
  });

  it('keeps a draft through a reload, without the honeypot', async () => {
    const { page } = await openContact();
    await fill(page, FORM, FILLED);
    await page.locator(`#${FORM} [name="_gotcha"]`).evaluate((field: HTMLInputElement) => {
      field.value = 'bot';
    });
    await page.locator(`#${FORM} [name="message"]`).press('End');
    await page.reload();
    await waitForForm(page, FORM);
    await expect.poll(() => valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    const kept = await page.evaluate(() => sessionStorage.getItem('form-draft:contact-form') ?? '');
    expect(kept).not.toContain('_gotcha');
    expect(kept).not.toContain('bot');
    await page.close();
  });

  it('keeps a draft through leaving the page and coming back', async () => {
    const { page } = await openContact();
    await fill(page, FORM, FILLED);
    await page.goto(new URL('/about', page.url()).href);
    await page.goBack();
    await waitForForm(page, FORM);
    await expect.poll(() => valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    await page.close();
  });

  it('preselects the service named in ?service= when it is one of the options', async () => {
    const { page } = await openContact('/contact?service=Connected%20Futures%20Kit');
    await expect.poll(() => page.locator(`#${FORM} [name="service"]`).inputValue()).toBe('Connected Futures Kit');
    await page.close();
    const other = await openContact('/contact?service=Something%20Else');
    expect(await other.page.locator(`#${FORM} [name="service"]`).inputValue()).toBe('');
    await other.page.close();
  });

  it('is clean for axe-core on a 375 px phone', async () => {
    const { page } = await openContact('/contact', PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await formAxeViolations(page, FORM)).toEqual([]);
    await page.close();
  });
});
