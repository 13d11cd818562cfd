import { describe, expect, it } from 'vitest';
import { clockCorrection, clockOffsetRange, mergeClockOffsets } from './server-clock';

const at = (iso: string) => Date.parse(iso);

describe('the server clock (spec §9 "from the server clock")', () => {
  it('[CLK1] bounds the server clock’s lead by the Date header and the round trip', () => {
    // The device is 3 minutes behind: it sent at 18:27:00.000 and read the answer 200 ms later.
    const sentAt = at('2024-03-05T18:27:00.000Z');
    const range = clockOffsetRange({
      serverDate: 'Tue, 05 Mar 2024 18:30:00 GMT',
      sentAt,
      receivedAt: sentAt + 200,
    });
    expect(range).toEqual({ low: 180_000 - 200, high: 180_000 + 1_000 });
  });

  it('[CLK1] learns nothing from a missing, malformed or slow answer', () => {
    const sentAt = at('2024-03-05T18:30:00.000Z');
    for (const serverDate of [
      null,
      undefined,
      '',
      '2024-03-05T18:30:00Z',
      'Tue, 05 Mar 2024 18:30:00 CET',
      'Tue, 5 Mar 2024 18:30:00 GMT',
      'Xyz, 05 Mar 2024 18:30:00 GMT',
      'Tue, 05 Mar 2024 18:30:00 GMT<script>',
    ]) {
      expect(clockOffsetRange({ serverDate, sentAt, receivedAt: sentAt + 100 }), String(serverDate)).toBe(
        undefined,
      );
    }
    const serverDate = 'Tue, 05 Mar 2024 18:30:00 GMT';
    expect(clockOffsetRange({ serverDate, sentAt, receivedAt: sentAt - 1 })).toBeUndefined();
    expect(clockOffsetRange({ serverDate, sentAt, receivedAt: sentAt + 10_001 })).toBeUndefined();
    expect(clockOffsetRange({ serverDate, sentAt: Number.NaN, receivedAt: sentAt })).toBeUndefined();
  });

  it('[CLK2] narrows the range with each answer, and starts over when a clock was set', () => {
    expect(mergeClockOffsets(undefined, { low: -100, high: 900 })).toEqual({ low: -100, high: 900 });
    expect(mergeClockOffsets({ low: -100, high: 900 }, { low: 300, high: 1_400 })).toEqual({
      low: 300,
      high: 900,
    });
    // No overlap: the device clock jumped; the newest answer counts.
    expect(mergeClockOffsets({ low: -100, high: 900 }, { low: 60_000, high: 61_000 })).toEqual({
      low: 60_000,
      high: 61_000,
    });
  });

  it('[CLK3] corrects the device clock only when the answers show it is off', () => {
    expect(clockCorrection(undefined)).toBe(0);
    // Within the second the Date header can tell: the device clock is trusted.
    expect(clockCorrection({ low: -150, high: 900 })).toBe(0);
    expect(clockCorrection({ low: 179_800, high: 181_000 })).toBe(180_400);
    expect(clockCorrection({ low: -7_201_000, high: -7_199_700 })).toBe(-7_200_350);
  });
});
