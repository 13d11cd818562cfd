import { z } from 'zod';
import { Id, ProviderSchema, Slug, SportTypeSchema } from './common';

/** Sport (spec §3): id, urn_id, key, name, priority, type, provider. */
export const SportSchema = z
  .object({
    id: Id,
    urn_id: z.string().min(1),
    key: Slug,
    name: z.string().min(1),
    priority: z.number().int(),
    type: SportTypeSchema,
    provider: ProviderSchema,
    bet_builder: z.boolean().optional().meta({
      description: "Whether this sport's matches offer the bet builder (custom bets); absent: unknown",
    }),
  })
  .meta({ id: 'Sport' });
export type Sport = z.infer<typeof SportSchema>;

/** The sport fields carried by categories, tournaments and matches. */
export const SportRefSchema = SportSchema.pick({
  id: true,
  urn_id: true,
  key: true,
  name: true,
  type: true,
}).meta({
  id: 'SportRef',
});
export type SportRef = z.infer<typeof SportRefSchema>;
