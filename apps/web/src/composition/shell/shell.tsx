import { parseConsent } from '@sportsbook/core/privacy/consent';
import { parseLeftSidebarCollapsed } from '@sportsbook/core/privacy/left-sidebar';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { type CSSProperties, type ReactNode, Suspense } from 'react';
import { ModalHost } from '@/composition/modal-host/modal-host';
import { SessionBoot } from '@/composition/session/session-boot';
import { UserGroupCheck } from '@/composition/session/user-group-check';
import { AccountHosts } from '@/features/auth';
import { BetBuilderHost, ShareCodeRestorer, SlipPanel, SlipSyncHost } from '@/features/bet-slip';
import { BonusAlertHost } from '@/features/bonuses';
import { FooterLandmark } from '@/features/info-pages';
import { NotificationBell } from '@/features/notifications';
import { PrivacyHost } from '@/features/privacy';
import { SearchHost } from '@/features/search';
import { WalletHost } from '@/features/wallet';
import type { LocaleRouting } from '@/lib/i18n/routing';
import { FirstRenderSession } from '@/lib/player/first-render-session';
import { readServerSession, SESSION_COOKIE } from '@/lib/player/server-session';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import type { PageContext } from '@/lib/site/page-context';
import { Icon } from '@/ui/icons/icon';
import { NoticeHost } from '@/ui/notices/notice-host';
import { AccountNav } from './account-nav';
import { BetSlipButton, MyBetsButton } from './bet-slip-link';
import { LanguageSwitch } from './language-switch';
import { LeftSidebar } from './left-sidebar';
import { LocaleSaveFailureNotice } from './locale-save-failure';
import { hasSectionBlocks, SectionBlocks } from './page-blocks';
import { ProgressBar } from './progress-bar';
import styles from './shell.module.css';
import { SideMenuButton, SideMenuDialog } from './side-menu';
import { getSiteConfigWithBlocks } from './site-with-blocks';
import { SkipToContent, SkipToSlip } from './skip-links';

/** CSS strings of the words an outcome's rise/fall arrow stands for (its generated content's alt text). */
function oddsDirectionWords(rising: string, falling: string): CSSProperties {
  const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, ' ')}"`;
  return { '--odds-rising': cssString(rising), '--odds-falling': cssString(falling) } as CSSProperties;
}

/**
 * The application shell (spec §2.4): header with the main navigation, left and right sidebars (desktop),
 * side menu and tab bar (mobile, below 780 px), and the page in <main>. Mobile first: one header row at
 * every width from 320 px (shell.module.css), the tab bar fixed at the bottom of the screen (of the part of a
 * host's frame the bettor sees, when embedded), the bet slip docked in the right column from 960 px.
 */
