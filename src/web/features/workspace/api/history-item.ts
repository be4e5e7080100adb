import type { HistoryItem } from '@core/api/history.js';
import { apiRequest } from '../../../lib/api.js';

/** GET /api/history/{id}: one of the user's items (a 404 when it was deleted). */
export const fetchHistoryItem = (id: number) =>
  apiRequest<HistoryItem>('GET', `/api/history/${id}`);
