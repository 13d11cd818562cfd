import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { PageContext } from './page-context';

/**
 * A content block (spec §2.4): a type name used in the site configuration, the zod schema of its config, and
 * the component (server or client) that renders it.
 */
export interface BlockDefinition<C> {
  readonly type: string;
  readonly config: z.ZodType<C>;
  readonly Component: (props: { config: C; context: PageContext }) => ReactNode | Promise<ReactNode>;
}

/** Typed helper: `defineBlock({ type: 'text', config: TextConfig, Component: TextBlock })`. */
export function defineBlock<C>(definition: BlockDefinition<C>): BlockDefinition<C> {
  return definition;
}
