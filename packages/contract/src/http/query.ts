import { z } from 'zod';
import { MAX_ID } from '../entities/common';

/**
 * A list in a query string, given as `a,b,c` or as a repeated key (`?id=1&id=2`), parsed item by item.
 * Empty items are ignored; an empty list is treated as absent.
 */
export function queryList<T extends z.ZodType>(item: T, maxItems = 500) {
  return z.preprocess((raw) => {
    if (raw === undefined || raw === null) return undefined;
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => String(value).split(','));
    const items = parts.map((part) => part.trim()).filter((part) => part.length > 0);
    return items.length > 0 ? items : undefined;
  }, z.array(item).max(maxItems).optional());
}

/** A boolean in a query string: `true`/`false`/`1`/`0`. Anything else is a validation error. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .meta({ description: 'true, false, 1 or 0' });

/** An integer id in a path or query string: the `Id` of a body, read from text. */
export const queryId = z.coerce.number().int().positive().max(MAX_ID);
