import { z } from 'zod';
import { Timestamp } from './common';

/** Notification (spec §3). */
export const NotificationSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    body: z.string(),
    caption: z.string().nullable(),
    type: z.string().min(1),
    object_type: z.string().nullable(),
    /** The id of what it is about (the bet, bonus or payment), when it is about one; not every backend sends it. */
    object_id: z.number().int().positive().nullable().optional(),
    read: z.boolean(),
    created_at: Timestamp,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * Alert types of payment notifications (spec §2.5: shown as alerts typed success, warning or danger). A payment
 * notification is a {@link NotificationSchema} with `object_type` {@link PAYMENT_NOTIFICATION_OBJECT_TYPE},
 * `object_id` the payment's id (a backend without it: `id`), `type` one of these, `title` its title and `body` its message (in the player's locale).
 */
export const NOTIFICATION_ALERT_TYPES = ['success', 'warning', 'danger'] as const;
export type NotificationAlertType = (typeof NOTIFICATION_ALERT_TYPES)[number];

/** `object_type` of a notification about a payment (deposit). */
export const PAYMENT_NOTIFICATION_OBJECT_TYPE = 'payment';
