import { parseThemeChoice, THEME_COOKIE } from '@sportsbook/core/privacy/theme';
import { cookies } from 'next/headers';
import { createElement } from 'react';
import { type BlockDefinition, defineBlock } from '@/lib/site/block';
import {
  BannerBlock,
  BrandLogoBlock,
  ButtonBlock,
  ChatToggleBlock,
  DividerBlock,
  IframeBlock,
  ImageBlock,
  LabelBlock,
  MenuLinkItemBlock,
  ModalBlock,
  PlatformSwitcherBlock,
  SideMenuBlock,
  SpeedDialBlock,
  SubmenuBlock,
  TextBlock,
} from './block-components';
import {
  BannerConfig,
  BrandLogoConfig,
  ButtonConfig,
  ChatToggleConfig,
  ClockConfig,
  DividerConfig,
  IframeConfig,
  ImageConfig,
  LabelConfig,
  LanguageConfig,
  MenuLinkItemConfig,
  ModalConfig,
  PlatformSwitcherConfig,
  ProfileConfig,
  SideMenuConfig,
  SpeedDialConfig,
  SubmenuConfig,
  TextConfig,
  ThemeConfig,
} from './block-configs';
import { Clock } from './clock';
import { LanguageSwitch } from './language-switch';
import { ProfileBlock } from './profile-block';
import { ThemeSwitch } from './theme-switch';

/**
 * The shell's content blocks (spec §2.4): brand logo, clock, language, theme, divider, text, banner, button,
 * menu link item, label, image, submenu, iframe, profile, platform switcher, modal, chat toggle, speed dial and
 * side menu.
 */
// biome-ignore lint/suspicious/noExplicitAny: a list of blocks of different config types
export const shellBlocks: readonly BlockDefinition<any>[] = [
  defineBlock({ type: 'brand_logo', config: BrandLogoConfig, Component: BrandLogoBlock }),
  defineBlock({
    type: 'clock',
    config: ClockConfig,
    Component: ({ config }) => createElement(Clock, { seconds: config.seconds }),
  }),
  defineBlock({
    type: 'language',
    config: LanguageConfig,
    Component: ({ context }) =>
      createElement(LanguageSwitch, { locale: context.locale, routing: context.routing }),
  }),
  defineBlock({
    type: 'theme',
    config: ThemeConfig,
    // The choice the theme cookie holds (core CKE7), as <html data-theme> has it.
    Component: async () =>
      createElement(ThemeSwitch, {
        initial: parseThemeChoice((await cookies()).get(THEME_COOKIE)?.value),
      }),
  }),
  defineBlock({ type: 'divider', config: DividerConfig, Component: DividerBlock }),
  defineBlock({ type: 'text', config: TextConfig, Component: TextBlock }),
  defineBlock({ type: 'banner', config: BannerConfig, Component: BannerBlock }),
  defineBlock({ type: 'button', config: ButtonConfig, Component: ButtonBlock }),
  defineBlock({ type: 'menu_link_item', config: MenuLinkItemConfig, Component: MenuLinkItemBlock }),
  defineBlock({ type: 'label', config: LabelConfig, Component: LabelBlock }),
  defineBlock({ type: 'image', config: ImageConfig, Component: ImageBlock }),
  defineBlock({ type: 'submenu', config: SubmenuConfig, Component: SubmenuBlock }),
  defineBlock({ type: 'iframe', config: IframeConfig, Component: IframeBlock }),
  defineBlock({
    type: 'profile',
    config: ProfileConfig,
    Component: ({ context }) => createElement(ProfileBlock, { headingId: `${context.pageId}-profile` }),
  }),
  defineBlock({
    type: 'platform_switcher',
    config: PlatformSwitcherConfig,
    Component: PlatformSwitcherBlock,
  }),
  defineBlock({ type: 'modal', config: ModalConfig, Component: ModalBlock }),
  defineBlock({ type: 'chat_toggle', config: ChatToggleConfig, Component: ChatToggleBlock }),
  defineBlock({ type: 'speed_dial', config: SpeedDialConfig, Component: SpeedDialBlock }),
  defineBlock({ type: 'side_menu', config: SideMenuConfig, Component: SideMenuBlock }),
];
