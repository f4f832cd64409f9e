/**
 * What every form does, proven once on the fixture site's page of one
 * contact form (the forms share one island): it sends once however often
 * it is pressed, says what went wrong and keeps every value, gives up on a
 * hanging request, keeps a draft through a reload or a return, and never
 * loses a message nor sends it twice: offline at submit it is kept and sent
 * once when the connection returns; a lost answer is sent again under the
 * same submission id; a 200 that is not the service's own success clears
 * nothing; an error given only as a code is worded and names its field.
 *
 * The tests share one page, each starting again from an empty form.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ScenarioSetting } from '../../support/run/form-server';
import {
  actionOf,
  fill,
  formPagesForFile,
  NETWORK_MESSAGE,
  OFFLINE_MESSAGE,
  onlyRequest,
  server,
  stateOf,
  submit,
  UNKNOWN_MESSAGE,
  unexpectedProblems,
  valuesOf,
  waitForForm,
} from './forms-support';

const open = formPagesForFile({ site: 'fixture', tag: 'resilience' });
const ROUTE = '/form-contact';
const FORM = 'contact-form';
/** The fixture page's thank-you text (tests/fixtures/pages/content/pages/form-contact.md). */
const THANKS = 'Your message is on its way.';
const FILLED = {
  name: 'Rudo Chari',
  email: 'rudo@example.co.zw',
  phone: '+263 71 234 5678',
  service: 'Advice',
  message: 'Our office Wi-Fi drops every afternoon.',
};
const NAMES = Object.keys(FILLED);

let page: Page;
let problems: string[];
let action = '';

beforeAll(async () => {
  ({ page, problems } = await open(ROUTE));
  await waitForForm(page, FORM);
  action = await actionOf(page, FORM);
});

afterAll(async () => {
  await page.close();
});

/** Starts again from an empty form, online, without a draft, the service answering as told. */
async function fresh(setting: ScenarioSetting = { scenario: 'success' }, route = ROUTE) {
  await page.context().setOffline(false);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${inject('fixtureSiteUrl')}${route}`);
  await waitForForm(page, FORM);
  await server().set(action, setting);
  problems.length = 0;
}

const button = () => page.locator(`#${FORM} button[type="submit"]`);
const draftOf = async () => JSON.parse((await stateOf(page, FORM)).draft ?? '{}') as Record<string, string[]>;
const thanked = () => page.getByText(THANKS).waitFor();

describe('a form sent', () => {
  it('sends every field once however often it is pressed, "Sending..." on a disabled button, then thanks', async () => {
    await fresh({ scenario: 'hold' });
    await fill(page, FORM, FILLED);
    await button().dblclick();
    await expect.poll(async () => (await stateOf(page, FORM)).button).toEqual({ text: 'Sending...', disabled: true });
    await button()
      .click({ force: true })
      .catch(() => undefined);
    expect(await server().release(action)).toBe(1);
    await thanked();
    const home = page.getByRole('link', { name: 'Return to Homepage' });
    expect(await home.getAttribute('href')).toBe('/');
    expect((await stateOf(page, FORM)).form).toBe(false);

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
  });

  it('shows the right message on each failure, keeps every value, and sends on the next try', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    // In an order where each message differs from the one before it, so each is seen to arrive.
    const failures = [
      ['an error without an errors list', 'no-error-list', UNKNOWN_MESSAGE],
      ['malformed JSON', 'malformed', NETWORK_MESSAGE],
      ['a server error', 'server-error', UNKNOWN_MESSAGE],
      ['a dropped connection, keeping the message to send', 'drop', OFFLINE_MESSAGE],
    ] as const;
    for (const [name, scenario, message] of failures) {
      await server().set(action, { scenario });
      await submit(page, FORM);
      // Each try reaches the service (Chromium may send again by itself when a kept-alive connection drops).
      await expect.poll(async () => (await server().received(action)).length, { message: name }).toBeGreaterThan(0);
      await expect.poll(async () => (await stateOf(page, FORM)).status, { message: name }).toBe(message);
      expect(await valuesOf(page, FORM, NAMES), name).toEqual(FILLED);
      expect((await stateOf(page, FORM)).button.disabled, name).toBe(false);
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    // The next try goes through once the service answers again.
    await server().set(action, { scenario: 'success' });
    await submit(page, FORM);
    await thanked();
  });

  it('gives up on a request that hangs after 15 seconds, with the network message', async () => {
    // The page loads with its clock running; once the form is ready, time stands still but for runFor.
    const start = new Date('2026-01-05T08:00:00Z').getTime();
    const clocked = await open(ROUTE, undefined, (page) => page.clock.install({ time: start }));
    const page = clocked.page;
    try {
      await waitForForm(page, FORM);
      await page.clock.pauseAt(start + 3_600_000);
      await server().set(action, { scenario: 'hold' });
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
      expect((await stateOf(page, FORM)).button.text).toBe('Sending...');
      await page.clock.runFor(1_500);
      await expect.poll(async () => (await stateOf(page, FORM)).status).toBe(NETWORK_MESSAGE);
      expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    } finally {
      // The clock is the whole browser context's: let time flow again for the pages of the next tests.
      await page.clock.resume();
      await page.close();
    }
  });
});

describe('a draft', () => {
  it('is kept through a reload, without the honeypot', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    await page.locator(`#${FORM} [name="_gotcha"]`).evaluate((field: HTMLInputElement) => {
      field.value = 'bot';
    });
    await page.locator(`#${FORM} [name="message"]`).press('End');
    await page.reload();
    await waitForForm(page, FORM);
    await expect.poll(() => valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    const kept = (await stateOf(page, FORM)).draft ?? '';
    expect(kept).toContain(FILLED.message);
    expect(kept).not.toContain('_gotcha');
    expect(kept).not.toContain('bot');
  });

  it('is kept through leaving the page and coming back', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    await page.goto(new URL('/about', page.url()).href);
    await page.goBack();
    await waitForForm(page, FORM);
    await expect.poll(() => valuesOf(page, FORM, NAMES)).toEqual(FILLED);
  });
});

