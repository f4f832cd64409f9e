/** Schema of the `service-groups` block: large cards, each a group of services with its bullet points. */
import * as z from 'zod';
import { iconName, text } from '../../common';

export const serviceGroupsBlock = z
  .strictObject({
    type: z.literal('service-groups').describe('The kind of block: service-groups.'),
    heading: text('Heading of the section.'),
    intro: text('Paragraph under the heading.').optional(),
    moreLabel: text(
      "Words on each group's button, like Learn More. The button tells visitors the feature is coming soon.",
    ),
    groups: z
      .array(
        z.strictObject({
          icon: iconName,
          title: text('Name of the group of services.'),
          description: text('One or two sentences on the group.'),
          features: z
            .array(text('A service of the group.'))
            .min(1)
            .describe('The services of the group, listed as bullets.'),
        }),
      )
      .min(1)
      .describe('The groups of services, in order.'),
  })
  .describe('Large cards, each presenting a group of services with its bullet points.');
