import { z } from 'zod';

/** The player's comp points (spec §3) and the programme's range: points can be exchanged from `min` up to `max`. */
export const CompPointsSchema = z
  .object({
    points: z.number().int().nonnegative(),
    programme: z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() }),
  })
  .meta({ id: 'CompPoints' });
export type CompPoints = z.infer<typeof CompPointsSchema>;

/** A player status group (spec §6): `statuses` of the player are these ids. */
export const StatusGroupSchema = z
  .object({
    id: z.number().int(),
    key: z.string().min(1),
    name: z.string().min(1),
    /** Comp points that earn membership (loyalty levels); null for groups the operator assigns. */
    points_required: z.number().int().nonnegative().nullable(),
    /** Whether the player is in it. */
    member: z.boolean(),
  })
  .meta({ id: 'StatusGroup' });
export type StatusGroup = z.infer<typeof StatusGroupSchema>;
