/**
 * A message is never lost and never sent twice: offline at submit it is
 * kept and sent once when the connection returns; a lost answer is sent
 * again under the same submission id; a 200 that is not the service's own
 * success clears nothing; an error given only as a code is worded and
 * names its field.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionOf,
  fill,
  OFFLINE_MESSAGE,
  server,
  statusAboveButton,
  UNKNOWN_MESSAGE,
  submit,
  formPagesForFile,
  valuesOf,
  waitForForm,
} from './forms-support';

const open = formPagesForFile();
const FORM = 'contact-form';
const FILLED = {
  name: 'Rudo Chari',
  email: 'rudo@example.co.zw',
  phone: '+263 71 234 5678',
  service: 'Network Support',
  message: 'Our office Wi-Fi drops every afternoon.',
};
const NAMES = Object.keys(FILLED);
const THANKS = 'Your message has been sent successfully. Our team will get back to you within 24 hours.';

let opened: Page | undefined;
afterEach(async () => {
  await opened?.context().setOffline(false);
  await opened?.close();
  opened = undefined;
});

/**
 * Opens a page whose form posts to an address of its own at the form
 * service, so the other files testing the same form, which run at the
 * same time, never share its answers or its count.
 */
async function openForm(route: string, formId: string) {
  const { page, problems } = await open(route, undefined, async (page) => {
    await page.route(/\/f\/[\w-]+$/, (request) => request.continue({ url: `${request.request().url()}-resilience` }));
  });
  opened = page;
  await waitForForm(page, formId);
  return { page, problems, action: `${await actionOf(page, formId)}-resilience` };
}

const openContact = () => openForm('/contact', FORM);

const button = (page: Page) => page.locator(`#${FORM} button[type="submit"]`);
const keptDraft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), `form-draft:${FORM}`);

describe('a message sent without a connection', () => {
  it('is kept, said to be waiting, and sent once when the connection returns', async () => {
    const { page, action } = await openContact();
    await server().set(action, { scenario: 'success' });
    await fill(page, FORM, FILLED);
    await page.context().setOffline(true);
    await submit(page, FORM);
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(OFFLINE_MESSAGE);
    expect(await button(page).textContent()).toBe('Send now');
    expect(await button(page).isEnabled()).toBe(true);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    const draft = JSON.parse((await keptDraft(page)) ?? '{}') as Record<string, string[]>;
    expect(draft.message).toEqual([FILLED.message]);
    const id = draft.submission_id?.[0];
    expect(id).toMatch(/^[a-z0-9]{12,}$/);
    // Send now while still offline keeps it waiting.
    await button(page).click();
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(OFFLINE_MESSAGE);

    await page.context().setOffline(false);
    await page.getByText(THANKS).waitFor();
    await expect.poll(() => server().submissions(action)).toEqual({ [id!]: 1 });
    expect(await keptDraft(page)).toBeNull();
  });

  it('is sent once when the connection returns and Send now is pressed as well', async () => {
    const { page, action } = await openContact();
    await server().set(action, { scenario: 'success' });
    await fill(page, FORM, FILLED);
    await page.context().setOffline(true);
    await submit(page, FORM);
    await expect.poll(() => button(page).textContent()).toBe('Send now');
    // Back online before the page hears of it: the visitor presses Send now.
    await page.context().setOffline(false);
    await page.evaluate(
      (id) => document.querySelector<HTMLButtonElement>(`#${id} button[type="submit"]`)?.click(),
      FORM,
    );
    await page.getByText(THANKS).waitFor();
    expect(Object.values(await server().submissions(action))).toEqual([1]);
  });

  it('keeps the same submission id when an answer is lost and the message sent again', async () => {
    const { page, action } = await openContact();
    await server().set(action, { scenario: 'drop' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(OFFLINE_MESSAGE);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    const first = Object.keys(await server().submissions(action));
    expect(first).toHaveLength(1);
    await server().set(action, { scenario: 'success' });
    await button(page).click();
    await page.getByText(THANKS).waitFor();
    // The message arrived twice under one id: the service can tell it is the same one.
    expect(await server().submissions(action)).toEqual({ [first[0]!]: 1 });
  });

  it('is a new message, with a new id, once the visitor changes it', async () => {
    const { page, action } = await openContact();
    await server().set(action, { scenario: 'drop' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect.poll(() => button(page).textContent()).toBe('Send now');
    await server().set(action, { scenario: 'success' });
    await page
      .locator(`#${FORM} [name="message"]`)
      .fill('Our office Wi-Fi drops every afternoon, and the printer too.');
    await button(page).click();
    await page.getByText(THANKS).waitFor();
    expect(Object.values(await server().submissions(action))).toEqual([1]);
  });
});

describe("an answer that is not the service's success", () => {
  it.each([
    ['an empty 200', { scenario: 'reply', status: 200, raw: '' }],
    ['a 200 with {}', { scenario: 'reply', status: 200, body: {} }],
    ['a 200 without ok', { scenario: 'reply', status: 200, body: { received: true } }],
  ] as const)('keeps every value and the draft on %s, with the generic error', async (_name, setting) => {
    const { page, action } = await openContact();
    await server().set(action, setting);
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(UNKNOWN_MESSAGE);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    expect(JSON.parse((await keptDraft(page)) ?? '{}')).toMatchObject({ message: [FILLED.message] });
    expect(await page.getByText(THANKS).count()).toBe(0);
  });
});

describe('an error given only as a code', () => {
  it('is worded, names the field by its label and marks it', async () => {
    const { page, action } = await openContact();
    await server().set(action, {
      scenario: 'reply',
      status: 422,
      body: { errors: [{ field: 'email', code: 'TYPE_EMAIL' }, { code: 'INACTIVE' }] },
    });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(async () => (await statusAboveButton(page, FORM)).text)
      .toBe(
        'Email Address must be an email address, like name@example.com, This form is not taking messages at the moment. Please email or call us instead.',
      );
    expect(await page.locator(`#${FORM} [name="email"]`).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows beside the field of the project brief, named by its label', async () => {
    const brief = 'brief-form';
    const { page, action } = await openForm('/our-work', brief);
    await server().set(action, {
      scenario: 'reply',
      status: 422,
      body: { errors: [{ field: 'projectGoals', code: 'REQUIRED_FIELD_EMPTY' }] },
    });
    await fill(page, brief, { fullName: 'Rudo Chari', email: 'rudo@example.co.zw', projectGoals: 'A site' });
    await submit(page, brief);
    const goals = page.locator(`#${brief} [name="projectGoals"]`);
    await expect.poll(() => goals.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await goals.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Project Goals is required');
  });
});
