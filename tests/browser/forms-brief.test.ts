/**
 * The project brief on Our Work against the local form service: field
 * errors beside their field prefixed by its label, form errors above the
 * button, and the thank-you message.
 */
import { describe, expect, it } from 'vitest';
import {
  actionOf,
  fill,
  formAxeViolations,
  NETWORK_MESSAGE,
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
const FORM = 'brief-form';
const FILLED = {
  fullName: 'Chipo Ndlovu',
  email: 'chipo@example.org',
  phone: '+263 71 555 0101',
  organization: 'Ruzivo Trust',
  projectGoals: 'A website with a donation page and quarterly reports.',
  timeline: 'Three months',
  budget: 'USD 2,000',
};

async function openBrief() {
  const opened = await open('/our-work');
  await waitForForm(opened.page, FORM);
  return { ...opened, action: await actionOf(opened.page, FORM) };
}

describe('the project brief form', () => {
  it('has the spec fields: fullName, email and projectGoals required, Website Design the default type', async () => {
    const { page } = await openBrief();
    const fields = await page
      .locator(`#${FORM} [name]`)
      .evaluateAll((list) =>
        (list as HTMLInputElement[])
          .filter((field) => !field.name.startsWith('_'))
          .map((field) => [field.name, field.type, field.required]),
      );
    expect(fields).toEqual([
      ['fullName', 'text', true],
      ['email', 'email', true],
      ['phone', 'tel', false],
      ['organization', 'text', false],
      ['projectType', 'select-one', false],
      ['projectGoals', 'textarea', true],
      ['timeline', 'text', false],
      ['budget', 'text', false],
    ]);
    expect(await page.locator(`#${FORM} [name="projectType"]`).inputValue()).toBe('Website Design');
    const types = await page.locator(`#${FORM} [name="projectType"] option`).allTextContents();
    expect(types).toEqual(['Website Design', 'Compliance', 'NGO Support', 'Other']);
    await page.close();
  });

  it('sends every field, shows "Submitting..." on a disabled button, then the thank-you message', async () => {
    const { page, action, problems } = await openBrief();
    await server().set(action, { scenario: 'slow', delayMs: 1200 });
    await fill(page, FORM, FILLED);
    const button = page.locator(`#${FORM} button[type="submit"]`);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Submitting...');
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Return to Homepage' }).waitFor();
    expect(await page.locator(`form#${FORM}`).count()).toBe(0);
    const { fields } = await onlyRequest(action);
    expect(fields).toMatchObject({ ...FILLED, projectType: 'Website Design', _gotcha: '' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows field errors beside their field prefixed by the label, form errors above the button, and keeps the values', async () => {
    const { page, action, problems } = await openBrief();
    await server().set(action, {
      scenario: 'reply',
      status: 422,
      body: {
        errors: [
          { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
          { field: 'projectGoals', code: 'REQUIRED_FIELD_EMPTY', message: 'should not be empty' },
          { code: 'BLOCKED', message: 'Submission blocked' },
        ],
      },
    });
    await fill(page, FORM, { ...FILLED, projectType: 'NGO Support' });
    await submit(page, FORM);
    const emailError = page.locator(`#${FORM}-email-error`);
    await emailError.waitFor();
    expect(await emailError.textContent()).toBe('Email: should be an email');
    expect(await page.locator(`#${FORM}-projectGoals-error`).textContent()).toBe('Project Goals: should not be empty');
    const email = page.locator(`#${FORM} [name="email"]`);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toBe(`${FORM}-email-error`);
    // The error sits right after its field.
    expect(await emailError.evaluate((error) => error.previousElementSibling?.getAttribute('name'))).toBe('email');
    // Focus goes to the first field in error.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email');
    expect(await statusAboveButton(page, FORM)).toMatchObject({ text: 'Submission blocked', red: true, above: true });
    expect(await valuesOf(page, FORM, [...Object.keys(FILLED), 'projectType'])).toEqual({
      ...FILLED,
      projectType: 'NGO Support',
    });
    expect(await formAxeViolations(page, FORM)).toEqual([]);
    // Editing the field clears its error.
    await email.fill('chipo@example.com');
    await expect.poll(() => emailError.count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.close();
  });

  it('shows the network message on malformed JSON, keeping the values', async () => {
    const { page, action } = await openBrief();
    await server().set(action, { scenario: 'malformed' });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect.poll(async () => (await statusAboveButton(page, FORM)).text).toBe(NETWORK_MESSAGE);
    expect(await valuesOf(page, FORM, Object.keys(FILLED))).toEqual(FILLED);
    await page.close();
  });
});
