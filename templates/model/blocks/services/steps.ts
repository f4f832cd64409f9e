/** Schema of the `steps` block: a numbered process, step by step. */
import * as z from 'zod';
import { text } from '../../common';
import { tone } from '../tone';

export const stepsBlock = z
  .strictObject({
    type: z.literal('steps').describe('The kind of block: steps.'),
    heading: text('Heading of the section, like How It Works.'),
    intro: text('Paragraph under the heading.').optional(),
    tone,
    steps: z
      .array(
        z.strictObject({
          title: text('Name of the step.'),
          text: text('What happens in this step and what the client provides.'),
        }),
      )
      .min(2)
      .describe('The steps, in the order they happen. They are numbered automatically.'),
  })
  .describe('A numbered process, step by step.');
