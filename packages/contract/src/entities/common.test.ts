import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Id, MAX_ID, Timestamp, text, withoutNul } from './common';
import { MatchSchema } from './match';

describe('Timestamp on the wire (spec §9, core FMT1)', () => {
  it('reads the server date string of spec §9 as ISO 8601', () => {
    expect(Timestamp.parse('2024-05-01 18:30:00 UTC')).toBe('2024-05-01T18:30:00.000Z');
    expect(Timestamp.parse('2024-05-01T18:30:00.250 UTC')).toBe('2024-05-01T18:30:00.250Z');
  });

  it('passes ISO 8601 UTC through unchanged', () => {
    expect(Timestamp.parse('2024-05-01T18:30:00Z')).toBe('2024-05-01T18:30:00Z');
    expect(Timestamp.parse('2024-05-01T18:30:00.123Z')).toBe('2024-05-01T18:30:00.123Z');
  });

  it('refuses dates that do not exist, other zones and other text', () => {
    for (const wire of [
      '2024-02-30 10:00:00 UTC',
      '2024-05-01 25:00:00 UTC',
      '2024-05-01 18:30:00',
      '2024-05-01 18:30:00 CET',
      '2024-05-01T18:30:00+02:00',
      '01/05/2024 18:30',
      '',
      '0000-01-01T00:00:00Z',
      '0000-12-31 23:59:59 UTC',
    ]) {
      expect(Timestamp.safeParse(wire).success, wire).toBe(false);
    }
    expect(Timestamp.parse('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00Z');
    expect(Timestamp.safeParse(1714588200000).success).toBe(false);
  });

  it('is ISO inside an entity read from an operator backend, and ISO when written', () => {
    const startTime = MatchSchema.shape.start_time;
    expect(startTime.parse('2030-01-02 03:04:05 UTC')).toBe('2030-01-02T03:04:05.000Z');
    expect(z.encode(Timestamp, '2030-01-02T03:04:05.000Z')).toBe('2030-01-02T03:04:05.000Z');
    expect(Timestamp.nullable().parse(null)).toBeNull();
  });

  it('documents both wire forms in the OpenAPI input schema', () => {
    const schema = JSON.stringify(z.toJSONSchema(Timestamp, { io: 'input' }));
    expect(schema).toContain('date-time');
    expect(schema).toContain('UTC$');
  });
});

describe('bounds of what a request carries (the storage of the reference backend)', () => {
  it('takes ids up to the integer columns hold, and no further', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    for (const id of [1, 42, MAX_ID]) expect(Id.safeParse(id).success, String(id)).toBe(true);
    for (const id of [
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53 - 1,
      2 ** 53,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1',
    ])
      expect(Id.safeParse(id).success, String(id)).toBe(false);
  });

  it('takes text within its length, without a NUL character anywhere', () => {
    const name = text(5, { min: 1, trim: true });
    expect(name.parse('  Ann ')).toBe('Ann');
    for (const value of ['', '   ', 'Annabel', 'A\u0000', '\u0000', 'An\u0000n', 42])
      expect(name.safeParse(value).success, JSON.stringify(value)).toBe(false);
    expect(text(3).parse('')).toBe('');
    expect(text(3).safeParse('\u0000').error?.issues[0]?.message).toBe('must not contain a NUL character');
    expect(withoutNul(z.string().max(9)).safeParse('a\u0000').success).toBe(false);
  });

  it('documents the bounds in the OpenAPI input schema', () => {
    expect(z.toJSONSchema(Id)).toMatchObject({ type: 'integer', maximum: MAX_ID });
    expect(z.toJSONSchema(text(64, { min: 1 }))).toMatchObject({
      minLength: 1,
      maxLength: 64,
      pattern: expect.any(String),
    });
  });
});
