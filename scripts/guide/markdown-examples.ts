/**
 * The guide's table of links and pictures in Markdown: what an editor
 * writes on a page, and what the page then shows, or the message the check
 * gives. Each row is worked out by the check and the renderer themselves
 * (content/markdown/markdown-checks.ts, render/markdown-html.ts), so the guide says
 * what the site does.
 */
import { markdownProblems, markdownTextsOf } from '../content/markdown/markdown-checks';
import { parseContentSource } from '../content/yaml/source';
import { renderMarkdown } from '../render/markdown-html';
import { ownSiteOf } from '../../templates/model/own-site';
import { anchorOf, cell } from './markers';

/** The page the examples are written on. */
const PAGE = '/compliance/praz-registration';
/** The site they are written for (site.yaml's url), whose own address makes a link inside it. */
const OWN = ownSiteOf(['https://www.mutapaconsulting.co.zw']);

const EXAMPLES: readonly string[] = [
  '[Contact us](/contact)',
  '[ZIMRA registration](zimra-tax-registration)',
  '[web hosting](../website-design/web-hosting)',
  '[build your package](/website-design/web-hosting#package-builder)',
  '[Contact us](https://www.mutapaconsulting.co.zw/contact)',
  '## How it works',
  '[how it works](#how-it-works)',
  '[the PRAZ portal](https://egp.praz.org.zw)',
  '[PRAZ](www.praz.org.zw)',
  '[call us](tel:+263782124470)',
  '[call us](<tel:+263 78 212 4470>)',
  '[email us](mailto:hello@mutapaconsulting.co.zw)',
  'Call us <strong>today</strong>',
  '[the portal](htps://egp.praz.org.zw)',
  '[call us](tel:+263 78 212 4470)',
  '[email us](mailto:hello@mutapaconsulting)',
  '[the form](file:///C:/Users/Tendai/praz-form.pdf)',
  '![Our team](/images/team.jpg)',
  'Call us <u>today</u>',
];

/** What the page shows for one line of Markdown, or the check's message for it. */
function outcome(markdown: string): string {
  const source = parseContentSource(
    'content/pages/compliance/praz-registration.md',
    `---\ntitle: PRAZ\n---\n${markdown}\n`,
  );
  const problems = markdownProblems(source, markdownTextsOf({}, markdown), PAGE, OWN);
  if (problems.length > 0) {
    const { title, severity } = problems[0]!;
    const mark = severity === 'warning' ? '⚠ a warning' : '✖ an error';
    return `${mark}: [${title}](#${anchorOf(title)})`;
  }
  const html = renderMarkdown(markdown, PAGE, '', OWN);
  const link = /<a href="([^"]+)"( target="_blank")?/.exec(html);
  if (link) return `a link to \`${decodeEntities(link[1]!)}\`${link[2] ? ', opened in a new tab' : ''}`;
  const heading = /<h(\d) id="([^"]+)"/.exec(html);
  if (heading) return `a heading, linked to as \`#${heading[2]}\``;
  // Text with emphasis, shown as it looks on the page.
  return html
    .replace(/<\/?p>|\n/g, '')
    .replace(/<\/?(strong|b)>/g, '**')
    .replace(/<\/?(em|i)>/g, '*');
}

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&');

export function markdownExamples(): string {
  const rows = EXAMPLES.map((markdown) => `| \`${cell(markdown)}\` | ${cell(outcome(markdown))} |`);
  return [`| On ${PAGE}, you write | The page shows |`, '| --- | --- |', ...rows].join('\n');
}
