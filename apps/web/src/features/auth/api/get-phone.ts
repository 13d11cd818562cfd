import type { PhoneVerification } from '@sportsbook/contract/entities/phone-verification';
import { getPhone } from '@sportsbook/contract/platform/account-calls';
import { queryOptions } from '@tanstack/react-query';
import { sessionCall } from '@/lib/player/session-actions';

/**
 * The player's phone and where its verification stands (GET /platform/users/phone): read each time the
 * verification opens, since a code sent or a number verified elsewhere changes it.
 */
export function getPhoneOptions(locale: string) {
  return queryOptions({
    queryKey: ['phone', locale] as const,
    queryFn: (): Promise<PhoneVerification> => sessionCall(getPhone, { locale }),
    staleTime: 0,
    gcTime: 0,
    meta: { where: 'reading the phone verification' },
  });
}
