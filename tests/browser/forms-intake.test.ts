/**
 * The Website Design Intake Form against the local form service: its
 * fields and rules, the three-goals limit, the Other texts, the launch
 * date, selections joined into one field, drafts and failures.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  actionOf,
  fill,
  formAxeViolations,
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
const FORM = 'intake-form';
const ROUTE = '/website-design/custom-website-design';
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

async function openIntake() {
  const opened = await open(ROUTE);
  await waitForForm(opened.page, FORM);
  return { ...opened, action: await actionOf(opened.page, FORM) };
}

const box = (page: Page, name: string, value: string) =>
  page.locator(`#${FORM} input[name="${name}"][value="${value}"]`);
const goal = (page: Page, value: string) => box(page, value === 'Other' ? 'other_goal' : 'website_goals', value);
const feature = (page: Page, value: string) => box(page, value === 'Other' ? 'other_feature' : 'features', value);
const disabledGoals = (page: Page) =>
  page
    .locator(`#${FORM} input[name="website_goals"], #${FORM} input[name="other_goal"]`)
    .evaluateAll((boxes) =>
      (boxes as HTMLInputElement[]).filter((input) => input.disabled).map((input) => input.value),
    );

async function fillAll(page: Page) {
  await fill(page, FORM, TEXTS);
  for (const value of ['Attract new clients', 'Build brand credibility', 'Other']) await goal(page, value).check();
  await fill(page, FORM, { other_goal_text: 'Take bread orders' });
  for (const value of ['Contact form', 'Booking system', 'Other']) await feature(page, value).check();
  await fill(page, FORM, { other_feature_text: 'Price list' });
  await box(page, 'contentReady', "Not yet, I'll need help").check();
  await box(page, 'brandingGuide', 'No, please advise').check();
}

describe('the intake form', () => {
  it('has every field of the spec with its rules and a visible label', async () => {
    const { page } = await openIntake();
    const fields = await page
      .locator(`#${FORM} [name]`)
      .evaluateAll((list) =>
        (list as HTMLInputElement[])
          .filter((field) => !field.name.startsWith('_'))
          .map((field) => `${field.name}:${field.type}:${field.required ? 'required' : 'optional'}`),
      );
    const unique = [...new Set(fields)];
    expect(unique).toEqual([
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
    ]);
    const values = (name: string) =>
      page
        .locator(`#${FORM} input[name="${name}"]`)
        .evaluateAll((list) => (list as HTMLInputElement[]).map((input) => input.value));
    expect([...(await values('website_goals')), ...(await values('other_goal'))]).toEqual([
      'Attract new clients',
      'Sell products/services online',
      'Build brand credibility',
      'Share news/blogs/content',
      'Showcase portfolio/work',
      'Other',
    ]);
    expect([...(await values('features')), ...(await values('other_feature'))]).toEqual([
      'Contact form',
      'WhatsApp chat button',
      'Online store / eCommerce',
      'Booking system',
      'Blog or news section',
      'Portfolio/Gallery',
      'Newsletter signup',
      'Social media integration',
      'Other',
    ]);
    expect(await values('contentReady')).toEqual(['Yes', "Not yet, I'll need help"]);
    expect(await values('brandingGuide')).toEqual(['Yes', 'No, please advise']);
    // Every visible control has a visible label of its own.
    const unlabelled = await page
      .locator(`#${FORM} input:not([type="hidden"]), #${FORM} textarea, #${FORM} select`)
      .evaluateAll((list) =>
        (list as HTMLInputElement[])
          .filter((field) => field.offsetParent !== null)
          .filter(
            (field) =>
              ![...(field.labels ?? [])].some((label) => label.offsetParent !== null && label.textContent?.trim()),
          )
          .map((field) => field.name),
      );
    expect(unlabelled).toEqual([]);
    await page.close();
  });

  it('allows three goals at most, Other included, and enables the Other texts only while Other is ticked', async () => {
    const { page } = await openIntake();
    const otherGoalText = page.locator(`#${FORM} [name="other_goal_text"]`);
    const otherFeatureText = page.locator(`#${FORM} [name="other_feature_text"]`);
    expect(await otherGoalText.isDisabled()).toBe(true);
    expect(await otherFeatureText.isDisabled()).toBe(true);
    await goal(page, 'Attract new clients').check();
    await goal(page, 'Other').check();
    expect(await otherGoalText.isEnabled()).toBe(true);
    expect(await disabledGoals(page)).toEqual([]);
    await goal(page, 'Showcase portfolio/work').check();
    expect(await disabledGoals(page)).toEqual([
      'Sell products/services online',
      'Build brand credibility',
      'Share news/blogs/content',
    ]);
    await goal(page, 'Other').uncheck();
    expect(await disabledGoals(page)).toEqual([]);
    expect(await otherGoalText.isDisabled()).toBe(true);
    await feature(page, 'Other').check();
    expect(await otherFeatureText.isEnabled()).toBe(true);
    await feature(page, 'Other').uncheck();
    expect(await otherFeatureText.isDisabled()).toBe(true);
    await page.close();
  });

  it('refuses to send without a goal or a feature', async () => {
    const { page, action } = await openIntake();
    await fill(page, FORM, TEXTS);
    await box(page, 'contentReady', 'Yes').check();
    await box(page, 'brandingGuide', 'Yes').check();
    await submit(page, FORM);
    expect(
      await goal(page, 'Attract new clients').evaluate((input: HTMLInputElement) => input.validity.customError),
    ).toBe(true);
    await goal(page, 'Attract new clients').check();
    await submit(page, FORM);
    expect(await feature(page, 'Contact form').evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(
      true,
    );
    expect(await server().received(action)).toEqual([]);
    await page.close();
  });

  it('sends the selections joined with ", ", the Other ticks and texts and the launch date, then thanks', async () => {
    const { page, action, problems } = await openIntake();
    await server().set(action, { scenario: 'slow', delayMs: 1200 });
    await fillAll(page);
    await page.locator(`#${FORM}-launch_date`).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const launch = await page.locator(`#${FORM} input[name="launch_date"]`).inputValue();
    expect(launch).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const button = page.locator(`#${FORM} button[type="submit"]`);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Submitting...');
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Return to Homepage' }).waitFor();
    expect(await page.locator(`form#${FORM}`).count()).toBe(0);
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
    await page.close();
  });

  it('keeps a draft through a reload: texts, ticks, the limit and the launch date', async () => {
    const { page } = await openIntake();
    await fillAll(page);
    await page.locator(`#${FORM}-launch_date`).click();
    await page.keyboard.press('Enter');
    const launch = await page.locator(`#${FORM} input[name="launch_date"]`).inputValue();
    await page.reload();
    await waitForForm(page, FORM);
    await expect.poll(() => valuesOf(page, FORM, Object.keys(TEXTS))).toEqual(TEXTS);
    expect(await goal(page, 'Other').isChecked()).toBe(true);
    expect(await feature(page, 'Booking system').isChecked()).toBe(true);
    expect(await box(page, 'brandingGuide', 'No, please advise').isChecked()).toBe(true);
    expect(await page.locator(`#${FORM} [name="other_goal_text"]`).inputValue()).toBe('Take bread orders');
    expect(await page.locator(`#${FORM} [name="other_goal_text"]`).isEnabled()).toBe(true);
    expect(await disabledGoals(page)).toEqual([
      'Sell products/services online',
      'Share news/blogs/content',
      'Showcase portfolio/work',
    ]);
    expect(await page.locator(`#${FORM} input[name="launch_date"]`).inputValue()).toBe(launch);
    await page.close();
  });

  it('keeps every value on failure, marks the field in error beside it, and is clean for axe-core', async () => {
    const { page, action, problems } = await openIntake();
    await fillAll(page);
    await server().set(action, { scenario: 'server-error' });
    await submit(page, FORM);
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(UNKNOWN_MESSAGE);
    expect(await valuesOf(page, FORM, Object.keys(TEXTS))).toEqual(TEXTS);
    expect(await goal(page, 'Other').isChecked()).toBe(true);
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
    await page.close();
  });
});
