/** content/pages/**.md: one page of the site, its front matter and Markdown body. */
import * as z from 'zod';
import { text } from './common';
import { blockSchema } from './blocks';
import { checkPlanPrices } from './blocks/offers/plan-prices';

export const pageSchema = z
  .strictObject({
    title: text('Title of the page, shown in the browser tab before the company name and in menus.').optional(),
    description: text("One or two sentences on the page, for search engines and the page's opening.").optional(),
    heading: text('Headline at the top of the page, if it differs from the title.').optional(),
    navLabel: text('Shorter name of the page in menus.').optional(),
    order: z
      .number()
      .int()
      .default(100)
      .describe(
        "Position of the page in its group's menus, smallest first. The footer links each group to its first page.",
      ),
    layout: z
      .enum(['page', 'service'])
      .optional()
      .describe(
        'page: made of blocks only. service: a service page with its text, an Enquire Now button and a Contact Us box. Pages inside a group folder are service pages unless told otherwise.',
      ),
    enquire: z.boolean().default(true).describe('Show the Enquire Now button on a service page.'),
    service: text(
      'Name of the service to preselect in the contact form when a visitor clicks Enquire Now; one of forms.serviceOptions in site.yaml.',
    ).optional(),
    og: z
      .strictObject({
        title: text('Title when the page is shared on social media (defaults to the page title).').optional(),
        description: text('Description when shared (defaults to the page description).').optional(),
        image: z
          .string()
          .regex(/^\/[\w./-]+\.(png|jpe?g)$/, 'a path to a .jpg or .png image in public/')
          .optional()
          .describe(
            "Image when shared: a .jpg or .png in public/ of 1200 x 630 pixels, like /images/share/hosting.jpg (defaults to the site's image).",
          ),
      })
      .default({})
      .describe('How the page looks when shared on social media.'),
    sitemap: z.boolean().default(true).describe('List the page in sitemap.xml for search engines.'),
    draft: z
      .boolean()
      .default(false)
      .describe(
        'A page still being written: npm run dev shows it with a Draft label; npm run build leaves it out of the site, its menus and sitemap.xml.',
      ),
    blocks: z.array(blockSchema).default([]).describe('The sections of the page, in order.'),
  })
  .superRefine((page, ctx) => checkPlanPrices(page.blocks, ctx))
  .describe('A page of the site.');

export type PageData = z.output<typeof pageSchema>;
