import { z } from 'zod';
import { BonusSchema, FreebetTypeSchema } from '../entities/bonus';
import { Id, MinorUnits, Timestamp, text } from '../entities/common';
import { defineCall } from '../http/call';
import { queryId } from '../http/query';
import { PromoCodeSchema } from '../sportsbook/bonus-calls';

/*
 * The operator API of the reference backend (not in the spec: an operator runs promotions through it): bonus
 * campaigns created, paused, resumed and ended while the product runs, and bonuses issued to players. Every
 * call needs the operator's key in `X-Operator-Key`.
 */

/** Kinds of campaign the reference backend runs. */
export const CampaignKindSchema = z
  .enum(['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox', 'jackpot', 'amb'])
  .meta({ id: 'CampaignKind' });

export const CampaignStatusSchema = z.enum(['active', 'paused', 'ended']).meta({ id: 'CampaignStatus' });

const CampaignTextsSchema = z
  .record(
    text(10, { min: 2 }).regex(/^[a-z]{2}(-[A-Z]{2})?$/),
    z.strictObject({ title: text(200, { min: 1 }), description: text(2_000), terms: text(20_000) }),
  )
  .refine((texts) => texts.en !== undefined, { message: 'texts has an "en" entry (the fallback)' })
  .meta({ description: 'Title, description and terms per locale; "en" is required and is the fallback' });

/** An image's address: https or a path of the site, visible ASCII only. */
const ImageUrl = z
  .string()
  .max(2_000)
  .regex(/^(https:\/\/|\/)[!-~]*$/)
  .nullable();

/**
 * A campaign as created: its kind, the freebet variant, an optional promo code, texts, the rules of its kind
 * (a comboboost's ranges, min odds, uses, event conditions, countries, verified only; a freebet's amounts per
 * currency, odds, selection counts, match statuses, days valid, countries, verified only) and its dates.
 */
export const CreateCampaignSchema = z
  .strictObject({
    kind: CampaignKindSchema,
    freebet_type: FreebetTypeSchema.optional(),
    promo_code: PromoCodeSchema.optional(),
    texts: CampaignTextsSchema,
    rules: z
      .record(text(40), z.unknown())
      .meta({ description: 'The rules of the kind (see docs/operators.md)' }),
    images: z.strictObject({ desktop: ImageUrl, mobile: ImageUrl }).optional(),
    starts_at: Timestamp.optional(),
    ends_at: Timestamp.nullable().optional(),
  })
  .meta({ id: 'CreateCampaign' });
export type CreateCampaign = z.output<typeof CreateCampaignSchema>;

export const CampaignSchema = z
  .object({
    id: z.number().int().positive(),
    kind: CampaignKindSchema,
    freebet_type: FreebetTypeSchema.nullable(),
    status: CampaignStatusSchema,
    promo_code: z.string().nullable(),
    texts: z.record(z.string(), z.object({ title: z.string(), description: z.string(), terms: z.string() })),
    rules: z.record(z.string(), z.unknown()),
    images: z.object({ desktop: z.string().nullable(), mobile: z.string().nullable() }),
    starts_at: Timestamp,
    ends_at: Timestamp.nullable(),
    /** Bonuses of it players hold, and how many of them are spent. */
    issued: z.number().int().nonnegative(),
    spent: z.number().int().nonnegative(),
    created_at: Timestamp,
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof CampaignSchema>;

export const createCampaign = defineCall({
  id: 'createCampaign',
  api: 'operator',
  method: 'POST',
  path: '/campaigns',
  summary: 'Creates a bonus campaign (422 with the problems when its rules do not read for its kind)',
  auth: 'operator',
  body: CreateCampaignSchema,
  status: 201,
  response: CampaignSchema,
  errorStatuses: [401, 403, 409, 422],
});

export const listCampaigns = defineCall({
  id: 'listCampaigns',
  api: 'operator',
  method: 'GET',
  path: '/campaigns',
  summary: 'Every bonus campaign, newest first, with how many bonuses of each are issued and spent',
  auth: 'operator',
  status: 200,
  response: z.object({ data: z.array(CampaignSchema) }).meta({ id: 'CampaignList' }),
  errorStatuses: [401, 403],
});

export const updateCampaign = defineCall({
  id: 'updateCampaign',
  api: 'operator',
  method: 'PATCH',
  path: '/campaigns/{id}',
  summary:
    'Pauses (no bonus of it is issued or used), resumes or ends a campaign (an ended one cannot be resumed), or moves its end',
  auth: 'operator',
  params: z.strictObject({ id: queryId }),
  body: z
    .strictObject({ status: CampaignStatusSchema.optional(), ends_at: Timestamp.nullable().optional() })
    .meta({ id: 'UpdateCampaign' }),
  status: 200,
  response: CampaignSchema,
  errorStatuses: [401, 403, 404, 409],
});

export const issueCampaignBonus = defineCall({
  id: 'issueCampaignBonus',
  api: 'operator',
  method: 'POST',
  path: '/campaigns/{id}/bonuses',
  summary:
    "Issues a campaign's freebet to a player, in the player's currency (its amount unless one is given); the player is told with bonus_issued",
  auth: 'operator',
  params: z.strictObject({ id: queryId }),
  body: z
    .strictObject({ player_id: Id, amount: MinorUnits.positive().max(1_000_000_000).optional() })
    .meta({ id: 'IssueBonus' }),
  status: 201,
  response: BonusSchema,
  errorStatuses: [401, 403, 404, 409, 422],
});

/** A jackpot hit as the operator sees it: who won it, with which bet, and whether it is paid. */
export const OperatorJackpotHitSchema = z
  .object({
    id: Id,
    jackpot_id: Id,
    level_code: z.string(),
    player_id: Id,
    bet_id: Id,
    amount: MinorUnits,
    currency: z.string(),
    status: z.enum(['approved', 'paid']),
    created_at: Timestamp,
  })
  .meta({ id: 'OperatorJackpotHit' });
export type OperatorJackpotHit = z.infer<typeof OperatorJackpotHitSchema>;

export const listOperatorJackpotHits = defineCall({
  id: 'listOperatorJackpotHits',
  api: 'operator',
  method: 'GET',
  path: '/jackpot-hits',
  summary:
    'Jackpot hits, newest first: `status=approved` lists the drops above a jackpot’s approval_above that wait for the operator to pay them',
  auth: 'operator',
  query: z.strictObject({
    status: z.enum(['approved', 'paid']).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  status: 200,
  response: z.object({ data: z.array(OperatorJackpotHitSchema) }).meta({ id: 'OperatorJackpotHitList' }),
  errorStatuses: [401, 403],
});

export const payJackpotHit = defineCall({
  id: 'payJackpotHit',
  api: 'operator',
  method: 'POST',
  path: '/jackpot-hits/{id}/pay',
  summary:
    'Pays an approved jackpot hit into its player’s account (ledger entry jackpot_win); the player is told the balance. 409 when it is paid already',
  auth: 'operator',
  params: z.strictObject({ id: queryId }),
  status: 200,
  response: OperatorJackpotHitSchema,
  errorStatuses: [401, 403, 404, 409],
});
