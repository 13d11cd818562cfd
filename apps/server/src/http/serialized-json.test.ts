import { paginated } from '@sportsbook/contract/http/pagination';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SerializedJson } from './serialized-json';

const Item = z.object({ id: z.number().int().positive(), name: z.string().min(1), at: z.iso.datetime() });
type Item = z.infer<typeof Item>;

const items: Item[] = [
  { id: 1, name: 'Ärger – “quoted” 🏟', at: '2026-11-21T15:30:00.000Z' },
  { id: 2, name: 'second', at: '2026-11-21T16:00:00.000Z' },
];

describe('SerializedJson', () => {
  it('holds exactly what the response serializer would send: the schema-encoded value as UTF-8 JSON', () => {
    const extra = { ...items[0], internal: 'not in the schema' } as Item;
    const serialized = SerializedJson.of(Item, extra, 'item 1');
    expect(serialized.bytes.equals(Buffer.from(JSON.stringify(z.encode(Item, extra)), 'utf8'))).toBe(true);
    expect(JSON.parse(serialized.toString())).toEqual(items[0]);
  });

  it('refuses a value its schema refuses, with the serializer error the error handler answers 500 to', () => {
    const invalid = { id: -1, name: '', at: 'yesterday' } as Item;
    let thrown: unknown;
    try {
      SerializedJson.of(Item, invalid, 'item -1');
    } catch (error) {
      thrown = error;
    }
    expect(thrown instanceof Error && isResponseSerializationError(thrown)).toBe(true);
  });

  it('assembles a page byte for byte as the paginated schema serializes the whole value', () => {
    const pagination = { total: 12, page: 2, limit: 2, last_page: 6 };
    const page = SerializedJson.page(
      items.map((item) => SerializedJson.of(Item, item, `item ${item.id}`)),
      pagination,
    );
    const whole = JSON.stringify(z.encode(paginated(Item), { data: items, pagination }));
    expect(page.toString()).toBe(whole);
    expect(SerializedJson.page([], pagination).toString()).toBe(JSON.stringify({ data: [], pagination }));
  });

  it('validates the pagination it is given', () => {
    expect(() => SerializedJson.page([], { total: 1, page: 0, limit: 50, last_page: 1 })).toThrow();
  });

  it('tags equal bytes alike and different bytes apart, a page by its items and pagination', () => {
    const pagination = { total: 2, page: 1, limit: 50, last_page: 1 };
    const one = () => items.map((item) => SerializedJson.of(Item, item, `item ${item.id}`));
    const tag = SerializedJson.page(one(), pagination).etag;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(SerializedJson.page(one(), pagination).etag).toBe(tag);
    const renamed = [{ ...items[0], name: 'renamed' } as Item, items[1] as Item];
    const changed = renamed.map((item) => SerializedJson.of(Item, item, `item ${item.id}`));
    expect(SerializedJson.page(changed, pagination).etag).not.toBe(tag);
    expect(SerializedJson.page(one(), { ...pagination, total: 3 }).etag).not.toBe(tag);
    expect(SerializedJson.page(one().reverse(), pagination).etag).not.toBe(tag);
    expect(SerializedJson.of(Item, items[0] as Item, 'item 1').etag).toBe(one()[0]?.etag);
  });
});
