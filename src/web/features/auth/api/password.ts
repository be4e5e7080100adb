import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.js';
import { ME_KEY } from '../../../lib/auth.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';

/**
 * POST /api/auth/change-password. The change is a report event (the figures are refetched) and
 * ends a forced change: the signed-in user is reloaded before the call counts as done.
 */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      apiRequest('POST', '/api/auth/change-password', body),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return client.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}
