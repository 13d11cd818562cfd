import type { Metadata } from 'next';
import { AuthPage, type AuthPageProps, authPageMetadata } from '../../../../../../auth/auth-page';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return authPageMetadata('password-edit', props);
}

/** Spec §2.1 /users/password/edit. */
export default function PasswordEditPage(props: AuthPageProps) {
  return <AuthPage kind="password-edit" {...props} />;
}
