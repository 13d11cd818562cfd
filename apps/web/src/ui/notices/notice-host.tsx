'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, useEffect, useState } from 'react';
import { installNotices, NOTICE_DURATION_MS, notify, onNoticeWaiting } from '@/lib/notices/notify';

type ToasterComponent = ComponentType<Record<string, unknown>>;

/**
 * Where notices show (spec §2.5, bottom centre): loads the toast library with the first notice. Also says so
 * when the browser goes offline (spec §2.5 offline notice), and when it is back.
 */
export function NoticeHost() {
  const t = useTranslations('shell.notices');
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(
    () =>
      onNoticeWaiting(() => {
        void import('sonner').then(({ Toaster: Loaded, toast }) => {
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
        });
      }),
    [],
  );

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
