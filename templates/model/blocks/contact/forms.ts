/** The four form blocks: the same texts around a different form. */
import * as z from 'zod';
import { text } from '../../common';

function formBlock<T extends string>(type: T, description: string, sendingLabel: string) {
  return z
    .strictObject({
      type: z.literal(type).describe(`The kind of block: ${type}.`),
      heading: text('Heading above the form.'),
      intro: text('Paragraph under the heading.').optional(),
      submitLabel: text('Words on the send button.'),
      successHeading: text('Heading shown once the form is sent.'),
      successText: text('Text shown once the form is sent.'),
      sendingLabel: text('Words on the send button while the form is being sent.').default(sendingLabel),
      homeLabel: text('Words on the button back to the home page, shown once the form is sent.').default(
        'Return to Homepage',
      ),
    })
    .describe(description);
}

export const contactFormBlock = formBlock('contact-form', 'The Contact Us enquiry form.', 'Sending...');
export const quoteFormBlock = formBlock('quote-form', 'The Request a Quote form.', 'Submitting...');
export const projectBriefFormBlock = formBlock(
  'project-brief-form',
  'The Start Your Project With Us project brief form.',
  'Submitting...',
);
export const intakeFormBlock = formBlock('intake-form', 'The Website Design Intake Form.', 'Submitting...');
