import type { Metadata } from 'next';
import { PlainErrorRoute, plainErrorMetadata } from '@/composition/error-pages/reduced-error-route';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainErrorMetadata('locked', (await params).locale);
}

/**
 * Locked (spec §2.3): the visitor is not authorised (an account locked for the product, a player outside the
 * status group the operator requires, spec §6). In the reduced shell, with the way back to the sports home.
 */
export default async function LockedPage({ params }: Props) {
  return <PlainErrorRoute page="locked" locale={(await params).locale} />;
}
