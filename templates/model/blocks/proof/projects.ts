/** Schema of the `projects` block: portfolio projects shown as cards with a logo, a description and a link. */
import * as z from 'zod';
import { externalUrl, image, text } from '../../common';
import { tone } from '../tone';

export const projectsBlock = z
  .strictObject({
    type: z.literal('projects').describe('The kind of block: projects.'),
    heading: text('Heading of the group of projects, like Web Design & Digital Experiences.'),
    intro: text('Paragraph under the heading.').optional(),
    tone,
    moreLabel: text("Words on each project's link, like Learn More."),
    projects: z
      .array(
        z.strictObject({
          title: text('Name of the project or client. Shown in place of the logo when there is none.'),
          description: text('Two or three sentences on what was done.'),
          logo: image
            .optional()
            .describe("Logo of the project. Its alt text is read as the project's name, so write the name there."),
          url: externalUrl
            .optional()
            .describe(
              'Address of the project, opened in a new tab. Leave out when there is no public address: the card then shows no link.',
            ),
        }),
      )
      .min(1)
      .describe('The projects, in order.'),
  })
  .describe('A group of portfolio projects shown as cards with a logo, a description and a link.');
