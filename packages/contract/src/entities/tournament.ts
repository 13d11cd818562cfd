import { z } from 'zod';
import { CategoryRefSchema } from './category';
import { Id, Slug } from './common';
import { SportRefSchema } from './sport';

/**
 * League / tournament (spec §3): id, urn_id, slug, name, priority, category, sport, and the outcome counts
 * of its main and secondary markets (so a listing can lay out odds columns before markets load).
 */
export const TournamentSchema = z
  .object({
    id: Id,
    urn_id: z.string().min(1),
    slug: Slug,
    name: z.string().min(1),
    priority: z.number().int(),
    category: CategoryRefSchema,
    sport: SportRefSchema,
    main_market_id: z.number().int().positive().nullable(),
    main_market_outcomes_count: z.number().int().nonnegative(),
    secondary_market_id: z.number().int().positive().nullable(),
    secondary_market_outcomes_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof TournamentSchema>;

export const TournamentRefSchema = TournamentSchema.pick({
  id: true,
  urn_id: true,
  slug: true,
  name: true,
  priority: true,
}).meta({ id: 'TournamentRef' });
export type TournamentRef = z.infer<typeof TournamentRefSchema>;
