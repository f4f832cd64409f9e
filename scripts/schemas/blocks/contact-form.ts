import { z } from 'zod';
import { text } from '../common';

export const contactFormBlock = z
  .strictObject({
    type: z.literal('contact-form'),
    heading: text('Heading above the form.'),
    intro: text('Paragraph under the heading.').optional(),
    submitLabel: text('Words on the send button.'),
    successHeading: text('Heading shown once the form is sent.'),
    successText: text('Text shown once the form is sent.'),
  })
  .describe('The Contact Us enquiry form.');
