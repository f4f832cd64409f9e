/**
 * What every form does, proven once on the fixture site's page of one
 * contact form (the forms share one island): it sends once however often
 * it is pressed, says what went wrong and keeps every value, gives up on a
 * hanging request, keeps a draft of what is typed for the tab only, and
 * never loses a message nor sends it twice. A message that gets no answer
 * (offline, the service down, no answer in time) shows the specification's
 * network error, is kept in the browser and sent by itself: at the time it
 * shows, when the connection returns, when the page is shown again, and
 * when the page is opened again (after the tab was closed, or in a browser
 * started again), once, under one submission id; Discard deletes it. An answer that means "not now"
 * keeps it too; one that waiting will not change ends the wait in every tab, the message staying in the
 * fields. A 200 that is not the service's own
 * success clears nothing; an error given only as a code is worded and names
 * its field.
 *
 * The tests share one tab, each starting again from an empty form, and one
 * more tab for the tests of two: a page load costs the browser less than a
 * new tab. A tab "closed" here leaves the form for a small page of the same
 * site (the browser keeps no page to come back to: Playwright turns its
 * back-forward cache off), and a tab "opened" starts without the draft of
 * the tab (its sessionStorage). The clock, the whole browser context's,
 * runs from the test that first moves it on, standing still but for runFor
 * in the tests that move it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, type OpenedPage, preparePage } from '../../support/browser';
import { newTestContext } from '../../support/run/chromium';
import type { ScenarioSetting } from '../../support/run/form-server';
import {
  actionOf,
  CLOCK_START,
  fill,
  formPagesForFile,
  hideAndShow,
  keptFields,
  NETWORK_MESSAGE,
  nextTryShown,
  onlyRequest,
  pauseAnHourOn,
  releaseHeld,
  server,
  stateOf,
  statusAboveButton,
  submit,
  tagFormPosts,
  timeInPage,
  UNKNOWN_MESSAGE,
  unexpectedProblems,
  valuesOf,
  WAITING_MESSAGE,
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
/** The second tab: a page of the site without a form (closed) between the tests that use it. */
let other: OpenedPage;
let action = '';

/** A page of the site without a form: a tab left for it is as good as closed, its storage still at hand. */
const CLOSED = '/robots.txt';

beforeAll(async () => {
  ({ page, problems } = await open(ROUTE));
  await waitForForm(page, FORM);
  action = await actionOf(page, FORM);
  other = await open(CLOSED);
});

afterAll(async () => {
  await page.close();
  await other.page.close();
});

/** Starts again from an empty form, online, without a draft or a kept message, the service answering as told. */
async function fresh(setting: ScenarioSetting = { scenario: 'success' }, route = ROUTE) {
  await page.context().setOffline(false);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.bringToFront();
  await page.goto(`${inject('fixtureSiteUrl')}${route}`);
  await waitForForm(page, FORM);
  await server().set(action, setting);
  problems.length = 0;
}

/** Closes the form of a tab: it leaves for a page of the site without one. */
const close = (tab: Page) => tab.goto(`${inject('fixtureSiteUrl')}${CLOSED}`);

/** Opens the form in a tab of its own, as a tab opened now: without a draft of its own, in front. */
async function openTab(tab: Page = other.page): Promise<Page> {
  await tab.evaluate(() => sessionStorage.clear());
  await tab.bringToFront();
  await tab.goto(`${inject('fixtureSiteUrl')}${ROUTE}`);
  return tab;
}

/** Whether the page's clock is installed: by the first test that moves it. */
let clockInstalled = false;

/**
 * Starts again from an empty form (as fresh does) with the page's time standing still an hour on, but for
 * runFor: the clock runs while the page loads and its form hydrates. Resolves to the time it stands at; `done`
 * closes the form and lets the clock run again for the next tests.
 */
async function freshStopped(setting?: ScenarioSetting): Promise<number> {
  if (!clockInstalled) await page.clock.install({ time: CLOCK_START });
  clockInstalled = true;
  await fresh(setting);
  return pauseAnHourOn(page);
}

async function clockRunsAgain() {
  await close(page);
  await page.clock.resume();
}

const button = () => page.locator(`#${FORM} button[type="submit"]`);
const draftOf = async () => JSON.parse((await stateOf(page, FORM)).draft ?? '{}') as Record<string, string[]>;
const thanked = () => page.getByText(THANKS).waitFor();
const EMPTY = Object.fromEntries(NAMES.map((name) => [name, '']));

