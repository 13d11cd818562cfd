import type { Metadata } from 'next';
import { AuthPage, type AuthPageProps, authPageMetadata } from '@/features/auth/server';
import { privateMetadata } from '@/lib/site/metadata';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return privateMetadata('sign_in', props.params, authPageMetadata('sign-in', props));
}

/** Spec §2.1 /users/sign-in. */
export default function SignInPage(props: AuthPageProps) {
  return <AuthPage kind="sign-in" {...props} />;
}
