import { z } from 'zod';
import { CountryCode, Id, Slug } from './common';
import { SportRefSchema } from './sport';

/** Category (spec §3): id, slug, name, priority, country_code and the sport fields. */
export const CategorySchema = z
  .object({
    id: Id,
    slug: Slug,
    name: z.string().min(1),
    priority: z.number().int(),
    country_code: CountryCode.nullable(),
    sport: SportRefSchema,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const CategoryRefSchema = CategorySchema.pick({
  id: true,
  slug: true,
  name: true,
  country_code: true,
}).meta({
  id: 'CategoryRef',
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;
