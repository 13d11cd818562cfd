import { BannerSlotSchema, SLOT_BANNERS_MAX } from '@sportsbook/contract/content/banner-calls';
import { imageSource } from '@sportsbook/core/images/image-quality';
import { z } from 'zod';
import { frameSourceAllowed } from '@/lib/site/frame-origins';
import { type LocalizedText, LocalizedTextSchema } from '@/lib/site/site-config';
import { GENERAL_ICON_NAMES } from '@/ui/icons/sprite';
import { imageOrigins } from '@/ui/images/image-origins';

/**
 * Config schemas of the shell's blocks, apart from their components so the site configuration can be
 * validated (and unit-tested) without rendering anything.
 */

/** An internal path under /sports (`/live`, `/football`), or an external http(s):, sms: or mailto: link. */
export const HrefSchema = z
  .string()
  .min(1)
  .regex(/^(\/|https?:\/\/|sms:|mailto:)/, 'a path starting with / or an http(s):, sms: or mailto: link');

/**
 * An image the resizing proxy serves (core IMG5): a backend `/static/` path, a `/site-assets/` file of the web
 * app's public folder, or a URL of an origin in IMAGE_ORIGINS (the CMS). Checked when the server starts, so a
 * banner the proxy would refuse stops the deployment instead of showing a broken image.
 */
export const ImageUrlSchema = z
  .string()
  .refine(
    (src) => imageSource(src, imageOrigins()) !== undefined,
    'an image the resizing proxy serves: /static/..., /site-assets/<file>.(png|jpg|svg|webp|avif|gif) or a URL of an IMAGE_ORIGINS origin',
  );

export const BrandLogoConfig = z.strictObject({
  /** Defaults to the site name. */
  text: LocalizedTextSchema.optional(),
  imageUrl: ImageUrlSchema.optional(),
  /** Logo height in px when an image is given. */
  height: z.number().int().min(16).max(96).default(32),
  /** Logo width in px: with it the header keeps the logo's place before the image loads (no layout shift). */
  width: z.number().int().min(16).max(480).optional(),
});

export const ClockConfig = z.strictObject({
  seconds: z.boolean().default(false),
});

export const LanguageConfig = z.strictObject({});

/** The theme switch (light, dark, the system's). */
export const ThemeConfig = z.strictObject({});

export const DividerConfig = z.strictObject({});

export const TextConfig = z.strictObject({
  text: LocalizedTextSchema,
  /** `title` renders the page's level-1 heading, `heading` a level-2 one. */
  variant: z.enum(['paragraph', 'title', 'heading', 'small']).default('paragraph'),
});

const FIXED_BANNER_FIELDS = ['title', 'text', 'imageUrl', 'imageAlt', 'href', 'linkLabel'] as const;

/**
 * A banner written into the site's configuration (`title`, …), or the banners the operator publishes in a
 * `slot` of the content API while the product runs (spec §7.5), the first `limit` of those shown now. One
 * object rather than a union, so a wrong field is named in the start-up error.
 */
export const BannerConfig = z
  .strictObject({
    slot: BannerSlotSchema.optional(),
    limit: z.number().int().min(1).max(SLOT_BANNERS_MAX).optional(),
    title: LocalizedTextSchema.optional(),
    text: LocalizedTextSchema.optional(),
    imageUrl: ImageUrlSchema.optional(),
    /** Required with an informative image; omit for a decorative one. */
    imageAlt: LocalizedTextSchema.optional(),
    href: HrefSchema.optional(),
    linkLabel: LocalizedTextSchema.optional(),
  })
  .superRefine((config, context) => {
    if (config.slot === undefined) {
      if (config.title === undefined)
        context.addIssue({
          code: 'custom',
          path: ['title'],
          message: 'a banner has a title, or names the content slot whose banners it shows (slot)',
        });
      if (config.limit !== undefined)
        context.addIssue({ code: 'custom', path: ['limit'], message: 'limit goes with slot' });
      return;
    }
    for (const field of FIXED_BANNER_FIELDS)
      if (config[field] !== undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message:
            "a slot's banners come from the content API: leave out title, text, imageUrl, imageAlt, href and linkLabel",
        });
  })
  .transform(({ slot, limit, title, ...fixed }) =>
    slot === undefined
      ? { kind: 'fixed' as const, title: title as LocalizedText, ...fixed }
      : { kind: 'slot' as const, slot, limit: limit ?? 1 },
  );

export const ButtonConfig = z.strictObject({
  label: LocalizedTextSchema,
  href: HrefSchema,
  variant: z.enum(['primary', 'secondary']).default('primary'),
});

export const MenuLinkItemConfig = z.strictObject({
  label: LocalizedTextSchema,
  href: HrefSchema,
  /** Shown before the label (decorative): a general icon of the sprite by name (`home`, `live`...), or a short symbol. */
  icon: z.union([z.enum(GENERAL_ICON_NAMES), z.string().max(4)]).optional(),
});

