import type { Metadata } from 'next';
import { AuthPage, type AuthPageProps, authPageMetadata } from '../../../../../auth/auth-page';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return authPageMetadata('sign-up', props);
}

/** Spec §2.1 /users/sign-up. */
export default function SignUpPage(props: AuthPageProps) {
  return <AuthPage kind="sign-up" {...props} />;
}
