/** content/pages/<group>/_group.yaml: a service group such as Compliance. */
import * as z from 'zod';
import { text } from './common';

export const groupSchema = z
  .strictObject({
    title: text('Name of the group in menus and on the site map, like Compliance.'),
    order: z
      .number()
      .int()
      .describe(
        'Position of the group in the footer and on the site map, smallest first. The top menu follows navigation.header in site.yaml.',
      ),
    description: text('One sentence on what the group offers.'),
  })
  .describe('A group of service pages.');

export type GroupData = z.output<typeof groupSchema>;
