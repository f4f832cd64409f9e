/**
 * Each of the four forms of the real site, sent while the phone is online
 * but the form service cannot be reached: it shows the specification's
 * network error in red above the button, keeps every value, says the
 * message waits and when it is tried next, and sends it by itself, once,
 * when the service can be reached again, with the content's thank-you.
 * How a kept message lives through reloads, closed tabs, a restarted
 * browser and Discard is proven once in forms-resilience.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { pageBlock } from '../../support/page-content';
import {
  actionOf,
  fill,
  type FormBlockTexts,
  formsSettings,
  keptFields,
  NETWORK_MESSAGE,
  nextTryShown,
  clockedTabForFile,
  formPagesForFile,
  server,
  stateOf,
  statusAboveButton,
  submit,
  tick,
  timeInPage,
  unexpectedProblems,
  valuesOf,
  WAITING_MESSAGE,
} from './forms-support';

const open = formPagesForFile({ tag: 'kept' });
/** The four forms load one after the other in one tab. */
const openClocked = clockedTabForFile(open);
const { serviceOptions } = formsSettings();

interface FormCase {
  route: string;
  form: string;
  /** The content file and block that give the form its thank-you. */
  content: [string, string];
  values: Record<string, string>;
  boxes?: Array<[string, string]>;
}

const FORMS: FormCase[] = [
  {
    route: '/contact',
    form: 'contact-form',
    content: ['contact.md', 'contact-form'],
    values: {
      name: 'Tendai Moyo',
      email: 'tendai@example.co.zw',
      phone: '+263 77 123 4567',
      service: serviceOptions[0]!,
      message: 'We need hosting for 20 mailboxes.',
    },
  },
  {
    route: '/request-quote',
    form: 'quote-form',
    content: ['request-quote.md', 'quote-form'],
    values: {
      name: 'Rudo Chikore',
      email: 'rudo@example.org',
      service: serviceOptions.at(-1)!,
      message: 'We want to register a trust.',
    },
  },
  {
    route: '/our-work',
    form: 'brief-form',
    content: ['our-work.md', 'project-brief-form'],
    values: {
      fullName: 'Chipo Ndlovu',
      email: 'chipo@example.org',
      projectGoals: 'A website with a donation page and quarterly reports.',
    },
  },
  {
    route: '/website-design/custom-website-design',
    form: 'intake-form',
    content: ['website-design/custom-website-design.md', 'intake-form'],
    values: {
      businessName: 'Msasa Bakery',
      contactPerson: 'Farai Dube',
      email: 'farai@example.co.zw',
      phone: '+263 77 200 3000',
      businessDescription: 'A family bakery supplying cafes in Harare.',
      targetAudience: 'Cafe owners and families.',
      websitePersonality: 'Warm and friendly',
      inspirationWebsites: 'https://example.com for its photos',
    },
    boxes: [
      ['website_goals', 'Attract new clients'],
      ['features', 'Contact form'],
      ['contentReady', 'Yes'],
      ['brandingGuide', 'Yes'],
    ],
  },
];

describe.each(FORMS)('the form of $route, sent while the service cannot be reached', (form) => {
  it("shows the specification's network error, keeps every value, and is sent by itself once the service is back", async () => {
    const thanks = pageBlock<FormBlockTexts>(...form.content).successText.trim();
    const clocked = await openClocked(form.route, form.form);
    const { page, problems, pausedAt } = clocked;
    try {
      const action = await actionOf(page, form.form);
      await server().set(action, { scenario: 'down' });
      await fill(page, form.form, form.values);
      await tick(page, form.form, form.boxes ?? []);
      await submit(page, form.form);
      await expect.poll(async () => (await stateOf(page, form.form)).waiting).toMatch(WAITING_MESSAGE);
      expect(await statusAboveButton(page, form.form)).toEqual({ text: NETWORK_MESSAGE, red: true, above: true });
      expect(await valuesOf(page, form.form, Object.keys(form.values))).toEqual(form.values);
      const state = await stateOf(page, form.form);
      expect(state.button).toEqual({ text: 'Send now', disabled: false });
      expect(nextTryShown(state)).toBe(await timeInPage(page, pausedAt + 5_000));
      const id = keptFields(state).submission_id;
      expect(id).toMatch(/^[a-z0-9]{12,}$/);

      await server().set(action, { scenario: 'success' });
      await page.clock.runFor(5_000);
      await page.getByText(thanks).waitFor();
      expect(await server().submissions(action)).toEqual({ [id!]: 1 });
      expect(await stateOf(page, form.form)).toMatchObject({ form: false, draft: null, kept: null });
      expect(unexpectedProblems(problems)).toEqual([]);
    } finally {
      await clocked.close();
    }
  });
});