describe('the service named in ?service=', () => {
  it('is preselected when it is one of the options, and nothing is otherwise', async () => {
    await fresh(undefined, `${ROUTE}?service=Advice`);
    await expect.poll(() => valuesOf(page, FORM, ['service'])).toEqual({ service: 'Advice' });
    await fresh(undefined, `${ROUTE}?service=Something%20Else`);
    expect(await valuesOf(page, FORM, ['service'])).toEqual({ service: '' });
  });
});

describe('a message sent without a connection', () => {
  it('is kept, said to be waiting, and sent once when the connection returns', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    await page.context().setOffline(true);
    await submit(page, FORM);
    await expect.poll(async () => (await stateOf(page, FORM)).status).toBe(OFFLINE_MESSAGE);
    expect((await stateOf(page, FORM)).button).toEqual({ text: 'Send now', disabled: false });
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    const draft = await draftOf();
    expect(draft.message).toEqual([FILLED.message]);
    const id = draft.submission_id?.[0];
    expect(id).toMatch(/^[a-z0-9]{12,}$/);
    // Send now while still offline keeps it waiting.
    await button().click();
    await expect.poll(async () => (await stateOf(page, FORM)).status).toBe(OFFLINE_MESSAGE);

    await page.context().setOffline(false);
    await thanked();
    await expect.poll(() => server().submissions(action)).toEqual({ [id!]: 1 });
    expect((await stateOf(page, FORM)).draft).toBeNull();
  });

  it('is sent once when the connection returns and Send now is pressed as well', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    await page.context().setOffline(true);
    await submit(page, FORM);
    await expect.poll(async () => (await stateOf(page, FORM)).button.text).toBe('Send now');
    // Back online before the page hears of it: the visitor presses Send now.
    await page.context().setOffline(false);
    await page.evaluate(
      (id) => document.querySelector<HTMLButtonElement>(`#${id} button[type="submit"]`)?.click(),
      FORM,
    );
    await thanked();
    expect(Object.values(await server().submissions(action))).toEqual([1]);
  });

  it('keeps the same submission id when an answer is lost and the message sent again', async () => {
    await fresh({ scenario: 'drop' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect.poll(async () => (await stateOf(page, FORM)).status).toBe(OFFLINE_MESSAGE);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    const first = Object.keys(await server().submissions(action));
    expect(first).toHaveLength(1);
    await server().set(action, { scenario: 'success' });
    await button().click();
    await thanked();
    // The message arrived twice under one id: the service can tell it is the same one.
    expect(await server().submissions(action)).toEqual({ [first[0]!]: 1 });
  });

  it('is a new message, with a new id, once the visitor changes it', async () => {
    await fresh({ scenario: 'drop' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect.poll(async () => (await stateOf(page, FORM)).button.text).toBe('Send now');
    await server().set(action, { scenario: 'success' });
    await page
      .locator(`#${FORM} [name="message"]`)
      .fill('Our office Wi-Fi drops every afternoon, and the printer too.');
    await button().click();
    await thanked();
    expect(Object.values(await server().submissions(action))).toEqual([1]);
  });
});

describe("an answer that is not the service's success", () => {
  it('keeps every value and the draft on an empty 200, a 200 with {} and a 200 without ok, with the generic error', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    const answers = [
      ['an empty 200', { scenario: 'reply', status: 200, raw: '' }],
      ['a 200 with {}', { scenario: 'reply', status: 200, body: {} }],
      ['a 200 without ok', { scenario: 'reply', status: 200, body: { received: true } }],
    ] as const;
    for (const [name, setting] of answers) {
      await server().set(action, setting);
      await submit(page, FORM);
      // Once the service has it, the form is busy until the answer is read: then it is idle with the error.
      await expect.poll(async () => (await server().received(action)).length, { message: name }).toBe(1);
      await expect
        .poll(
          async () => {
            const { status, button } = await stateOf(page, FORM);
            return { status, disabled: button.disabled };
          },
          { message: name },
        )
        .toEqual({ status: UNKNOWN_MESSAGE, disabled: false });
      expect(await valuesOf(page, FORM, NAMES), name).toEqual(FILLED);
      expect(await draftOf(), name).toMatchObject({ message: [FILLED.message] });
      expect(await page.getByText(THANKS).count(), name).toBe(0);
    }
  });
});

describe('an error given only as a code', () => {
  it('is worded, names the field by its label and marks it', async () => {
    await fresh({
      scenario: 'reply',
      status: 422,
      body: { errors: [{ field: 'email', code: 'TYPE_EMAIL' }, { code: 'INACTIVE' }] },
    });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(async () => (await stateOf(page, FORM)).status)
      .toBe(
        'Email Address must be an email address, like name@example.com, This form is not taking messages at the moment. Please email or call us instead.',
      );
    expect(await page.locator(`#${FORM} [name="email"]`).getAttribute('aria-invalid')).toBe('true');
  });
});
