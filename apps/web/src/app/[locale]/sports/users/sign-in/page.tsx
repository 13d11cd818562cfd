import type { Metadata } from 'next';
import { AuthPage, type AuthPageProps, authPageMetadata } from '../../../../../auth/auth-page';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return authPageMetadata('sign-in', props);
}

/** Spec §2.1 /users/sign-in. */
export default function SignInPage(props: AuthPageProps) {
  return <AuthPage kind="sign-in" {...props} />;
}
