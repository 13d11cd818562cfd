'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { ApiCallError } from '../api/browser-call';
import { signIn } from '../player/session-actions';
import { useSession } from '../player/session-store';
import { Dialog } from './dialog';
import styles from './dialog.module.css';

/** The message key of a failed sign-in. */
function failureKey(error: unknown): string {
  if (!(error instanceof ApiCallError)) return 'signIn.errors.generic';
  if (error.isNetwork) return 'signIn.errors.network';
  if (error.status === 401) return 'signIn.errors.invalidCredentials';
  if (error.status === 429) return 'signIn.errors.rateLimited';
  if (error.status === 400) return 'signIn.errors.invalidInput';
  return 'signIn.errors.generic';
}

/**
 * Sign-in (spec §2.2, opened by `#sign-in` or `?modal=sign-in`): e-mail and password against the Platform
 * API; on success the player loads and the dialog closes, leaving the page (and the bet slip) as it was.
 * Errors are said in the dialog and announced; the e-mail is kept.
 */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const { signInReason } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError('signIn.errors.missing');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await signIn(locale, email, password);
      onClose();
    } catch (failure) {
      setError(failureKey(failure));
      setPending(false);
    }
  }

  return (
    <Dialog title={t('signIn.title')} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-describedby={error ? errorId : undefined}
      >
        {signInReason ? <p className={styles.note}>{t(`signIn.reasons.${signInReason}`)}</p> : null}
        <label className={styles.field}>
          <span>{t('signIn.email')}</span>
          <input
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            aria-invalid={error === 'signIn.errors.invalidCredentials' || undefined}
          />
        </label>
        <label className={styles.field}>
          <span>{t('signIn.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error === 'signIn.errors.invalidCredentials' || undefined}
          />
        </label>
        <div role="alert" id={errorId}>
          {error ? <p className={styles.error}>{t(error)}</p> : null}
        </div>
        <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </Dialog>
  );
}
