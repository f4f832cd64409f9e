/** Schema of the `site-map` block: every page of the site, in columns. */
import * as z from 'zod';
import { link, text } from '../../common';

const column = z
  .strictObject({
    heading: text('Heading of the column.'),
    links: z.array(link).min(1).describe('The links of the column, in order.'),
  })
  .describe('A column of links.');

export const siteMapBlock = z
  .strictObject({
    type: z.literal('site-map').describe('The kind of block: site-map.'),
    company: column.describe('The company pages, shown first.'),
    quickAccess: column
      .extend({
        chatLabel: text('Words of the chat link added at the end of the column, like Chat on WhatsApp.').optional(),
      })
      .describe('Quick access links, shown last; the chat link of site.yaml is added when chatLabel is set.'),
  })
  .describe(
    'Every page of the site in columns: the company pages, each service group with all its pages (taken from content/pages), then quick access links.',
  );
