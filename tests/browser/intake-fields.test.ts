/**
 * The intake form's island reads its fields back from the form's HTML, so
 * the page carries them once (islands/forms/intake-fields.ts). What it reads
 * from the form as the site serves it must render that same form again:
 * the same labels, names, types, rules, hints and widths, in the same order.
 */
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import IntakeForm, { type IntakeFormProps } from '../../islands/IntakeForm';
import { INTAKE_FIELDS, type IntakeFields } from '../../islands/forms/intake-fields';
import { decodeEntities } from '../../scripts/verify/page-addresses';
import { newTestContext } from '../support/run/chromium';

let context: BrowserContext;
beforeAll(async () => {
  context = await newTestContext({ javaScriptEnabled: true });
});
afterAll(async () => {
  await context?.close();
});

/** The reader alone, for a page with no script of its own. */
async function readerScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { readIntakeFields } from './intake-fields';\nwindow.readIntakeFields = readIntakeFields;`,
      resolveDir: path.resolve(import.meta.dirname, '../../islands/forms'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

it('reads from the served intake form the fields that render that form again', async () => {
  const html = await readFile(path.join(inject('distDir'), 'website-design/custom-website-design/index.html'), 'utf8');
  const island =
    /<div data-island="IntakeForm" data-when="[^"]*" data-props="([^"]*)"[^>]*>(<form[\s\S]*?<\/form>)/.exec(html);
  expect(island, 'the page has the intake form island').not.toBeNull();
  const props = JSON.parse(decodeEntities(island![1]!)) as IntakeFormProps;
  // The page does not send the fields again: the island has only its HTML to read them from.
  expect(props.fields).toBeUndefined();

  const page = await context.newPage();
  await page.setContent(`<!doctype html><html lang="en"><body>${island![2]}</body></html>`);
  await page.addScriptTag({ content: await readerScript() });
  const read = await page.evaluate((id) => {
    const reader = (window as unknown as { readIntakeFields: (form: Element) => IntakeFields }).readIntakeFields;
    return reader(document.getElementById(id)!);
  }, props.id);
  await page.close();

  expect(read.goals).toEqual(INTAKE_FIELDS.goals);
  expect(read.features).toEqual(INTAKE_FIELDS.features);
  expect([...read.about, ...read.style, ...read.closing].map((field) => field.label)).toEqual(
    [...INTAKE_FIELDS.about, ...INTAKE_FIELDS.style, ...INTAKE_FIELDS.closing].map((field) => field.label),
  );
  const render = (fields: IntakeFields) => renderToStaticMarkup(createElement(IntakeForm, { ...props, fields }));
  expect(render(read)).toBe(render(INTAKE_FIELDS));
});