/** Forgets any message kept in this file's browser. */
const forgetKept = () => page.evaluate(() => localStorage.clear());

/** Fills the form of a page and sends it while the service is down; resolves to the submission id kept. */
async function sendWhileDown(on: Page): Promise<string> {
  await server().set(action, { scenario: 'down' });
  await fill(on, FORM, FILLED);
  await submit(on, FORM);
  await expect.poll(async () => (await stateOf(on, FORM)).waiting).toMatch(WAITING_MESSAGE);
  const id = keptFields(await stateOf(on, FORM)).submission_id;
  expect(id).toMatch(/^[a-z0-9]{12,}$/);
  return id!;
}

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
    // Nothing of it stays on the device.
    expect(await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)])).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows the right message on each failure, keeps every value, and sends on the next try', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    // In an order where each message differs from the one before it, so each is seen to arrive.
    const failures = [
      ['an error without an errors list', 'no-error-list', UNKNOWN_MESSAGE],
      ['a dropped connection, keeping the message to send', 'drop', NETWORK_MESSAGE],
      ['field errors', 'field-errors', 'should be an email, should not be empty'],
      ['malformed JSON', 'malformed', NETWORK_MESSAGE],
      ['an error without an errors list again', 'no-error-list', UNKNOWN_MESSAGE],
      ['a server error, keeping the message to send', 'server-error', NETWORK_MESSAGE],
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
    await freshStopped({ scenario: 'hold' });
    try {
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
      await clockRunsAgain();
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
    // Typed and never sent: kept for the tab only, nothing for the whole browser.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  it('is not in a tab opened later', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    await expect.poll(async () => (await stateOf(page, FORM)).draft).toContain(FILLED.message);
    const later = await openTab();
    try {
      await waitForForm(later, FORM);
      expect(await valuesOf(later, FORM, NAMES)).toEqual(EMPTY);
      expect(await stateOf(later, FORM)).toMatchObject({ draft: null, kept: null });
    } finally {
      await close(later);
    }
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
  it("shows the specification's network error, is kept and said to be waiting, and is sent once when the connection returns", async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    await page.context().setOffline(true);
    await submit(page, FORM);
    await expect.poll(async () => (await stateOf(page, FORM)).waiting).toMatch(WAITING_MESSAGE);
    const state = await stateOf(page, FORM);
    expect(await statusAboveButton(page, FORM)).toEqual({ text: NETWORK_MESSAGE, red: true, above: true });
    expect(state.button).toEqual({ text: 'Send now', disabled: false });
    expect(state.discard).toBe(true);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    // Kept as it is sent: every field, the honeypot and the submission id.
    const kept = keptFields(state);
    expect(kept).toMatchObject({ ...FILLED, _gotcha: '' });
    const id = kept.submission_id;
    expect(id).toMatch(/^[a-z0-9]{12,}$/);
    // Send now while still offline keeps it waiting.
    await button().click();
    await expect.poll(async () => (await stateOf(page, FORM)).button).toEqual({ text: 'Send now', disabled: false });
    expect((await stateOf(page, FORM)).waiting).toMatch(WAITING_MESSAGE);

    await page.context().setOffline(false);
    await thanked();
    await expect.poll(() => server().submissions(action)).toEqual({ [id!]: 1 });
    expect(await stateOf(page, FORM)).toMatchObject({ draft: null, kept: null });
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
    await expect.poll(async () => (await stateOf(page, FORM)).status).toBe(NETWORK_MESSAGE);
    expect(await valuesOf(page, FORM, NAMES)).toEqual(FILLED);
    const first = Object.keys(await server().submissions(action));
    expect(first).toHaveLength(1);
    await server().set(action, { scenario: 'success' });
    await button().click();
    await thanked();
    // The message arrived twice under one id: the service can tell it is the same one.
    expect(await server().submissions(action)).toEqual({ [first[0]!]: 1 });
  });
});

