'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, useEffect, useState } from 'react';
import { installNotices, NOTICE_DURATION_MS, notify, onNoticeWaiting } from '@/lib/notices/notify';

type ToasterComponent = ComponentType<Record<string, unknown>>;

/** Runs `work` once the browser is idle (or after 2 s where it cannot say). */
function whenIdle(work: () => void): { cancel(): void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5_000 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const timer = window.setTimeout(work, 2_000);
  return { cancel: () => window.clearTimeout(timer) };
}

/**
 * Where notices show (spec §2.5, bottom centre). The toast library is not on the first load: it loads when
 * the page is first idle, so it is there before the first notice, and the offline notice can show when nothing
 * can be fetched any more; a notice sent before that loads it at once. Also says so when the browser goes
 * offline (spec §2.5 offline notice), and when it is back.
 */
export function NoticeHost() {
  const t = useTranslations('shell.notices');
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      void import('sonner').then(
        ({ Toaster: Loaded, toast }) => {
          setToaster(() => Loaded as unknown as ToasterComponent);
          installNotices((notice) => {
            const options = {
              description: notice.description,
              id: notice.id,
              duration: NOTICE_DURATION_MS,
              action: notice.action,
            };
            if (notice.kind === 'success') toast.success(notice.title, options);
            else if (notice.kind === 'warning') toast.warning(notice.title, options);
            else if (notice.kind === 'error') toast.error(notice.title, options);
            else toast.info(notice.title, options);
          });
        },
        () => {
          // Not fetched (offline already): the next notice tries again.
          loading = false;
        },
      );
    };
    const stopWaiting = onNoticeWaiting(load);
    const idle = whenIdle(load);
    return () => {
      stopWaiting();
      idle.cancel();
    };
  }, []);

  useEffect(() => {
    const offline = () =>
      notify({
        kind: 'error',
        id: 'offline',
        title: t('offline.title'),
        description: t('offline.description'),
      });
    const online = () => notify({ kind: 'success', id: 'offline', title: t('online') });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);

  return Toaster ? (
    <Toaster position="bottom-center" closeButton richColors containerAriaLabel={t('label')} />
  ) : null;
}
