import { z } from 'zod';

export const venueSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const venuesAnswerSchema = z.object({
  items: z.array(venueSchema.extend({ disciplines: z.array(z.string()) })),
});
