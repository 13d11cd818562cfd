import type { Metadata } from 'next';
import { PlainErrorRoute, plainErrorMetadata } from '@/composition/error-pages/reduced-error-route';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainErrorMetadata('error', (await params).locale);
}

/**
 * /sports/500 (spec §2.1, §2.3): the generic error page in the reduced shell. It lives in a route group so the
 * sports layout (full shell, realtime connection) is not rendered around it.
 */
export default async function ErrorPageRoute({ params }: Props) {
  return <PlainErrorRoute page="error" locale={(await params).locale} />;
}
