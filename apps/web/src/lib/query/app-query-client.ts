import { reportError } from '@/lib/errors/report';
import { notify } from '@/lib/notices/notify';
import { sessionExpired } from '@/lib/player/session-actions';
import { createQueryClient } from './query-client';

/**
 * The page's one query client. Hooks pass it to useQuery / useMutation themselves rather than through a
 * provider at the root, so TanStack Query loads with the first feature that fetches (the bet list, search...)
 * and is not on the first load of a browse page (docs/adr/0024-web-state.md).
 */
export const queryClient = createQueryClient({
  signOut: () => void sessionExpired(document.documentElement.lang || 'en'),
  report: (error, context) => reportError(error, context),
  alert: (text) => notify({ kind: 'error', title: text }),
});
