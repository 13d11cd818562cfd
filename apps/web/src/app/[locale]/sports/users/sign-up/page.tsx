import type { Metadata } from 'next';
import { AuthPage, type AuthPageProps, authPageMetadata } from '@/features/auth/server';
import { privateMetadata } from '@/lib/site/metadata';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return privateMetadata('sign_up', props.params, authPageMetadata('sign-up', props));
}

/** Spec §2.1 /users/sign-up. */
export default function SignUpPage(props: AuthPageProps) {
  return <AuthPage kind="sign-up" {...props} />;
}
