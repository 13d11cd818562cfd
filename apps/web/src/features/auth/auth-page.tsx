import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from './auth.module.css';
import { AuthPageForm, type AuthPageKind } from './auth-page-forms';

/** Message group of each page's title and introduction. */
const GROUP: Record<AuthPageKind, string> = {
  'sign-in': 'pages.signIn',
  'sign-up': 'pages.signUp',
  'password-new': 'pages.passwordNew',
  'password-edit': 'pages.passwordEdit',
  confirmation: 'pages.confirmation',
};

export interface AuthPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function one(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** An auth page's metadata: its title, never indexed (a page of one person's account flow). */
export async function authPageMetadata(kind: AuthPageKind, { params }: AuthPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t(`${GROUP[kind]}.title`), robots: { index: false, follow: false } };
}

/**
 * An auth page of spec §2.1 (/users/sign-in, /users/sign-up, /users/password/new, /users/password/edit,
 * /users/confirmation): server-rendered heading, the same form as the dialog, the mailed token of its query.
 */
export async function AuthPage({ kind, params, searchParams }: AuthPageProps & { kind: AuthPageKind }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'auth' });
  const tokens = {
    ...(one(query.unlock_token) ? { unlock: one(query.unlock_token) } : {}),
    ...(one(query.reset_password_token) ? { reset: one(query.reset_password_token) } : {}),
    ...(one(query.confirmation_token) ? { confirmation: one(query.confirmation_token) } : {}),
  };
  return (
    <section className={styles.page} aria-labelledby="auth-page-title">
      <h1 id="auth-page-title">{t(`${GROUP[kind]}.title`)}</h1>
      <AuthPageForm kind={kind} tokens={tokens} />
    </section>
  );
}
