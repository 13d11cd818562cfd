import { z } from 'zod';
import { CountryCode } from './common';

/** Phone verification (spec §3): the player's number, whether it is verified, and when a new SMS may go. */
export const PhoneVerificationSchema = z
  .object({
    /** E.164, e.g. `+4915123456789`; null before the player gave one. */
    number: z.string().nullable(),
    country: CountryCode.nullable(),
    verified: z.boolean(),
    /** Seconds until another code may be sent (0: now). */
    resend_timeout: z.number().int().nonnegative(),
    /** No more codes may be sent today (5 per 24 hours). */
    sms_limit_reached: z.boolean(),
  })
  .meta({ id: 'PhoneVerification' });
export type PhoneVerification = z.infer<typeof PhoneVerificationSchema>;
