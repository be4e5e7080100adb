import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';
import { USERS_KEY } from './get-users.js';

/** POST /api/admin/users/{id}/reset-password; the user must then change it (a report event). */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: number; newPassword: string }) =>
      apiRequest('POST', `/api/admin/users/${id}/reset-password`, { newPassword }),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return client.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}
