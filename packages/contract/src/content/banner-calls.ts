import { z } from 'zod';
import { Timestamp, text } from '../entities/common';
import { defineCall } from '../http/call';

/*
 * Banner slots (spec §7.5: "a content management system supplies banner URLs"): the banners the operator
 * publishes while the product runs, by slot (a place the site's configuration names, e.g. `sidebar`). The
 * product reads a slot through the content API (`GET /content/v1/banners/{slot}`, from CONTENT_URL, by default
 * the reference backend); the reference backend's operator API edits them. Not calls of the spec's sportsbook
 * backend: an operator with a headless CMS answers the content call from it (docs/operators.md).
 */

/** A slot's key: lower-case letters, digits, `_` and `-`. */
export const BannerSlotSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lower-case letters, digits, _ and -, at most 40');

/** A banner's key within its slot (the product keys its list by it). */
const BannerIdSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'lower-case letters, digits, _ and -');

const LocaleTag = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a locale tag such as en or pt-BR');

/** A text per locale; `en` is required and is the fallback. */
function localizedText(max: number) {
  return z
    .record(LocaleTag, text(max, { min: 1 }))
    .refine((texts) => texts.en !== undefined, { message: 'has an "en" entry (the fallback)' });
}

/**
 * An http(s) URL or a path of the site (never `//host`), visible ASCII only: a banner's image (which the
 * product resizes) and where it leads (`/live`, `/#how-to-bet` for a dialog).
 */
const SiteOrWebUrl = z
  .string()
  .max(2_000)
  .regex(/^(https?:\/\/[!-~]*|\/([!-.0-~][!-~]*)?)$/, 'an http(s) URL or a path of the site');

export const ContentBannerSchema = z
  .strictObject({
    id: BannerIdSchema,
    title: localizedText(120),
    text: localizedText(400).optional(),
    image_url: SiteOrWebUrl.optional(),
    /** Names an informative image; without it the image is decorative. */
    image_alt: localizedText(200).optional(),
    href: SiteOrWebUrl.optional(),
    link_label: localizedText(60).optional(),
    /** Shown from this time on (always, without). */
    starts_at: Timestamp.optional(),
    /** Shown until this time (always, without). */
    ends_at: Timestamp.optional(),
  })
  .refine(
    (banner) =>
      !banner.starts_at || !banner.ends_at || Date.parse(banner.starts_at) < Date.parse(banner.ends_at),
    {
      message: 'ends_at is after starts_at',
      path: ['ends_at'],
    },
  )
  .meta({ id: 'ContentBanner' });
export type ContentBanner = z.output<typeof ContentBannerSchema>;

/** Most banners a slot holds. */
export const SLOT_BANNERS_MAX = 12;

export const BannerListSchema = z
  .array(ContentBannerSchema)
  .max(SLOT_BANNERS_MAX)
  .refine((banners) => new Set(banners.map((banner) => banner.id)).size === banners.length, {
    message: 'banner ids repeat',
  });

export const BannerSlotContentSchema = z
  .object({
    slot: BannerSlotSchema,
    /** In the operator's order. */
    banners: BannerListSchema,
  })
  .meta({ id: 'BannerSlotContent' });
export type BannerSlotContent = z.output<typeof BannerSlotContentSchema>;

export const OperatorBannerSlotSchema = z
  .object({
    slot: BannerSlotSchema,
    banners: BannerListSchema,
    updated_at: Timestamp,
  })
  .meta({ id: 'OperatorBannerSlot' });

export const getContentBanners = defineCall({
  id: 'getContentBanners',
  api: 'content',
  method: 'GET',
  path: '/banners/{slot}',
  summary: "A slot's banners shown now (its scheduled and past ones left out); none for a slot never filled",
  auth: 'none',
  params: z.strictObject({ slot: BannerSlotSchema }),
  status: 200,
  response: BannerSlotContentSchema,
  errorStatuses: [],
});

export const listBannerSlots = defineCall({
  id: 'listBannerSlots',
  api: 'operator',
  method: 'GET',
  path: '/banners',
  summary: 'Every banner slot with all its banners, scheduled and past ones too',
  auth: 'operator',
  status: 200,
  response: z.object({ data: z.array(OperatorBannerSlotSchema) }).meta({ id: 'OperatorBannerSlotList' }),
  errorStatuses: [401, 403],
});

export const putBannerSlot = defineCall({
  id: 'putBannerSlot',
  api: 'operator',
  method: 'PUT',
  path: '/banners/{slot}',
  summary:
    "Replaces a slot's banners (an empty list leaves the slot empty); pages show them on their next load",
  auth: 'operator',
  params: z.strictObject({ slot: BannerSlotSchema }),
  body: z.strictObject({ banners: BannerListSchema }),
  status: 200,
  response: OperatorBannerSlotSchema,
  errorStatuses: [401, 403],
});

export const deleteBannerSlot = defineCall({
  id: 'deleteBannerSlot',
  api: 'operator',
  method: 'DELETE',
  path: '/banners/{slot}',
  summary: 'Removes a slot and its banners',
  auth: 'operator',
  params: z.strictObject({ slot: BannerSlotSchema }),
  status: 204,
  response: z.undefined(),
  errorStatuses: [401, 403, 404],
});
