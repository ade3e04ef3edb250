import { z } from 'zod';
import { venueSchema } from './competition';

export const venuesAnswerSchema = z.object({
  items: z.array(venueSchema.extend({ disciplines: z.array(z.string()) })),
});
