import type { Metadata } from 'next';
import { AuthPage, type AuthPageProps, authPageMetadata } from '@/features/auth/server';
import { privateMetadata } from '@/lib/site/metadata';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return privateMetadata('password_new', props.params, authPageMetadata('password-new', props));
}

/** Spec §2.1 /users/password/new. */
export default function PasswordNewPage(props: AuthPageProps) {
  return <AuthPage kind="password-new" {...props} />;
}
