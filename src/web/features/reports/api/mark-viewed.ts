import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@core/api/auth.js';
import { apiRequest } from '../../../lib/api.js';
import { ME_KEY } from '../../../lib/auth.js';

/**
 * POST /api/admin/mark-usage-reports-viewed. The badge counts from the signed-in user's
 * lastViewedUsageReports, so setting it here resets the badge without another call.
 */
export function useMarkUsageReportsViewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ lastViewedUsageReports: string }>(
        'POST',
        '/api/admin/mark-usage-reports-viewed',
      ),
    onSuccess: ({ lastViewedUsageReports }) => {
      client.setQueryData<User | null>(ME_KEY, (me) =>
        me ? { ...me, lastViewedUsageReports } : me,
      );
    },
  });
}
