/** Schema of the background a block may take: plain white or a light tint. */
import * as z from 'zod';

/** Background of a section, shared by the blocks that let editors choose it. */
export const tone = z.enum(['plain', 'tinted']).default('plain').describe('Background: plain white or a light tint.');
