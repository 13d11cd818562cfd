import type { Metadata } from 'next';
import { AuthPage, type AuthPageProps, authPageMetadata } from '@/features/auth/server';
import { privateMetadata } from '@/lib/site/metadata';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return privateMetadata('password_edit', props.params, authPageMetadata('password-edit', props));
}

/** Spec §2.1 /users/password/edit. */
export default function PasswordEditPage(props: AuthPageProps) {
  return <AuthPage kind="password-edit" {...props} />;
}
