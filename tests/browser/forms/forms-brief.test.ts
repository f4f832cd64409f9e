/**
 * The project brief on Our Work against the local form service: its fields,
 * field errors beside their field prefixed by its label (or worded from
 * their code), form errors above the button, and the content's thank-you
 * message. What every form does (drafts, failures, offline) is proven once
 * in forms-resilience.test.ts.
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
  statusAboveButton,
  submit,
  unexpectedProblems,
  valuesOf,
  waitForForm,
} from './forms-support';

const open = formPagesForFile({ tag: 'brief' });
const FORM = 'brief-form';
const texts = pageBlock<FormBlockTexts>('our-work.md', 'project-brief-form');
const FILLED = {
  fullName: 'Chipo Ndlovu',
  email: 'chipo@example.org',
  phone: '+263 71 555 0101',
  organization: 'Ruzivo Trust',
  projectGoals: 'A website with a donation page and quarterly reports.',
  timeline: 'Three months',
  budget: 'USD 2,000',
};

let page: Page;
let problems: string[];
let action = '';

beforeAll(async () => {
  ({ page, problems } = await open('/our-work'));
  await waitForForm(page, FORM);
  action = await actionOf(page, FORM);
});

afterAll(async () => {
  await page.close();
});

/** The error shown beside a field, and the field's marks, read at once. */
const fieldError = (name: string) =>
  page.evaluate(
    ({ id, name }) => {
      const field = document.querySelector<HTMLInputElement>(`#${id} [name="${name}"]`)!;
      const describedBy = field.getAttribute('aria-describedby');
      const error = describedBy ? document.getElementById(describedBy) : null;
      return {
        invalid: field.getAttribute('aria-invalid'),
        describedBy,
        text: error?.textContent ?? null,
        // The error sits right after its field.
        after: error?.previousElementSibling === field,
      };
    },
    { id: FORM, name },
  );

describe('the project brief form', () => {
  it('has the spec fields: fullName, email and projectGoals required, Website Design the default type', async () => {
    const form = await page.evaluate(
      (id) => ({
        fields: [...document.querySelectorAll<HTMLInputElement>(`#${id} [name]`)]
          .filter((field) => !field.name.startsWith('_'))
          .map((field) => [field.name, field.type, field.required]),
        projectType: document.querySelector<HTMLSelectElement>(`#${id} [name="projectType"]`)?.value,
        types: [...document.querySelectorAll(`#${id} [name="projectType"] option`)].map((option) => option.textContent),
      }),
      FORM,
    );
    expect(form).toEqual({
      fields: [
        ['fullName', 'text', true],
        ['email', 'email', true],
        ['phone', 'tel', false],
        ['organization', 'text', false],
        ['projectType', 'select-one', false],
        ['projectGoals', 'textarea', true],
        ['timeline', 'text', false],
        ['budget', 'text', false],
      ],
      projectType: 'Website Design',
      types: ['Website Design', 'Compliance', 'NGO Support', 'Other'],
    });
  });

  it('shows field errors beside their field prefixed by the label, form errors above the button, and keeps the values', async () => {
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
    await expect
      .poll(() => fieldError('email'))
      .toEqual({ invalid: 'true', describedBy: `${FORM}-email-error`, text: 'Email: should be an email', after: true });
    expect(await fieldError('projectGoals')).toMatchObject({
      describedBy: `${FORM}-projectGoals-error`,
      text: 'Project Goals: should not be empty',
    });
    // Focus goes to the first field in error (an effect, run once the errors are painted).
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email');
    expect(await statusAboveButton(page, FORM)).toMatchObject({ text: 'Submission blocked', red: true, above: true });
    expect(await valuesOf(page, FORM, [...Object.keys(FILLED), 'projectType'])).toEqual({
      ...FILLED,
      projectType: 'NGO Support',
    });
    expect(await formAxeViolations(page, FORM)).toEqual([]);
    // Editing the field clears its error.
    await page.locator(`#${FORM} [name="email"]`).fill('chipo@example.com');
    await expect.poll(() => page.locator(`#${FORM}-email-error`).count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('shows an error given only as a code beside its field, named by its label', async () => {
    await server().set(action, {
      scenario: 'reply',
      status: 422,
      body: { errors: [{ field: 'projectGoals', code: 'REQUIRED_FIELD_EMPTY' }] },
    });
    await fill(page, FORM, FILLED);
    await submit(page, FORM);
    await expect
      .poll(() => fieldError('projectGoals'))
      .toMatchObject({ invalid: 'true', text: 'Project Goals is required' });
  });

  it('sends every field, shows "Submitting..." on a disabled button, then the content’s thank-you message', async () => {
    problems.length = 0;
    await server().set(action, { scenario: 'hold' });
    await fill(page, FORM, { ...FILLED, projectType: 'Website Design' });
    await submit(page, FORM);
    await expect
      .poll(async () => (await stateOf(page, FORM)).button)
      .toEqual({ text: texts.sendingLabel ?? 'Submitting...', disabled: true });
    expect(await server().release(action)).toBe(1);
    await page.getByText(texts.successText.trim()).waitFor();
    expect(await page.getByRole('heading', { name: texts.successHeading }).count()).toBe(1);
    expect((await stateOf(page, FORM)).form).toBe(false);
    const { fields } = await onlyRequest(action);
    expect(fields).toMatchObject({ ...FILLED, projectType: 'Website Design', _gotcha: '' });
    expect(problems).toEqual([]);
  });
});