export async function Shell({
  locale,
  routing,
  banner,
  children,
}: {
  locale: string;
  routing: LocaleRouting;
  /**
   * Shown under the header (the connection banner), over the page rather than in its flow: a status that
   * appears after the first paint must not push the page down (layout shift).
   */
  banner?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations('shell');
  const odds = await getTranslations('live.odds');
  const site = await getSiteConfigWithBlocks();
  const context: PageContext = { locale, routing, pageId: 'layout', searchParams: {} };
  const [left, right, footer, cookieJar, requestHeaders] = await Promise.all([
    hasSectionBlocks('leftSidebar'),
    hasSectionBlocks('rightSidebar'),
    hasSectionBlocks('footer'),
    cookies(),
    headers(),
  ]);
  // The player of the session cookie, for a document's first render only (a later render of the layout, a
  // router refresh's RSC request, finds the page's session loaded): no Sign In flash, no layout shift.
  const firstRender =
    requestHeaders.get('rsc') === null
      ? await readServerSession(cookieJar.get(SESSION_COOKIE)?.value, locale)
      : null;
  // The visitor collapsed the left sidebar (core CKE5): rendered collapsed from the first paint.
  const leftCollapsed = parseLeftSidebarCollapsed(
    cookieJar.get(STORED_KEYS.leftSidebarCollapsed.name)?.value,
  );
  return (
    <FirstRenderSession
      value={firstRender}
      visitor={requestHeaders.get('rsc') === null && !cookieJar.get(SESSION_COOKIE)}
    >
      <div
        className={styles.shell}
        style={{ ...(site.style as CSSProperties), ...oddsDirectionWords(odds('rising'), odds('falling')) }}
      >
        <SkipToContent className={styles.skipLink} label={t('skipToContent')} />
        <SkipToSlip className={styles.skipLink} label={t('skipToSlip')} />
        <PrivacyHost
          consentRequired={site.features.consentBanner}
          requestConsent={parseConsent(cookieJar.get(STORED_KEYS.consent.name)?.value)}
        />
        {/* Hydrates with the shell, not in a boundary of its own: a link followed right after the page turns
            interactive must already start the bar. */}
        <ProgressBar />
        <header className={styles.header}>
          <SectionBlocks section="header" context={context} inline />
          <nav aria-label={t('nav.label')} className={styles.mainNav}>
            {/* No Suspense boundary here: one streams the row after the page (a boundary waits for its client
                modules on the server) and the header moves when it lands. */}
            <ul className={styles.navList}>
              <NotificationBell />
              <AccountNav />
              <li className={styles.desktopOnly}>
                <MyBetsButton className={styles.navLink} />
              </li>
              <li className={styles.desktopOnly}>
                <BetSlipButton className={styles.navLink} />
              </li>
            </ul>
          </nav>
        </header>
        {banner ? <div className={styles.bannerSlot}>{banner}</div> : null}
        {/* The right column is always there on desktop: the bet slip docks in it (spec §2.1). */}
        <div className={styles.body} data-left={left || undefined} data-right>
          {left ? (
            <LeftSidebar label={t('sections.leftSidebar')} initialCollapsed={leftCollapsed}>
              <SectionBlocks section="leftSidebar" context={context} />
            </LeftSidebar>
          ) : null}
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <div className={styles.rightColumn}>
            <SlipPanel />
            {right ? (
              <aside className={styles.rightSidebar} aria-label={t('sections.rightSidebar')}>
                <SectionBlocks section="rightSidebar" context={context} />
              </aside>
            ) : null}
          </div>
        </div>
        {footer ? (
          <FooterLandmark>
            <SectionBlocks section="footer" context={context} />
          </FooterLandmark>
        ) : null}
        <SessionBoot />
        <SlipSyncHost />
        <BetBuilderHost />
        <ShareCodeRestorer />
        <NoticeHost />
        <LocaleSaveFailureNotice />
        <WalletHost />
        <BonusAlertHost />
        <UserGroupCheck />
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
        <SearchHost />
        <AccountHosts />
        <nav aria-label={t('sections.tabBar')} className={styles.tabBar}>
          <ul className={styles.tabList}>
            <li>
              <SideMenuButton className={styles.tab}>
                <span className={styles.tabIcon}>
                  <Icon id="menu" />
                </span>
                <span className={styles.tabLabel}>{t('nav.sportsMenu')}</span>
              </SideMenuButton>
            </li>
            <li>
              <MyBetsButton
                className={styles.tab}
                icon={
                  <span className={styles.tabIcon}>
                    <Icon id="my-bets" />
                  </span>
                }
              />
            </li>
            <li>
              <BetSlipButton className={styles.tab} withIcon />
            </li>
          </ul>
          <SectionBlocks section="tabBar" context={context} inline />
        </nav>
        <SideMenuDialog>
          <SectionBlocks section="sideMenu" context={context} />
          {/* On phones the header has no room for the language switch: it is here. */}
          {routing.locales.length > 1 ? (
            <div className={styles.sideMenuLanguage}>
              <LanguageSwitch locale={locale} routing={routing} />
            </div>
          ) : null}
        </SideMenuDialog>
      </div>
    </FirstRenderSession>
  );
}
