import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/api/auth.js';
import { apiRequest } from '../../../lib/api.js';
import { ME_KEY } from '../../../lib/auth.js';
import { NEW_USER_COUNT_KEY } from './new-user-count.js';

/** POST /api/admin/mark-usage-reports-viewed; the badge starts counting again from now. */
export function useMarkUsageReportsViewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ lastViewedUsageReports: string }>(
        'POST',
        '/api/admin/mark-usage-reports-viewed',
      ),
    onSuccess: async ({ lastViewedUsageReports }) => {
      client.setQueryData<User | null>(ME_KEY, (me) =>
        me ? { ...me, lastViewedUsageReports } : me,
      );
      await client.invalidateQueries({ queryKey: NEW_USER_COUNT_KEY });
    },
  });
}
