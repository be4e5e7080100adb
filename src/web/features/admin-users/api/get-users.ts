import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../core/api/admin-users.js';

export const USERS_KEY = ['/api/admin/users'] as const;

/** GET /api/admin/users: the users this admin manages (refetched after each change made here). */
export function useUsers() {
  return useQuery<AdminUser[]>({ queryKey: USERS_KEY });
}
