import { isUtf8 } from 'node:buffer';
import { createDelta } from 'fossil-delta';

/**
 * The fossil delta from `previous` to `next` (both UTF-8 JSON) as the string to put in `pub.data`, or null
 * when the full payload must go instead: when the patch is not smaller, or when its bytes are not valid
 * UTF-8. A fossil patch copies literal byte runs of `next` and may cut a multi-byte character; such bytes
 * cannot travel inside a JSON string, and the real client, applying the mangled patch, throws and
 * disconnects for good (realtime-protocol.md §7 point 5).
 */
export function fossilPatch(previous: Uint8Array, next: Uint8Array): string | null {
  const patch = createDelta(previous, next);
  if (patch.length >= next.length || !isUtf8(patch)) return null;
  return Buffer.from(patch.buffer, patch.byteOffset, patch.length).toString('utf8');
}
