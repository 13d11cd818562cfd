import { z } from 'zod';
import { CurrencyCode } from './common';

/** Currency (spec §3): code, fiat flag, subunits (minor units per major unit), subcurrencies. */
export const CurrencySchema = z
  .object({
    code: CurrencyCode,
    fiat: z.boolean(),
    subunits: z
      .number()
      .int()
      .positive()
      .meta({ description: 'Minor units per major unit, e.g. 100 for EUR' }),
    subcurrencies: z.array(
      z.object({
        code: z.string().min(1),
        multiplier: z.number().positive().meta({ description: 'Subcurrency units per one currency unit' }),
      }),
    ),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof CurrencySchema>;
