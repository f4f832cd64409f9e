/** Every built page is valid HTML (html-validate, recommended rules). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { expect, inject, it } from 'vitest';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>; both forms are valid HTML.
    'void-style': 'off',
    // React writes <meta charSet>; attribute names are case-insensitive in HTML.
    'attr-case': 'off',
    // React writes boolean attributes as required=""; both forms are valid HTML.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // The intake form's goals and features are checkbox groups sharing one name, as the spec names them.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
});

it('has no html-validate error on any built page', async () => {
  const distDir = inject('distDir');
  const files = (await readdir(distDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  expect(files.length).toBeGreaterThan(2);
  const messages: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(await readFile(path.join(distDir, file), 'utf8'), file);
    for (const result of report.results) {
      for (const message of result.messages) {
        messages.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(messages).toEqual([]);
});