describe('a message sent while the service cannot be reached', () => {
  it('is sent by itself at the time it shows, tried again later while the service stays down', async () => {
    const pausedAt = await freshStopped();
    try {
      const id = await sendWhileDown(page);
      expect(await statusAboveButton(page, FORM)).toEqual({ text: NETWORK_MESSAGE, red: true, above: true });
      expect(nextTryShown(await stateOf(page, FORM))).toBe(await timeInPage(page, pausedAt + 5_000));
      // Not tried before its time (a try would give a new time) ...
      await page.clock.runFor(4_000);
      expect(nextTryShown(await stateOf(page, FORM))).toBe(await timeInPage(page, pausedAt + 5_000));
      // ... but at it; the service is still down, so it waits twice as long.
      await page.clock.runFor(1_000);
      await expect
        .poll(async () => nextTryShown(await stateOf(page, FORM)))
        .toBe(await timeInPage(page, pausedAt + 15_000));
      await server().set(action, { scenario: 'success' });
      await page.clock.runFor(10_000);
      await page.getByText(THANKS).waitFor();
      expect(await server().submissions(action)).toEqual({ [id]: 1 });
      expect(await stateOf(page, FORM)).toMatchObject({ draft: null, kept: null });
    } finally {
      await clockRunsAgain();
    }
  });

  it('is sent at once, before its time, when the page is shown again', async () => {
    await freshStopped();
    try {
      const id = await sendWhileDown(page);
      await server().set(action, { scenario: 'success' });
      // A moment for the page's effects after its paint (timers of the stopped clock), far from the next try's time.
      await page.clock.runFor(100);
      await hideAndShow(page);
      await page.getByText(THANKS).waitFor();
      expect(await server().submissions(action)).toEqual({ [id]: 1 });
    } finally {
      await clockRunsAgain();
    }
  });

  it('is shown waiting in a tab opened after its tab was closed, and delivered in the next once the service is up', async () => {
    await fresh();
    const id = await sendWhileDown(page);
    await close(page);

    // Opened again while the service is still down: tried at once, then waiting, shown as it was sent.
    const again = await openTab();
    await expect
      .poll(() => stateOf(again, FORM))
      .toMatchObject({
        status: NETWORK_MESSAGE,
        waiting: expect.stringMatching(WAITING_MESSAGE),
        button: { text: 'Send now', disabled: false },
        discard: true,
      });
    expect(await valuesOf(again, FORM, NAMES)).toEqual(FILLED);
    await close(again);

    await server().set(action, { scenario: 'success' });
    const last = await openTab(page);
    await last.getByText(THANKS).waitFor();
    expect(await server().submissions(action)).toEqual({ [id]: 1 });
    expect(await stateOf(last, FORM)).toMatchObject({ kept: null });
  });

  it('is delivered when the browser is started again with the state it stored', async () => {
    await fresh();
    const id = await sendWhileDown(page);
    const stored = await page.context().storageState();
    await close(page);

    await server().set(action, { scenario: 'success' });
    const restarted = await newTestContext({ storageState: stored });
    try {
      await tagFormPosts(restarted, 'resilience');
      const { page: later } = await preparePage(restarted, DESKTOP);
      await later.goto(`${inject('fixtureSiteUrl')}${ROUTE}`);
      await later.getByText(THANKS).waitFor();
      expect(await server().submissions(action)).toEqual({ [id]: 1 });
      expect(await later.evaluate(() => Object.keys(localStorage))).toEqual([]);
    } finally {
      await restarted.close();
      // The first browser still keeps the message the restarted one delivered: it stays out of the next tests.
      await forgetKept();
    }
  });

  it('is deleted by Discard: the form is empty again, nothing is left on the device, and nothing is sent later', async () => {
    await freshStopped();
    try {
      const discarded = await sendWhileDown(page);
      await page.getByRole('button', { name: 'Discard' }).click();
      await expect
        .poll(() => stateOf(page, FORM))
        .toMatchObject({
          status: '',
          waiting: '',
          button: { text: 'Send', disabled: false },
          discard: false,
          draft: null,
          kept: null,
        });
      expect(await valuesOf(page, FORM, NAMES)).toEqual(EMPTY);
      expect(await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)])).toEqual([]);
      // The service is back, every try it would have had comes and goes, the connection returns.
      await server().set(action, { scenario: 'success' });
      await page.clock.runFor(600_000);
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      // A new message sent now is the only one the service receives.
      await fill(page, FORM, FILLED);
      await submit(page, FORM);
      await page.getByText(THANKS).waitFor();
      const received = await server().submissions(action);
      expect(Object.values(received)).toEqual([1]);
      expect(received[discarded]).toBeUndefined();
    } finally {
      await clockRunsAgain();
    }
  });
});

