import { fossilPatch } from './fossil-patch';

/**
 * One publication of a channel, as history keeps it. Its fossil patch against its predecessor is computed
 * at most once, however many connections (and later recoveries) need it.
 */
export class Publication {
  #bytes: Buffer | undefined;
  /** undefined: not computed yet; null: the full payload goes instead (see fossilPatch). */
  #patch: string | null | undefined;

  constructor(
    /** Position in the channel's stream; the first publication has offset 1. */
    readonly offset: number,
    /** The data's JSON text. */
    readonly json: string,
    /** Epoch milliseconds after which history no longer keeps it. */
    readonly expiresAt: number,
  ) {}

  /** `pub` for a subscription without delta: data embedded as JSON. */
  plainPub(): string {
    return `{"data":${this.json},"offset":${this.offset}}`;
  }

  /** `pub` for a delta subscription, in full: data as a JSON string (realtime-protocol.md §7 point 2). */
  fullPub(): string {
    return `{"data":${JSON.stringify(this.json)},"offset":${this.offset}}`;
  }

  /**
   * `pub` for a delta subscription whose base is `previous`, which must be this publication's predecessor:
   * a fossil patch, or the full payload when a patch is not worth it or not safe.
   */
  deltaPub(previous: Publication): string {
    const patch = this.#patchFrom(previous);
    return patch === null
      ? this.fullPub()
      : `{"data":${JSON.stringify(patch)},"delta":true,"offset":${this.offset}}`;
  }

  /** Frees the UTF-8 copy kept as a patch base once the successor's patch has been computed. */
  releaseBytes(): void {
    this.#bytes = undefined;
  }

  #utf8(): Buffer {
    this.#bytes ??= Buffer.from(this.json, 'utf8');
    return this.#bytes;
  }

  #patchFrom(previous: Publication): string | null {
    if (this.#patch === undefined) this.#patch = fossilPatch(previous.#utf8(), this.#utf8());
    return this.#patch;
  }
}
