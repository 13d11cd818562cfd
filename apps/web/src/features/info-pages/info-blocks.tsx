import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { defaultLocale, localizedSportsHref } from '@/lib/i18n/routing';
import type { BlockDefinition } from '@/lib/site/block';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { getSiteConfig } from '@/lib/site/site';
import { type LocalizedText, localized, type SiteConfig } from '@/lib/site/site-config';
import {
  ArticleConfig,
  type ArticleConfigValue,
  FaqConfig,
  type FaqConfigValue,
  FooterConfig,
  type FooterConfigValue,
  INFO_PATHS,
  type InfoLink,
} from './info-configs';
import styles from './info-pages.module.css';

function textOf(context: PageContext): (value: LocalizedText) => string {
  return (value) => localized(value, context.locale, defaultLocale(context.routing));
}

/** Pages whose content is the operator's: linked only once the site places some. */
const CONTENT_PAGES: ReadonlySet<InfoLink> = new Set([
  'general_rules',
  'about',
  'terms_and_conditions',
  'help_center',
]);

/** Whether a page of the footer has something to show (the operator's pages need their content placed). */
export function infoPageServed(site: SiteConfig, link: InfoLink): boolean {
  if (!CONTENT_PAGES.has(link)) return true;
  return (site.pages[link as keyof SiteConfig['pages']]?.blocks.length ?? 0) > 0;
}

/** A path under /sports navigates client-side; an https: or mailto: link is a plain anchor. */
function OperatorLink({
  href,
  context,
  children,
}: {
  href: string;
  context: PageContext;
  children: ReactNode;
}) {
  if (href.startsWith('/'))
    return <Link href={localizedSportsHref(href, context.locale, context.routing)}>{children}</Link>;
  return (
    <a href={href} rel="noopener">
      {children}
    </a>
  );
}

/** List items of the operator's links (their label in the page's language). */
function OperatorItems({ links, context }: { links: FooterConfigValue['extraLinks']; context: PageContext }) {
  const text = textOf(context);
  return links.map((link) => (
    <li key={link.href}>
      <OperatorLink href={link.href} context={context}>
        {text(link.label)}
      </OperatorLink>
    </li>
  ));
}

/**
 * The footer (spec §2.4 content block, placed in the layout's footer section): links to the information pages
 * and the operator's own, the minimum-age badge, the safer-gambling helpline and organisations, the licence.
 * Rendered inside the shell's <footer> landmark.
 */
export async function FooterBlock({ config, context }: { config: FooterConfigValue; context: PageContext }) {
  const [t, site] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'info' }),
    getSiteConfig(),
  ]);
  const text = textOf(context);
  const links = config.links.filter((link) => infoPageServed(site, link));
  const { helpline } = config;
  return (
    <div className={styles.footer}>
      <nav aria-label={t('footer.pages')} className={styles.footerNav}>
        <ul className={styles.footerLinks}>
          {links.map((link) => (
            <li key={link}>
              <Link href={localizedSportsHref(INFO_PATHS[link], context.locale, context.routing)}>
                {t(`nav.${link}`)}
              </Link>
            </li>
          ))}
          <OperatorItems links={config.extraLinks} context={context} />
        </ul>
      </nav>
      <div className={styles.saferGambling}>
        <p className={styles.ageLine}>
          <span className={styles.ageBadge}>{t('footer.ageBadge', { age: config.minimumAge })}</span>
          <span>{t('footer.adultsOnly', { age: config.minimumAge })}</span>
        </p>
        <p className={styles.helpline}>
          <span>{t('footer.helpline')} </span>
          {helpline.href ? (
            <OperatorLink href={helpline.href} context={context}>
              {text(helpline.name)}
            </OperatorLink>
          ) : (
            <strong>{text(helpline.name)}</strong>
          )}
          {helpline.phone ? (
            <>
              {' · '}
              <a href={`tel:${helpline.phone.replace(/[^+0-9]/g, '')}`} className={styles.phone}>
                {helpline.phone}
              </a>
            </>
          ) : null}
          {helpline.hours ? <span className={styles.muted}> · {text(helpline.hours)}</span> : null}
        </p>
        {config.saferGambling.length > 0 ? (
          <ul className={styles.footerLinks} aria-label={t('footer.saferGambling')}>
            <OperatorItems links={config.saferGambling} context={context} />
          </ul>
        ) : null}
      </div>
      <p className={styles.licence}>{text(config.licence)}</p>
      {config.notice ? <p className={styles.muted}>{text(config.notice)}</p> : null}
    </div>
  );
}

/** A date of the configuration (YYYY-MM-DD) as the locale writes it. */
function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A document in sections (general rules, about, terms and conditions): an optional date of the last change,
 * an introduction, a list of contents, then each section with its heading (h2, under the page's h1).
 */
export async function ArticleBlock({
  config,
  context,
}: {
  config: ArticleConfigValue;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'info' });
  const text = textOf(context);
  const sections = config.sections.map((section, index) => ({
    ...section,
    anchor: section.id ?? `section-${index + 1}`,
  }));
  return (
    <div className={styles.article}>
      {config.updated ? (
        <p className={styles.muted}>
          {t('article.updated', { date: longDate(config.updated, context.locale) })}
        </p>
      ) : null}
      {config.intro ? <p className={styles.intro}>{text(config.intro)}</p> : null}
      {config.contents ? (
        <nav aria-label={t('article.contents')} className={styles.contents}>
          <ol>
            {sections.map((section) => (
              <li key={section.anchor}>
                <a href={`#${section.anchor}`}>{text(section.heading)}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.anchor} aria-labelledby={section.anchor} className={styles.section}>
          <h2 id={section.anchor}>{text(section.heading)}</h2>
          {section.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed configuration text
            <p key={index}>{text(paragraph)}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

/** Questions and answers in groups (the help centre): each answer opens under its question. */
export function FaqBlock({ config, context }: { config: FaqConfigValue; context: PageContext }) {
  const text = textOf(context);
  return (
    <div className={styles.article}>
      {config.groups.map((group, index) => {
        const anchor = group.id ?? `topic-${index + 1}`;
        return (
          <section key={anchor} aria-labelledby={anchor} className={styles.section}>
            <h2 id={anchor}>{text(group.heading)}</h2>
            {group.items.map((item) => (
              <details key={text(item.question)} className={styles.question}>
                <summary>{text(item.question)}</summary>
                {item.answer.map((paragraph, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed configuration text
                  <p key={at}>{text(paragraph)}</p>
                ))}
              </details>
            ))}
          </section>
        );
      })}
    </div>
  );
}

/** The information blocks (spec §2.4): footer, article, faq. */
// biome-ignore lint/suspicious/noExplicitAny: a list of blocks of different config types
export const infoBlocks: readonly BlockDefinition<any>[] = [
  defineBlock({ type: 'footer', config: FooterConfig, Component: FooterBlock }),
  defineBlock({ type: 'article', config: ArticleConfig, Component: ArticleBlock }),
  defineBlock({ type: 'faq', config: FaqConfig, Component: FaqBlock }),
];
