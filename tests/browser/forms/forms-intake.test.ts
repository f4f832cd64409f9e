/**
 * The Website Design Intake Form against the local form service: its
 * fields and rules, the three-goals limit, the Other texts, the launch
 * date, selections joined into one field, its draft and its errors. What
 * every form does (failures, offline) is proven once in
 * forms-resilience.test.ts.
 *
 * The tests run in order on one page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBlock } from '../../support/page-content';
import {
  actionOf,
  fill,
  type FormBlockTexts,
  formAxeViolations,
  formPagesForFile,
  onlyRequest,
  server,
  stateOf,
  submit,
  tick,
  UNKNOWN_MESSAGE,
  unexpectedProblems,
  valuesOf,
  waitForForm,
} from './forms-support';

const open = formPagesForFile({ tag: 'intake' });
const FORM = 'intake-form';
const ROUTE = '/website-design/custom-website-design';
const texts = pageBlock<FormBlockTexts>('website-design/custom-website-design.md', 'intake-form');
const TEXTS = {
  businessName: 'Msasa Bakery',
  contactPerson: 'Farai Dube',
  email: 'farai@example.co.zw',
  phone: '+263 77 200 3000',
  currentWebsite: 'https://msasabakery.example',
  businessDescription: 'A family bakery supplying cafes in Harare.',
  targetAudience: 'Cafe owners and families.',
  websitePersonality: 'Warm and friendly',
  inspirationWebsites: 'https://example.com for its photos',
  budgetRange: 'USD 800',
  additionalInfo: 'We would like Shona and English.',
};

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

const box = (name: string, value: string) => page.locator(`#${FORM} input[name="${name}"][value="${value}"]`);
const goal = (value: string) => box(value === 'Other' ? 'other_goal' : 'website_goals', value);
const feature = (value: string) => box(value === 'Other' ? 'other_feature' : 'features', value);

interface Choices {
  /** Values of the ticked boxes and radios, by name. */
  ticked: Record<string, string[]>;
  /** Values of the goal boxes that cannot be ticked. */
  disabledGoals: string[];
  /** Which Other texts can be typed in. */
  otherGoalText: boolean;
  otherFeatureText: boolean;
}

/** The boxes ticked, the goals refused and the Other texts open, read at once. */
const choices = (): Promise<Choices> =>
  page.evaluate((id) => {
    const inputs = [...document.querySelectorAll<HTMLInputElement>(`#${id} input`)];
    const ticked: Record<string, string[]> = {};
    for (const input of inputs.filter((input) => input.checked))
      ticked[input.name] = [...(ticked[input.name] ?? []), input.value];
    const enabled = (name: string) => !document.querySelector<HTMLInputElement>(`#${id} [name="${name}"]`)?.disabled;
    return {
      ticked,
      disabledGoals: inputs
        .filter((input) => (input.name === 'website_goals' || input.name === 'other_goal') && input.disabled)
        .map((input) => input.value),
      otherGoalText: enabled('other_goal_text'),
      otherFeatureText: enabled('other_feature_text'),
    };
  }, FORM);

async function fillAll() {
  await fill(page, FORM, TEXTS);
  await tick(page, FORM, [
    ['website_goals', 'Attract new clients'],
    ['website_goals', 'Build brand credibility'],
    ['other_goal', 'Other'],
  ]);
  await fill(page, FORM, { other_goal_text: 'Take bread orders' });
  await tick(page, FORM, [
    ['features', 'Contact form'],
    ['features', 'Booking system'],
    ['other_feature', 'Other'],
  ]);
  await fill(page, FORM, { other_feature_text: 'Price list' });
  await tick(page, FORM, [
    ['contentReady', "Not yet, I'll need help"],
    ['brandingGuide', 'No, please advise'],
  ]);
}

/** The launch date, chosen in the calendar with the keyboard: a day after the one it opens on. */
async function chooseLaunchDate(): Promise<string> {
  await page.locator(`#${FORM}-launch_date`).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const launch = (await valuesOf(page, FORM, ['launch_date'])).launch_date!;
  expect(launch).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return launch;
}

