/** Schema of the `case-study` block: one project told in a few lines, with a link to read more. */
import * as z from 'zod';
import { iconName, link, markdown, text } from '../../common';

export const caseStudyBlock = z
  .strictObject({
    type: z.literal('case-study').describe('The kind of block: case-study.'),
    eyebrow: text('Small line above the title, like Featured Case Study.'),
    title: text('Title of the case study.'),
    text: markdown('What was done and what came of it.'),
    highlights: z
      .array(z.strictObject({ icon: iconName, text: text('A highlight.') }))
      .default([])
      .describe('Short highlights listed beside the text.'),
    link: link.describe('The Learn More link.'),
  })
  .describe('One project told in a few lines, with a link to read more.');
