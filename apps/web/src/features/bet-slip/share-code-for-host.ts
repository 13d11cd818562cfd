import { reportError } from '@/lib/errors/report';
import { getSlip, setShareNotFound } from './slip-store';

/**
 * Restores a share code the host page sent (spec §7.4 applyBetCode) into the slip, in the slip's currency; a code
 * that cannot be read says so in the slip. The share-code calls load only when a host sends one.
 */
export async function restoreShareCodeForHost(code: string, locale: string): Promise<void> {
  const { restoreShareCode } = await import('./share-code');
  const { ticket } = getSlip();
  await restoreShareCode(code, { code: ticket.currency, subunits: ticket.subunits }, locale).catch(
    (error: unknown) => {
      reportError(error, { where: 'restoring a shared slip for the host' });
      setShareNotFound('link-try-later');
    },
  );
}
