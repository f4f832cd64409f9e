/** Schema of the `claims` block: a strip of short claims the company makes. */
import * as z from 'zod';
import { iconName, text } from '../../common';

export const claimsBlock = z
  .strictObject({
    type: z.literal('claims').describe('The kind of block: claims.'),
    items: z
      .array(
        z.strictObject({ icon: iconName, title: text('The claim.'), text: text('One sentence that backs it up.') }),
      )
      .min(1)
      .describe('The claims, in order.'),
  })
  .describe('A strip of short claims the company makes.');
