import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { applyDelta, createDelta } from 'fossil-delta';
import { describe, expect, it } from 'vitest';
import { fossilPatch } from './fossil-patch';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** What the real client does with `pub.data` of a delta publication (centrifuge codec, JSON mode). */
function applyAsClient(base: Uint8Array, data: string): Buffer {
  return Buffer.from(applyDelta(base, new TextEncoder().encode(data)));
}

describe('fossilPatch', () => {
  it('patches a large document with a small change into a short string the client can apply', () => {
    const previous = utf8(JSON.stringify({ odds: 1.85, names: 'home away draw '.repeat(40) }));
    const next = utf8(JSON.stringify({ odds: 1.9, names: 'home away draw '.repeat(40) }));
    const patch = fossilPatch(previous, next);
    expect(patch).not.toBeNull();
    expect(Buffer.byteLength(patch ?? '')).toBeLessThan(next.length / 10);
    expect(applyAsClient(previous, patch ?? '')).toEqual(next);
  });

  it('gives up (full payload) when the patch is not smaller than the payload', () => {
    expect(fossilPatch(utf8('{"a":1}'), utf8('{"b":2}'))).toBeNull();
  });

  it('gives up when the patch would cut a multi-byte character', () => {
    // é (C3 A9) → è (C3 A8): fossil copies C3 with the prefix and inserts a lone continuation byte.
    const text = (letter: string) =>
      `{"name":"${'Fenerbahçe '.repeat(10)}${letter}${' Beşiktaş'.repeat(10)}"}`;
    const previous = utf8(text('é'));
    const next = utf8(text('è'));
    expect(isUtf8(createDelta(previous, next))).toBe(false);
    expect(fossilPatch(previous, next)).toBeNull();
  });

  it('only ever returns patches that survive the trip through a JSON string and apply exactly', () => {
    const letters = ['a', 'b', ' ', 'é', 'è', 'ê', 'ş', 'ğ', '€', '₺', 'あ', 'い', '😀', '😃'];
    const letter = fc.constantFrom(...letters);
    const edit = fc.record({ at: fc.nat(), letter });
    fc.assert(
      fc.property(
        fc.array(letter, { minLength: 40, maxLength: 400 }),
        fc.array(edit, { minLength: 1, maxLength: 6 }),
        (base, edits) => {
          const changed = [...base];
          for (const { at, letter: replacement } of edits) changed[at % changed.length] = replacement;
          const previous = utf8(JSON.stringify({ text: base.join('') }));
          const next = utf8(JSON.stringify({ text: changed.join('') }));
          const patch = fossilPatch(previous, next);
          if (patch === null) return;
          const wire = JSON.parse(JSON.stringify({ data: patch })).data as string;
          expect(applyAsClient(previous, wire)).toEqual(next);
          expect(Buffer.byteLength(patch)).toBeLessThan(next.length);
        },
      ),
      { numRuns: 500, seed: 20_261_122 },
    );
  });
});
