import type { Metadata } from 'next';
import { AuthPage, type AuthPageProps, authPageMetadata } from '@/features/auth/server';
import { privateMetadata } from '@/lib/site/metadata';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return privateMetadata('confirmation', props.params, authPageMetadata('confirmation', props));
}

/** Spec §2.1 /users/confirmation. */
export default function ConfirmationPage(props: AuthPageProps) {
  return <AuthPage kind="confirmation" {...props} />;
}
