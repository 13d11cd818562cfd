import { imageSource } from '@sportsbook/core/images/image-quality';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { z } from 'zod';
import { fetchBannerSlot } from '@/lib/backend/content';
import { reportError } from '@/lib/errors/report';
import { defaultLocale, localizedSportsHref } from '@/lib/i18n/routing';
import { frameSandbox } from '@/lib/site/frame-origins';
import type { PageContext } from '@/lib/site/page-context';
import { getSiteConfig } from '@/lib/site/site';
import { type LocalizedText, localized } from '@/lib/site/site-config';
import { isExternal, resolveHref } from '@/lib/url/href';
import { Icon } from '@/ui/icons/icon';
import { isGeneralIcon } from '@/ui/icons/sprite';
import { imageOrigins } from '@/ui/images/image-origins';
import { ResizedImage } from '@/ui/images/resized-image';
import type {
  BannerConfig,
  BrandLogoConfig,
  ButtonConfig,
  ChatToggleConfig,
  DividerConfig,
  IframeConfig,
  ImageConfig,
  LabelConfig,
  MenuLinkItemConfig,
  ModalConfig,
  PlatformSwitcherConfig,
  SideMenuConfig,
  SpeedDialConfig,
  SubmenuConfig,
  TextConfig,
} from './block-configs';
import { BlockDialog } from './block-dialog';
import styles from './blocks.module.css';
import { SideMenuButton } from './side-menu';

interface Props<S extends z.ZodType> {
  readonly config: z.output<S>;
  readonly context: PageContext;
}

function text(value: LocalizedText, context: PageContext): string {
  return localized(value, context.locale, defaultLocale(context.routing));
}

