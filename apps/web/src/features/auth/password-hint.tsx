'use client';

import { PASSWORD_MIN_LENGTH } from '@sportsbook/core/accounts/password-strength';
import { useTranslations } from 'next-intl';
import styles from './auth.module.css';
import { passwordRules } from './password-rules';

/**
 * The live strength hint of a new password: every rule with whether the password meets it yet. It is the
 * password field's description (not a live region: it would talk over every keystroke).
 */
export function PasswordHint({
  password,
  email,
  confirmation,
}: {
  password: string;
  email: string;
  confirmation: string;
}) {
  const t = useTranslations('auth.passwordHint');
  const rules = passwordRules(password, email, confirmation);
  return (
    <span className={styles.rules}>
      <span>{t('title')}</span>
      {rules.map((rule) => (
        <span key={rule.key} className={styles.rule} data-met={rule.met || undefined}>
          <span aria-hidden="true">{rule.met ? '✓' : '•'}</span>{' '}
          {t(`rules.${rule.key}`, { min: PASSWORD_MIN_LENGTH })}
          <span className="visually-hidden"> ({rule.met ? t('met') : t('notMet')})</span>
        </span>
      ))}
    </span>
  );
}
