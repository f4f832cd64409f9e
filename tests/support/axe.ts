/** Runs axe-core inside a page and returns its violations in a readable form. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

const readAxe = () => {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
};

/**
 * Loads axe-core into every document `page` opens from now on, as the
 * document starts, for a tab that checks page after page: sent to the
 * browser once, not once per page, and compiled from the browser's cache
 * after the first (about half a second a page less on a busy machine).
 * Like evaluate(), it is not subject to the page's Content-Security-Policy.
 */
export async function axeInEveryDocument(page: Page): Promise<void> {
  await page.addInitScript({ content: await readAxe() });
}

/** WCAG 2.1 A and AA rules plus best practices; returns [] when the page is clean. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // evaluate() is not subject to the page's Content-Security-Policy, unlike an injected <script>.
  // Once per document: a second check of the same page (at another width) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await readAxe());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // Every rule still runs on every node; only the violations are gathered in full.
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
}
