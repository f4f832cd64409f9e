import { renderMarkdown } from './scripts/lib/markdown';
console.log(renderMarkdown('[a](</files/my report.pdf>) [b](/tax%20x) [c](/é?q=a b#x y)'));
