import type { CSSProperties } from 'react';
import type { PageContext } from '@/lib/site/page-context';
import type { BlockPlacement, CustomPage, LayoutSection, PageId } from '@/lib/site/site-config';
import { BlockBoundary } from './block-boundary';
import styles from './page-blocks.module.css';
import { blockRegistry } from './registry';
import { getSiteConfigWithBlocks } from './site-with-blocks';

function Block({ block, context }: { block: BlockPlacement; context: PageContext }) {
  // The configuration was validated against the registry, so the type exists and the config parses.
  const definition = blockRegistry.get(block.type);
  if (!definition) return null;
  const { Component } = definition;
  const rendered = (
    <BlockBoundary type={block.type} pageId={context.pageId}>
      <Component config={block.config} context={context} />
    </BlockBoundary>
  );
  if (block.visibleOn === 'all') return rendered;
  // Hidden by CSS, not left out: the server does not know the screen width, and the markup must not change
  // at hydration.
  return (
    <div className={block.visibleOn === 'mobile' ? styles.mobileOnly : styles.desktopOnly}>{rendered}</div>
  );
}

function blockList(blocks: readonly BlockPlacement[], context: PageContext) {
  return blocks.map((block, index) => (
    <Block key={block.id ?? `${block.type}-${index}`} block={block} context={context} />
  ));
}

/**
 * The blocks the site configuration places on a page (spec §2.4), with the page's style overrides.
 * Usage in a page: `<PageBlocks pageId="sport" context={ctx} />`.
 */
export async function PageBlocks({ pageId, context }: { pageId: PageId; context: PageContext }) {
  const site = await getSiteConfigWithBlocks();
  const page = site.pages[pageId];
  if (!page || page.blocks.length === 0) return null;
  return (
    <div className={styles.page} data-page-id={pageId} style={page.style as CSSProperties}>
      {blockList(page.blocks, context)}
    </div>
  );
}

/** A custom page's blocks (site configuration `customPages`), in its layout, with its style overrides. */
export function CustomPageBlocks({ page, context }: { page: CustomPage; context: PageContext }) {
  if (page.blocks.length === 0) return null;
  return (
    <div
      className={page.layout === 'two-columns' ? styles.twoColumns : styles.page}
      data-page-id="custom"
      style={page.style as CSSProperties}
    >
      {blockList(page.blocks, context)}
    </div>
  );
}

/** The blocks of a layout section (header, sidebars, side menu, tab bar). */
export async function SectionBlocks({
  section,
  context,
  inline = false,
}: {
  section: LayoutSection;
  context: PageContext;
  inline?: boolean;
}) {
  const site = await getSiteConfigWithBlocks();
  const blocks = site.layout[section];
  if (blocks.length === 0) return null;
  return (
    <div className={inline ? styles.sectionInline : styles.section} data-section={section}>
      {blockList(blocks, context)}
    </div>
  );
}

/** Whether the site places any block in a layout section. */
export async function hasSectionBlocks(section: LayoutSection): Promise<boolean> {
  return (await getSiteConfigWithBlocks()).layout[section].length > 0;
}
