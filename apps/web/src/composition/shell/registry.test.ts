import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '@/lib/site/site-config';
import demo from '../../../sites/demo.json';
import { blockRegistry, blockSchemas } from './registry';

describe('block registry', () => {
  it('holds the shell, catalogue, bonus and jackpot blocks, each type once', () => {
    for (const type of [
      'brand_logo',
      'clock',
      'language',
      'theme',
      'divider',
      'text',
      'banner',
      'button',
      'menu_link_item',
      'bonuses',
      'bonus_groups',
      'promo_code',
      'jackpot_banner',
      'jackpot_card',
      'jackpot_leaderboard',
    ]) {
      expect(blockRegistry.has(type), type).toBe(true);
    }
  });

  it('validates the demo brand against every registered block', () => {
    expect(() => parseSiteConfig(demo, 'apps/web/sites/demo.json', blockSchemas)).not.toThrow();
  });
});