describe('an answer that means "not now"', () => {
  it("keeps the message with the service's words, lets the visitor change it, and sends the change at the service's time", async () => {
    // The page's time stands still but for runFor, so the try is seen to come at Retry-After's second.
    await freshStopped({
      scenario: 'reply',
      status: 503,
      body: { error: 'Down for maintenance until 10:00.' },
      headers: { 'retry-after': '1', 'access-control-expose-headers': 'Retry-After' },
    });
    try {
      await keptThroughRetryAfter();
    } finally {
      await clockRunsAgain();
    }
  });

  async function keptThroughRetryAfter() {
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(() => stateOf(page, FORM))
      .toMatchObject({ status: 'Down for maintenance until 10:00.', waiting: expect.stringMatching(WAITING_MESSAGE) });
    const first = keptFields(await stateOf(page, FORM));
    expect(first.message).toBe(FILLED.message);
    // While it waits, its fields are open: a change is what waits now, a new message.
    const changed = `${FILLED.message} Since Monday.`;
    await page.locator(`#${FORM} [name="message"]`).fill(changed);
    await expect.poll(async () => keptFields(await stateOf(page, FORM)).message).toBe(changed);
    await server().set(action, { scenario: 'success' });
    // Retry-After: 1 s, not the form's own 5 s.
    await page.clock.runFor(1_000);
    await thanked();
    const requests = await server().received(action);
    const last = Object.fromEntries(requests.at(-1)!.fields);
    expect(last.message).toBe(changed);
    expect(last.submission_id).not.toBe(first.submission_id);
    expect(await stateOf(page, FORM)).toMatchObject({ kept: null });
  }

  it("keeps the message on a gateway's HTML page too", async () => {
    await fresh({ scenario: 'reply', status: 502, raw: '<!doctype html><title>502 Bad Gateway</title>' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(() => stateOf(page, FORM))
      .toMatchObject({ status: NETWORK_MESSAGE, waiting: expect.stringMatching(WAITING_MESSAGE) });
    expect(keptFields(await stateOf(page, FORM)).message).toBe(FILLED.message);
  });
});

describe('an answer that waiting will not change', () => {
  /** The form as the visitor sees it once the wait has ended with these words: no longer waiting, ready to send. */
  const ended = (words: string) => ({
    status: words,
    waiting: '',
    button: { text: 'Send', disabled: false },
    discard: false,
    kept: null,
  });
  const NOT_FOUND = {
    scenario: 'reply',
    status: 404,
    body: { error: 'Form not found', errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }] },
  } as const;

  it('ends the wait (the form not found, a sign-in page, a 400 without field errors), the message as last changed staying in the fields', async () => {
    await fresh();
    await fill(page, FORM, FILLED);
    const answers = [
      ['the form not found', NOT_FOUND, 'Form not found'],
      [
        'a sign-in page',
        { scenario: 'reply', status: 401, raw: '<!doctype html><title>Sign in</title>' },
        NETWORK_MESSAGE,
      ],
      [
        'a 400 without field errors',
        { scenario: 'reply', status: 400, body: { error: 'Bad request' } },
        UNKNOWN_MESSAGE,
      ],
    ] as const;
    for (const [name, setting, words] of answers) {
      await server().set(action, { scenario: 'down' });
      await submit(page, FORM);
      await expect.poll(async () => (await stateOf(page, FORM)).waiting, { message: name }).toMatch(WAITING_MESSAGE);
      const changed = `${FILLED.message} (${name})`;
      await page.locator(`#${FORM} [name="message"]`).fill(changed);
      await expect.poll(async () => keptFields(await stateOf(page, FORM)).message, { message: name }).toBe(changed);
      await server().set(action, setting);
      await submit(page, FORM);
      await expect.poll(() => stateOf(page, FORM), { message: name }).toMatchObject(ended(words));
      expect(await valuesOf(page, FORM, NAMES), name).toEqual({ ...FILLED, message: changed });
    }
  });

  it('ends it in the other tab too, which shows the same words and keeps the message in its fields', async () => {
    await fresh();
    await sendWhileDown(page);
    const second = await openTab();
    try {
      await expect.poll(async () => (await stateOf(second, FORM)).waiting).toMatch(WAITING_MESSAGE);
      await server().set(action, NOT_FOUND);
      await submit(page, FORM);
      await expect.poll(() => stateOf(page, FORM)).toMatchObject(ended('Form not found'));
      await expect.poll(() => stateOf(second, FORM)).toMatchObject(ended('Form not found'));
      expect(await valuesOf(second, FORM, NAMES)).toEqual(FILLED);
      // Heard from the first tab, not learnt by sending the message again.
      expect(await server().received(action)).toHaveLength(1);
    } finally {
      await close(second);
    }
  });
});

