import { createElement } from 'react';
import { type BlockDefinition, defineBlock } from '@/lib/site/block';
import {
  BannerBlock,
  BrandLogoBlock,
  ButtonBlock,
  DividerBlock,
  MenuLinkItemBlock,
  TextBlock,
} from './block-components';
import {
  BannerConfig,
  BrandLogoConfig,
  ButtonConfig,
  ClockConfig,
  DividerConfig,
  LanguageConfig,
  MenuLinkItemConfig,
  TextConfig,
} from './block-configs';
import { Clock } from './clock';
import { LanguageSwitch } from './language-switch';

/** The shell's content blocks (spec §2.4): brand logo, clock, language, divider, text, banner, button, menu link item. */
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
  defineBlock({ type: 'divider', config: DividerConfig, Component: DividerBlock }),
  defineBlock({ type: 'text', config: TextConfig, Component: TextBlock }),
  defineBlock({ type: 'banner', config: BannerConfig, Component: BannerBlock }),
  defineBlock({ type: 'button', config: ButtonConfig, Component: ButtonBlock }),
  defineBlock({ type: 'menu_link_item', config: MenuLinkItemConfig, Component: MenuLinkItemBlock }),
];
