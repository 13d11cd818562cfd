import { z } from 'zod';
import { LocalizedTextSchema } from '@/lib/site/site-config';

/*
 * Config schemas of the information blocks (spec §2.1 information pages, §2.2 payment redirect targets, §2.4
 * content blocks): the footer, a document in sections and a list of questions. Apart from their components,
 * so the site configuration is validated (and unit-tested) without rendering anything.
 */

/** The product's own pages a footer links to, by page id, in the order they show. */
export const INFO_LINKS = [
  'general_rules',
  'about',
  'terms_and_conditions',
  'help_center',
  'responsible_gambling',
  'transactions',
] as const;
export type InfoLink = (typeof INFO_LINKS)[number];

/** Where each of INFO_LINKS lives under /sports (spec §2.1 routes, §2.2 redirect targets). */
export const INFO_PATHS: Readonly<Record<InfoLink, string>> = {
  general_rules: '/general-rules',
  about: '/about',
  terms_and_conditions: '/terms-and-conditions',
  help_center: '/help-center',
  responsible_gambling: '/responsible-gambling',
  transactions: '/profile/wallet/transactions',
};

/** A link of the operator's own: an https page (a regulator, a helpline) or a path under /sports. */
const LinkSchema = z.strictObject({
  label: LocalizedTextSchema,
  href: z
    .string()
    .min(1)
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/|mailto:)/, 'a path starting with /, an https:// or a mailto: link'),
});

/** A telephone number as people dial it: digits, spaces, +, -, parentheses. */
const PhoneSchema = z
  .string()
  .trim()
  .min(3)
  .max(30)
  .regex(/^\+?[0-9][0-9 ()-]*[0-9]$/, 'a telephone number such as +44 808 8020 133');

export const FooterConfig = z.strictObject({
  /** The product's pages to link (a page with no content placed is left out). */
  links: z
    .array(z.enum(INFO_LINKS))
    .refine((links) => new Set(links).size === links.length, 'links must not repeat')
    .default([...INFO_LINKS]),
  /** More links of the operator's (privacy policy, cookie policy...), after the product's pages. */
  extraLinks: z.array(LinkSchema).max(12).default([]),
  /** The minimum age to play, shown as the "18+" badge. */
  minimumAge: z.number().int().min(16).max(25).default(18),
  /** The licence the operator holds: who operates the site, under which licence and regulator. */
  licence: LocalizedTextSchema,
  /** The safer-gambling helpline players are pointed to. */
  helpline: z.strictObject({
    name: LocalizedTextSchema,
    phone: PhoneSchema.optional(),
    href: LinkSchema.shape.href.optional(),
    /** When and how it answers ("Free and confidential, 24 hours a day"). */
    hours: LocalizedTextSchema.optional(),
  }),
  /** Safer-gambling organisations (self-exclusion schemes, support charities). */
  saferGambling: z.array(LinkSchema).max(12).default([]),
  /** A last line: copyright, company details. */
  notice: LocalizedTextSchema.optional(),
});
export type FooterConfigValue = z.output<typeof FooterConfig>;

/** An anchor of a section (`settlement`): lowercase letters, digits and hyphens. */
const AnchorSchema = z.string().regex(/^[a-z][a-z0-9-]{0,40}$/, 'lowercase letters, digits and hyphens');

const ArticleSection = z.strictObject({
  /** Anchor of the section, so a link can point to it (`/general-rules#cash-out`). */
  id: AnchorSchema.optional(),
  heading: LocalizedTextSchema,
  paragraphs: z.array(LocalizedTextSchema).min(1).max(40),
});

export const ArticleConfig = z.strictObject({
  /** A paragraph before the sections. */
  intro: LocalizedTextSchema.optional(),
  /** When the text last changed (YYYY-MM-DD), shown under the title. */
  updated: z.iso.date().optional(),
  /** Lists the sections' headings as links first (long documents). */
  contents: z.boolean().default(false),
  sections: z.array(ArticleSection).min(1).max(60),
});
export type ArticleConfigValue = z.output<typeof ArticleConfig>;

export const FaqConfig = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        id: AnchorSchema.optional(),
        heading: LocalizedTextSchema,
        items: z
          .array(
            z.strictObject({ question: LocalizedTextSchema, answer: z.array(LocalizedTextSchema).min(1) }),
          )
          .min(1)
          .max(40),
      }),
    )
    .min(1)
    .max(20),
});
export type FaqConfigValue = z.output<typeof FaqConfig>;
