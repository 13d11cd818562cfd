import { z } from 'zod';
import { OddsAcceptModeSchema, OddsTypeSchema, SettingsSchema } from '../entities/settings';
import { defineCall } from '../http/call';

export const getSettings = defineCall({
  id: 'getSettings',
  api: 'sportsbook',
  method: 'GET',
  path: '/settings',
  summary: "Settings and system data; a player's own choices when a bearer token is sent",
  auth: 'bearer-optional',
  status: 200,
  response: SettingsSchema,
  errorStatuses: [],
});

/**
 * A player's own choices (spec §7.2 `POST /settings {stakes, auto_accept_odds_change, odds_type}`): preset
 * stakes, the odds acceptance mode of spec §4, the odds display. Fields left out keep their value.
 */
export const UpdateSettingsRequestSchema = z
  .strictObject({
    stakes: SettingsSchema.shape.stakes.min(1).optional(),
    auto_accept_odds_change: OddsAcceptModeSchema.optional(),
    odds_type: OddsTypeSchema.optional(),
    /**
     * The browser's web push subscription id at the operator's push provider (spec §7.2, OneSignal's player
     * id); null forgets it. Stored for the operator's push service: the product itself sends no web push.
     */
    one_signal_push_notification_subscription: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9._:-]+$/, 'a subscription id: letters, digits, . _ : -')
      .nullable()
      .optional(),
  })
  .refine(
    (body) => Object.keys(body).length > 0,
    'at least one of stakes, auto_accept_odds_change, odds_type, one_signal_push_notification_subscription',
  )
  .meta({ id: 'UpdateSettingsRequest' });
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequestSchema>;

export const updateSettings = defineCall({
  id: 'updateSettings',
  api: 'sportsbook',
  method: 'POST',
  path: '/settings',
  summary: "Saves the player's preset stakes, odds acceptance mode and odds display; answers the settings",
  auth: 'bearer',
  body: UpdateSettingsRequestSchema,
  status: 200,
  response: SettingsSchema,
  errorStatuses: [401],
});
