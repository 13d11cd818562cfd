import { createHash } from 'node:crypto';
import { type Pagination, PaginationSchema } from '@sportsbook/contract/http/pagination';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

const validatedAs: unique symbol = Symbol('validatedAs');
const encoder = new TextEncoder();
const PAGE_HEAD = Buffer.from('{"data":[');
const PAGE_MIDDLE = Buffer.from('],"pagination":');
const PAGE_TAIL = Buffer.from('}');
const COMMA = Buffer.from(',');

/**
 * The JSON of a `T` that went through T's response schema, as UTF-8 bytes: what Fastify's zod serializer
 * would send, made once and reusable. A `registerCall` handler may return one instead of a `T`; it goes
 * out as is, neither validated nor serialized again (nor scanned for its length, nor encoded). Only `of`
 * (which validates) and `page` (which assembles validated parts exactly as `paginated()` lays them out)
 * make one, so the bytes always match their type's schema.
 */
export class SerializedJson<T> {
  /** Type-level only: the type the bytes were validated as. */
  declare readonly [validatedAs]: T;

  private digest: string | undefined;

  private constructor(
    /** UTF-8 JSON. Each has its own memory (not a slice of a shared pool), so keeping one keeps only it. */
    readonly bytes: Buffer,
    /** A page's items and pagination: its digest is made from theirs, not from all its bytes again. */
    private readonly parts?: { readonly items: readonly SerializedJson<unknown>[]; readonly tail: Buffer },
  ) {}

  /**
   * A strong entity tag of the bytes (quoted, as the `ETag` header carries it). Made once per instance: an
   * item kept per version digests its bytes once, and a page digests its items' tags.
   */
  get etag(): string {
    if (this.digest === undefined) {
      const hash = createHash('sha1');
      if (this.parts) {
        for (const item of this.parts.items) hash.update(item.etag);
        hash.update(this.parts.tail);
      } else hash.update(this.bytes);
      this.digest = `"${hash.digest('base64url')}"`;
    }
    return this.digest;
  }

  /**
   * Encodes `value` through `schema`, as the response serializer does, and keeps the JSON. A value that
   * does not match throws the serializer's own error (500, logged with the issues); `subject` names it.
   */
  static of<S extends z.ZodType>(
    schema: S,
    value: z.output<S>,
    subject: string,
  ): SerializedJson<z.output<S>> {
    const encoded = z.safeEncode(schema, value);
    if (!encoded.success)
      throw new ResponseSerializationError('SERIALIZE', subject, { cause: encoded.error });
    const utf8 = encoder.encode(JSON.stringify(encoded.data));
    return new SerializedJson(Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength));
  }

  /** `{"data":[...],"pagination":{...}}`, the shape of `paginated(item)`, from items already serialized. */
  static page<T>(
    items: readonly SerializedJson<T>[],
    pagination: Pagination,
  ): SerializedJson<{ data: T[]; pagination: Pagination }> {
    const parts: Buffer[] = [PAGE_HEAD];
    items.forEach((item, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(item.bytes);
    });
    const tail = SerializedJson.of(PaginationSchema, pagination, 'pagination').bytes;
    parts.push(PAGE_MIDDLE, tail, PAGE_TAIL);
    return new SerializedJson(Buffer.concat(parts), { items, tail });
  }

  /** The JSON as text. */
  toString(): string {
    return this.bytes.toString('utf8');
  }
}
