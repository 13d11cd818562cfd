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
    read: z.boolean(),
    created_at: Timestamp,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;
