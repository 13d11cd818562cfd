'use client';

import { useTranslations } from 'next-intl';
import { Component, type ReactNode } from 'react';
import { reportError } from '@/lib/errors/report';
import styles from './page-blocks.module.css';

function BlockError() {
  const t = useTranslations('shell');
  return (
    <p className={styles.blockError} role="status">
      {t('block.error')}
    </p>
  );
}

interface Props {
  readonly type: string;
  readonly pageId: string;
  readonly children: ReactNode;
}

/** One failing block shows a short notice in its place; the rest of the page stays. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { block: this.props.type, pageId: this.props.pageId });
  }

  override render(): ReactNode {
    return this.state.failed ? <BlockError /> : this.props.children;
  }
}
