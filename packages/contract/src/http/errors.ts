import { z } from 'zod';

/**
 * Error codes of the HTTP layer. Bet placement adds the numeric codes of spec §8 (101, 114, 118, 120)
 * in its own module; every error body has the same shape.
 */
export const HTTP_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'session_limit_reached',
  'internal_error',
  'service_unavailable',
  'betting_paused',
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

/**
 * The answers of a backend that cannot do the work now and did nothing (status 503, with a `Retry-After`
 * header in seconds): `betting_paused` for the calls that move money or take a bet (placement, cash out,
 * deposits, withdrawals) while the database or the live feed is not there; `service_unavailable` for any
 * other call. Nothing was taken or changed: the same request may be sent again later.
 */
export const UNAVAILABLE_MESSAGE_KEYS = {
  service_unavailable: 'error.service_unavailable',
  betting_paused: 'error.place_bets.betting_paused',
} as const satisfies Partial<Record<HttpErrorCode, string>>;

/** The status of both unavailable answers. */
export const UNAVAILABLE_STATUS = 503;

/** One problem with one field of a request. */
export const ErrorDetailSchema = z
  .object({
    path: z.string().meta({ description: 'Where the problem is, e.g. `query.limit` or `body.email`' }),
    message: z.string(),
    code: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'A stable code of the problem, e.g. `password_too_short` (Platform API forms)' }),
    message_key: z.string().min(1).optional().meta({ description: 'The catalogue key a client translates' }),
  })
  .meta({ id: 'ErrorDetail' });
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/**
 * Every error response: `{ error: { code, message, message_key?, details? } }`. `message` is a clear English
 * sentence for logs and operators; `message_key` (when present) is the catalogue key a client translates.
 */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.union([z.enum(HTTP_ERROR_CODES), z.string().min(1), z.number().int()]),
      message: z.string().min(1),
      message_key: z.string().min(1).optional(),
      details: z.array(ErrorDetailSchema).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