/** A short tag (a "New", "Boosted", "24/7 support" badge beside other blocks). */
export const LabelConfig = z.strictObject({
  text: LocalizedTextSchema,
  tone: z.enum(['neutral', 'accent', 'live', 'success']).default('neutral'),
});

/**
 * A picture of the operator's through the resizing proxy; with `href` it is a link, whose name is its `alt`
 * (required then). Without `alt` it is decorative.
 */
export const ImageConfig = z
  .strictObject({
    imageUrl: ImageUrlSchema,
    alt: LocalizedTextSchema.optional(),
    /** The widest it is shown, in CSS pixels (it shrinks with the column). */
    width: z.number().int().min(16).max(1600).default(640),
    href: HrefSchema.optional(),
  })
  .refine((config) => config.href === undefined || config.alt !== undefined, {
    message: 'an image that links somewhere needs `alt`: it is the link’s name',
    path: ['alt'],
  });

/** A group of menu links under a heading that opens and closes (a sidebar's "Casino", "Help"...). */
export const SubmenuConfig = z.strictObject({
  label: LocalizedTextSchema,
  items: z.array(MenuLinkItemConfig).min(1).max(20),
  /** Open when the page loads. */
  open: z.boolean().default(false),
});

/**
 * Another page inside this one (a statistics widget, a live chat): a page of the site (`/…`) or of an origin in
 * FRAME_ORIGINS, which the content security policy lets in. Checked when the server starts.
 */
export const IframeConfig = z.strictObject({
  src: z
    .string()
    .max(2000)
    .refine(
      (src) => frameSourceAllowed(src),
      'a path on the site (/…) or a URL of an origin listed in FRAME_ORIGINS',
    ),
  /** The frame's name for screen readers (what it holds: "Live statistics"). */
  title: LocalizedTextSchema,
  /** Height in CSS pixels; the frame takes the column's width. */
  height: z.number().int().min(60).max(2000).default(400),
  allowFullscreen: z.boolean().default(false),
});

/** Who is signed in, their balance and account links; a visitor's Sign In and Sign Up. */
export const ProfileConfig = z.strictObject({});

/**
 * The operator's products (sportsbook, casino, live casino...) as one switch: this product is the item with
 * `current` (linked to its home), the others link to the operator's.
 */
export const PlatformSwitcherConfig = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          label: LocalizedTextSchema,
          href: HrefSchema,
          current: z.boolean().default(false),
        }),
      )
      .min(2)
      .max(8),
  })
  .refine((config) => config.items.filter((item) => item.current).length === 1, {
    message: 'exactly one item is `current`: this product',
    path: ['items'],
  });

/** Hashes and element ids the product uses (`#sign-in`, the skip link's `#main`...): a modal block cannot take them. */
const RESERVED_MODAL_IDS = [
  'sign-in',
  'sign-up',
  'deposit',
  'search',
  'main',
  'my-bonuses',
  'bet-slip',
  'side-menu',
  'account-menu',
  'notifications-panel',
  'sport-outrights',
];

/**
 * A dialog of the operator's (a welcome offer, a rules summary): opened by its button, or by a link to
 * `#<id>` (from a banner, a menu link, a host page). Its text's paragraphs are separated by blank lines.
 */
export const ModalConfig = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'lower-case letters, digits and -, starting with a letter')
    .refine((id) => !RESERVED_MODAL_IDS.includes(id), 'a name the product’s own dialogs use'),
  /** The button's words. */
  trigger: LocalizedTextSchema,
  title: LocalizedTextSchema,
  text: LocalizedTextSchema,
  imageUrl: ImageUrlSchema.optional(),
  /** Required with an informative image; omit for a decorative one. */
  imageAlt: LocalizedTextSchema.optional(),
  action: z.strictObject({ label: LocalizedTextSchema, href: HrefSchema }).optional(),
  /** A centred dialog, or a sheet from the bottom on phones (spec §2.2). */
  variant: z.enum(['modal', 'sheet']).default('modal'),
  size: z.enum(['small', 'medium', 'large']).default('medium'),
});

/**
 * The operator's live chat: a button that opens it in a sheet, framed from a path on the site or an origin of
 * FRAME_ORIGINS (like the iframe block). The frame loads when the bettor opens it.
 */
export const ChatToggleConfig = z.strictObject({
  label: LocalizedTextSchema,
  src: IframeConfig.shape.src,
  /** The chat frame's name for screen readers. */
  title: LocalizedTextSchema,
  height: z.number().int().min(200).max(1200).default(560),
});

/** A floating button at the page's end corner that opens a few shortcuts (1–6 menu links). */
export const SpeedDialConfig = z.strictObject({
  /** The button's name ("Shortcuts"), said by screen readers and shown as its tooltip. */
  label: LocalizedTextSchema,
  items: z.array(MenuLinkItemConfig).min(1).max(6),
});

/** A button that opens the side menu (spec §2.4) where the tab bar is not: a wide screen's header. */
export const SideMenuConfig = z.strictObject({
  /** Its words; default "Sports menu", as the tab bar says. */
  label: LocalizedTextSchema.optional(),
});
