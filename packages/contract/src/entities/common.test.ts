import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Timestamp } from './common';
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
    for (const text of [
      '2024-02-30 10:00:00 UTC',
      '2024-05-01 25:00:00 UTC',
      '2024-05-01 18:30:00',
      '2024-05-01 18:30:00 CET',
      '2024-05-01T18:30:00+02:00',
      '01/05/2024 18:30',
      '',
    ]) {
      expect(Timestamp.safeParse(text).success, text).toBe(false);
    }
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