let launch = '';

describe('the intake form', () => {
  it('has every field of the spec with its rules and a visible label', async () => {
    const form = await page.evaluate((id) => {
      const named = [...document.querySelectorAll<HTMLInputElement>(`#${id} [name]`)].filter(
        (field) => !field.name.startsWith('_'),
      );
      const values = (name: string) => named.filter((field) => field.name === name).map((field) => field.value);
      return {
        fields: [
          ...new Set(named.map((field) => `${field.name}:${field.type}:${field.required ? 'required' : 'optional'}`)),
        ],
        goals: [...values('website_goals'), ...values('other_goal')],
        features: [...values('features'), ...values('other_feature')],
        contentReady: values('contentReady'),
        brandingGuide: values('brandingGuide'),
        // Every visible control has a visible label of its own.
        unlabelled: [
          ...document.querySelectorAll<HTMLInputElement>(
            `#${id} input:not([type="hidden"]), #${id} textarea, #${id} select`,
          ),
        ]
          .filter((field) => field.offsetParent !== null)
          .filter(
            (field) =>
              ![...(field.labels ?? [])].some((label) => label.offsetParent !== null && label.textContent?.trim()),
          )
          .map((field) => field.name),
      };
    }, FORM);
    expect(form).toEqual({
      fields: [
        'businessName:text:required',
        'contactPerson:text:required',
        'email:email:required',
        'phone:tel:required',
        'currentWebsite:url:optional',
        'businessDescription:textarea:required',
        'targetAudience:textarea:required',
        'website_goals:checkbox:optional',
        'other_goal:checkbox:optional',
        'other_goal_text:text:optional',
        'websitePersonality:text:required',
        'inspirationWebsites:textarea:required',
        'features:checkbox:optional',
        'other_feature:checkbox:optional',
        'other_feature_text:text:optional',
        'contentReady:radio:required',
        'brandingGuide:radio:required',
        'launch_date:hidden:optional',
        'budgetRange:text:optional',
        'additionalInfo:textarea:optional',
      ],
      goals: [
        'Attract new clients',
        'Sell products/services online',
        'Build brand credibility',
        'Share news/blogs/content',
        'Showcase portfolio/work',
        'Other',
      ],
      features: [
        'Contact form',
        'WhatsApp chat button',
        'Online store / eCommerce',
        'Booking system',
        'Blog or news section',
        'Portfolio/Gallery',
        'Newsletter signup',
        'Social media integration',
        'Other',
      ],
      contentReady: ['Yes', "Not yet, I'll need help"],
      brandingGuide: ['Yes', 'No, please advise'],
      unlabelled: [],
    });
  });

  it('allows three goals at most, Other included, and enables the Other texts only while Other is ticked', async () => {
    expect(await choices()).toMatchObject({ otherGoalText: false, otherFeatureText: false });
    await goal('Attract new clients').check();
    await goal('Other').check();
    expect(await choices()).toMatchObject({ otherGoalText: true, disabledGoals: [] });
    await goal('Showcase portfolio/work').check();
    expect((await choices()).disabledGoals).toEqual([
      'Sell products/services online',
      'Build brand credibility',
      'Share news/blogs/content',
    ]);
    await goal('Other').uncheck();
    expect(await choices()).toMatchObject({ otherGoalText: false, disabledGoals: [] });
    await feature('Other').check();
    expect((await choices()).otherFeatureText).toBe(true);
    await feature('Other').uncheck();
    expect((await choices()).otherFeatureText).toBe(false);
    // Back to no goal for the next test.
    for (const value of ['Attract new clients', 'Showcase portfolio/work']) await goal(value).uncheck();
    expect((await choices()).ticked).toEqual({});
  });

  it('refuses to send without a goal or a feature', async () => {
    await fill(page, FORM, TEXTS);
    await box('contentReady', 'Yes').check();
    await box('brandingGuide', 'Yes').check();
    await submit(page, FORM);
    expect(await goal('Attract new clients').evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(
      true,
    );
    await goal('Attract new clients').check();
    await submit(page, FORM);
    expect(await feature('Contact form').evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(true);
    expect(await server().received(action)).toEqual([]);
  });

  it('keeps a draft through a reload: texts, ticks, the limit and the launch date', async () => {
    // On from the form as the last test left it: texts, one goal, both answers Yes.
    await fillAll();
    launch = await chooseLaunchDate();
    // The calendar tells the form of the date once it has drawn it: reload once the draft holds it, as a visitor would.
    await expect
      .poll(() => page.evaluate((date) => Object.values(sessionStorage).some((draft) => draft.includes(date)), launch))
      .toBe(true);
    await page.reload();
    await waitForForm(page, FORM);
    await expect.poll(() => valuesOf(page, FORM, Object.keys(TEXTS))).toEqual(TEXTS);
    expect(await choices()).toEqual({
      ticked: {
        website_goals: ['Attract new clients', 'Build brand credibility'],
        other_goal: ['Other'],
        features: ['Contact form', 'Booking system'],
        other_feature: ['Other'],
        contentReady: ["Not yet, I'll need help"],
        brandingGuide: ['No, please advise'],
      },
      disabledGoals: ['Sell products/services online', 'Share news/blogs/content', 'Showcase portfolio/work'],
      otherGoalText: true,
      otherFeatureText: true,
    });
    expect(await valuesOf(page, FORM, ['other_goal_text', 'other_feature_text', 'launch_date'])).toEqual({
      other_goal_text: 'Take bread orders',
      other_feature_text: 'Price list',
      launch_date: launch,
    });
  });

  it('keeps every value on failure, marks the field in error beside it, and is clean for axe-core', async () => {
    await server().set(action, { scenario: 'no-error-list' });
    await submit(page, FORM);
    await expect.poll(async () => (await stateOf(page, FORM)).status).toBe(UNKNOWN_MESSAGE);
    expect(await valuesOf(page, FORM, Object.keys(TEXTS))).toEqual(TEXTS);
    expect((await choices()).ticked.other_goal).toEqual(['Other']);
    await server().set(action, {
      scenario: 'reply',
      status: 422,
      body: { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }] },
    });
    await submit(page, FORM);
    await page.locator(`#${FORM}-email-error`).waitFor();
    expect(await page.locator(`#${FORM}-email-error`).textContent()).toBe('Email Address: should be an email');
    expect(await formAxeViolations(page, FORM)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('sends the selections joined with ", ", the Other ticks and texts and the launch date, then thanks', async () => {
    problems.length = 0;
    await server().set(action, { scenario: 'hold' });
    await submit(page, FORM);
    await expect
      .poll(async () => (await stateOf(page, FORM)).button)
      .toEqual({ text: texts.sendingLabel ?? 'Submitting...', disabled: true });
    expect(await server().release(action)).toBe(1);
    await page.getByText(texts.successText.trim()).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Homepage' }).count()).toBe(1);
    expect((await stateOf(page, FORM)).form).toBe(false);
    const { request, fields } = await onlyRequest(action);
    expect(request.headers.accept).toBe('application/json');
    expect(request.fields.filter(([name]) => name === 'website_goals' || name === 'features')).toHaveLength(2);
    expect(fields).toEqual({
      ...TEXTS,
      website_goals: 'Attract new clients, Build brand credibility, Other',
      other_goal: 'Other',
      other_goal_text: 'Take bread orders',
      features: 'Contact form, Booking system, Other',
      other_feature: 'Other',
      other_feature_text: 'Price list',
      contentReady: "Not yet, I'll need help",
      brandingGuide: 'No, please advise',
      launch_date: launch,
      _gotcha: '',
      _next: expect.stringMatching(/\/thank-you$/),
      submission_id: expect.any(String),
    });
    expect(problems).toEqual([]);
  });
});
