import { z } from 'zod';
import { text } from '../common';

export const quoteFormBlock = z
  .strictObject({
    type: z.literal('quote-form'),
    heading: text('Heading above the form.'),
    intro: text('Paragraph under the heading.').optional(),
    submitLabel: text('Words on the send button.'),
    successHeading: text('Heading shown once the form is sent.'),
    successText: text('Text shown once the form is sent.'),
    sendingLabel: text('Words on the send button while the form is being sent.').default('Submitting...'),
    homeLabel: text('Words on the button back to the home page, shown once the form is sent.').default('Return to Homepage'),
  })
  .describe('The Request a Quote form.');