/** Internal links navigate client-side; external ones are plain anchors. */
function SmartLink({
  href,
  context,
  className,
  children,
}: {
  href: string;
  context: PageContext;
  className?: string;
  children: React.ReactNode;
}) {
  const target = resolveHref(href, context.locale, context.routing);
  if (isExternal(target)) {
    return (
      <a href={target} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link href={target} className={className}>
      {children}
    </Link>
  );
}

/** A logo without a configured width is resized to fit this many times its height (a wide wordmark). */
const LOGO_MAX_ASPECT = 6;
/** The widest a banner's image is shown, in CSS pixels (`.bannerImage`: 40 % of the banner, 240 px at most). */
const BANNER_IMAGE_WIDTH = 240;

export async function BrandLogoBlock({ config, context }: Props<typeof BrandLogoConfig>) {
  const site = await getSiteConfig();
  const t = await getTranslations('shell');
  const name = config.text ? text(config.text, context) : site.name;
  return (
    <Link
      href={localizedSportsHref('/', context.locale, context.routing)}
      className={styles.brand}
      aria-label={t('brand.home', { brand: name })}
    >
      {config.imageUrl ? (
        <ResizedImage
          src={config.imageUrl}
          alt=""
          height={config.height}
          width={config.width ?? config.height * LOGO_MAX_ASPECT}
          widthFromHeight={config.width === undefined}
          // Above the fold on every page: fetched with the document's priority.
          fetchPriority="high"
          className={styles.brandImage}
        />
      ) : (
        <span className={styles.brandText}>{name}</span>
      )}
    </Link>
  );
}

export function DividerBlock(_: Props<typeof DividerConfig>) {
  return <hr className={styles.divider} />;
}

export function TextBlock({ config, context }: Props<typeof TextConfig>) {
  const value = text(config.text, context);
  if (config.variant === 'title') return <h1 className={styles.title}>{value}</h1>;
  if (config.variant === 'heading') return <h2 className={styles.heading}>{value}</h2>;
  return <p className={config.variant === 'small' ? styles.small : styles.text}>{value}</p>;
}

export function BannerBlock({ config, context }: Props<typeof BannerConfig>) {
  if (config.kind === 'slot')
    return (
      // The page does not wait for the content API: its banners stream in when they come.
      <Suspense fallback={null}>
        <SlotBanners slot={config.slot} limit={config.limit} context={context} />
      </Suspense>
    );
  return (
    <Banner
      title={text(config.title, context)}
      body={config.text ? text(config.text, context) : undefined}
      image={
        config.imageUrl
          ? { src: config.imageUrl, alt: config.imageAlt ? text(config.imageAlt, context) : '' }
          : undefined
      }
      href={config.href}
      linkLabel={config.linkLabel ? text(config.linkLabel, context) : undefined}
      context={context}
    />
  );
}

/**
 * A slot's banners shown now, as the operator last published them. A content API that fails leaves the place
 * empty (the failure is reported): a promotion is not worth an error on the page. An image the resizing proxy
 * would refuse (its origin not in IMAGE_ORIGINS) is left out and reported, the banner shown without it.
 */
async function SlotBanners({ slot, limit, context }: { slot: string; limit: number; context: PageContext }) {
  let banners: Awaited<ReturnType<typeof fetchBannerSlot>>;
  try {
    banners = await fetchBannerSlot(slot, context.locale);
  } catch {
    return null;
  }
  // The content API answers the banners shown now (BAN1); the block shows the first `limit` of them (BAN2).
  return banners.slice(0, limit).map((banner) => {
    const imageServed =
      banner.image_url !== undefined && imageSource(banner.image_url, imageOrigins()) !== undefined;
    if (banner.image_url !== undefined && !imageServed)
      reportError(new Error(`banner ${slot}/${banner.id}: the resizing proxy refuses its image`), {
        image: banner.image_url,
      });
    return (
      <Banner
        key={banner.id}
        title={text(banner.title, context)}
        body={banner.text ? text(banner.text, context) : undefined}
        image={
          imageServed && banner.image_url
            ? { src: banner.image_url, alt: banner.image_alt ? text(banner.image_alt, context) : '' }
            : undefined
        }
        href={banner.href}
        linkLabel={banner.link_label ? text(banner.link_label, context) : undefined}
        context={context}
      />
    );
  });
}

function Banner({
  title,
  body,
  image,
  href,
  linkLabel,
  context,
}: {
  title: string;
  body: string | undefined;
  image: { src: string; alt: string } | undefined;
  href: string | undefined;
  linkLabel: string | undefined;
  context: PageContext;
}) {
  return (
    <section className={styles.banner} aria-label={title}>
      {image ? (
        // The CMS's banner (spec §7.5) through the resizing proxy; its height follows the banner's text.
        <ResizedImage
          src={image.src}
          alt={image.alt}
          width={BANNER_IMAGE_WIDTH}
          className={styles.bannerImage}
          loading="lazy"
        />
      ) : null}
      <div className={styles.bannerBody}>
        <p className={styles.bannerTitle}>{title}</p>
        {body ? <p className={styles.bannerText}>{body}</p> : null}
        {href ? (
          <SmartLink href={href} context={context} className={styles.buttonSecondary}>
            {linkLabel ?? title}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}

export function ButtonBlock({ config, context }: Props<typeof ButtonConfig>) {
  return (
    <SmartLink
      href={config.href}
      context={context}
      className={config.variant === 'primary' ? styles.buttonPrimary : styles.buttonSecondary}
    >
      {text(config.label, context)}
    </SmartLink>
  );
}

export function MenuLinkItemBlock({ config, context }: Props<typeof MenuLinkItemConfig>) {
  return (
    <SmartLink href={config.href} context={context} className={styles.menuLink}>
      {config.icon && isGeneralIcon(config.icon) ? (
        <Icon id={config.icon} className={styles.menuIcon} />
      ) : config.icon ? (
        <span aria-hidden="true" className={styles.menuIcon}>
          {config.icon}
        </span>
      ) : null}
      <span>{text(config.label, context)}</span>
    </SmartLink>
  );
}

export function LabelBlock({ config, context }: Props<typeof LabelConfig>) {
  return (
    <span className={styles.label} data-tone={config.tone}>
      {text(config.text, context)}
    </span>
  );
}

export function ImageBlock({ config, context }: Props<typeof ImageConfig>) {
  const image = (
    <ResizedImage
      src={config.imageUrl}
      alt={config.alt ? text(config.alt, context) : ''}
      width={config.width}
      className={styles.image}
      loading="lazy"
    />
  );
  if (!config.href) return image;
  return (
    <SmartLink href={config.href} context={context} className={styles.imageLink}>
      {image}
    </SmartLink>
  );
}

/** A disclosure (native `<details>`: keyboard and screen readers know it) holding menu links. */
export function SubmenuBlock({ config, context }: Props<typeof SubmenuConfig>) {
  return (
    <details className={styles.submenu} open={config.open}>
      <summary className={styles.submenuLabel}>{text(config.label, context)}</summary>
      <ul className={styles.submenuItems}>
        {config.items.map((item) => (
          <li key={item.href}>
            <MenuLinkItemBlock config={item} context={context} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The frame runs its own scripts, may open links in a new window and submit its forms; it cannot navigate
 * this page (no allow-top-navigation) or reach it (another origin, or no origin at all: `frameSandbox`).
 */
export function IframeBlock({ config, context }: Props<typeof IframeConfig>) {
  return (
    <iframe
      src={config.src}
      title={text(config.title, context)}
      height={config.height}
      className={styles.iframe}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox={frameSandbox(config.src)}
      allowFullScreen={config.allowFullscreen}
    />
  );
}

/** The operator's products as links; this one is marked current and leads to its home. */
export async function PlatformSwitcherBlock({ config, context }: Props<typeof PlatformSwitcherConfig>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'shell' });
  return (
    <nav className={styles.platforms} aria-label={t('platforms')}>
      <ul>
        {config.items.map((item) => (
          <li key={item.href}>
            {item.current ? (
              <Link
                href={localizedSportsHref('/', context.locale, context.routing)}
                className={styles.platform}
                aria-current="true"
              >
                {text(item.label, context)}
              </Link>
            ) : (
              <SmartLink href={item.href} context={context} className={styles.platform}>
                {text(item.label, context)}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ModalBlock({ config, context }: Props<typeof ModalConfig>) {
  const paragraphs = text(config.text, context)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <BlockDialog
      trigger={text(config.trigger, context)}
      title={text(config.title, context)}
      hashId={config.id}
      variant={config.variant}
      size={config.size}
      triggerClassName={styles.buttonSecondary}
    >
      <div className={styles.modalBody}>
        {config.imageUrl ? (
          <ResizedImage
            src={config.imageUrl}
            alt={config.imageAlt ? text(config.imageAlt, context) : ''}
            width={480}
            className={styles.image}
          />
        ) : null}
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
        {config.action ? (
          <SmartLink href={config.action.href} context={context} className={styles.buttonPrimary}>
            {text(config.action.label, context)}
          </SmartLink>
        ) : null}
      </div>
    </BlockDialog>
  );
}

export function ChatToggleBlock({ config, context }: Props<typeof ChatToggleConfig>) {
  const title = text(config.title, context);
  return (
    <BlockDialog
      trigger={text(config.label, context)}
      title={title}
      variant="sheet"
      size="medium"
      triggerClassName={styles.buttonSecondary}
      // Closing the chat keeps it in the background: the conversation is there when it is opened again.
      keepInBackground
    >
      <iframe
        src={config.src}
        title={title}
        height={config.height}
        className={styles.iframe}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={frameSandbox(config.src)}
      />
    </BlockDialog>
  );
}

/**
 * The speed dial: a round button fixed above the tab bar at the end corner; its shortcuts open as a popover
 * (the platform's: it works before hydration, Escape and a tap outside close it, focus stays in order).
 */
export function SpeedDialBlock({ config, context }: Props<typeof SpeedDialConfig>) {
  const id = `${context.pageId}-speed-dial`;
  const label = text(config.label, context);
  return (
    <div className={styles.speedDial}>
      <div id={id} popover="auto" className={styles.speedDialMenu}>
        <ul className={styles.profileLinks} aria-label={label}>
          {config.items.map((item) => (
            <li key={item.href}>
              <MenuLinkItemBlock config={item} context={context} />
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.speedDialButton}
        popoverTarget={id}
        aria-label={label}
        title={label}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

export async function SideMenuBlock({ config, context }: Props<typeof SideMenuConfig>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'shell' });
  return (
    <SideMenuButton className={styles.sideMenuButton}>
      <Icon id="menu" className={styles.menuIcon} />
      <span>{config.label ? text(config.label, context) : t('nav.sportsMenu')}</span>
    </SideMenuButton>
  );
}