describe('a kept message in two tabs', () => {
  it('is delivered once, under one id, and the other tab shows the thanks, not the failure', async () => {
    await fresh();
    const id = await sendWhileDown(page);
    // A second tab of the same browser shows the message waiting (it tried it at once: the service is down).
    const second = await openTab();
    await expect.poll(async () => (await stateOf(second, FORM)).waiting).toMatch(WAITING_MESSAGE);
    await server().set(action, { scenario: 'success' });
    // The first tab, shown again, sends it at once (not at its time, seconds away); the other hears of it.
    await hideAndShow(page);
    await thanked();
    await second.getByText(THANKS).waitFor();
    expect(await second.getByText(NETWORK_MESSAGE).count()).toBe(0);
    expect(await server().submissions(action)).toEqual({ [id]: 1 });
    await close(second);
  });

  /**
   * The first tab's try of the kept message is held by the service while the other tab acts on it; then the
   * service answers whatever it holds until the other tab shows the thanks. Delivered once, both tabs thank.
   */
  async function whileTheFirstSends(act: (other: Page) => Promise<void>) {
    await fresh();
    const id = await sendWhileDown(page);
    const second = await openTab();
    try {
      await expect.poll(async () => (await stateOf(second, FORM)).waiting).toMatch(WAITING_MESSAGE);
      await server().set(action, { scenario: 'hold' });
      await submit(page, FORM);
      await expect.poll(async () => (await server().received(action)).length).toBe(1);
      await act(second);
      // The other tab waits for the first's try to end, as the message is on its way meanwhile.
      await expect
        .poll(async () => (await stateOf(second, FORM)).button)
        .toEqual({ text: 'Sending...', disabled: true });
      await expect
        .poll(async () => {
          await releaseHeld(action);
          return second.getByText(THANKS).count();
        })
        .toBe(1);
      await thanked();
      expect(await server().submissions(action)).toEqual({ [id]: 1 });
    } finally {
      await close(second);
    }
  }

  it('is tried by one tab at a time: a retry due in the other tab while the first sends it waits its turn, then shows the thanks', async () => {
    // The connection returning is one of the retry's triggers.
    await whileTheFirstSends((other) =>
      other.evaluate(() => {
        window.dispatchEvent(new Event('online'));
      }),
    );
  });

  it('is not discarded while another tab sends it: the tab where Discard was pressed shows the thanks once it is delivered', async () => {
    await whileTheFirstSends((other) => other.getByRole('button', { name: 'Discard' }).click());
  });

  it('is discarded in both when discarded in one, which then shows an empty form', async () => {
    await fresh();
    await sendWhileDown(page);
    const second = await openTab();
    await expect.poll(async () => (await stateOf(second, FORM)).waiting).toMatch(WAITING_MESSAGE);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect
      .poll(() => stateOf(second, FORM))
      .toMatchObject({ status: '', waiting: '', discard: false, kept: null });
    expect(await valuesOf(second, FORM, NAMES)).toEqual(EMPTY);
    await close(second);
  });

  it('keeps its id in the tab that restored it: sent from there once the browser lost it, it is the same message', async () => {
    await fresh();
    const id = await sendWhileDown(page);
    const second = await openTab();
    try {
      await expect.poll(async () => (await stateOf(second, FORM)).waiting).toMatch(WAITING_MESSAGE);
      // The browser's storage cleared: no tab delivered or discarded it, so none says a word.
      await page.evaluate(() => localStorage.clear());
      await server().set(action, { scenario: 'success' });
      await submit(second, FORM);
      await second.getByText(THANKS).waitFor();
      // The first tab, told nothing, may still try it at its time on a slow machine: under the same id, which
      // the service knows as one message. What matters is that no second id was made.
      expect(Object.keys(await server().submissions(action))).toEqual([id]);
    } finally {
      await close(second);
    }
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
