import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoryItem } from '../../../../core/api/history.js';
import { apiRequest, errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { HISTORY_KEY } from './history-api.js';

/** PUT /api/history/favorite/{id}: toggles the star, then reloads every history list. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<HistoryItem>('PUT', `/api/history/favorite/${id}`),
    onSuccess: (item) => {
      toast({
        title: 'Favorite toggled',
        description: item.isFavorite ? 'Added to favorites.' : 'Removed from favorites.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Error updating favorite',
        description: errorText(error, 'Failed to toggle favorite status'),
        variant: 'destructive',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}

/** DELETE /api/history/{id}, then reloads every history list. */
export function useDeleteHistoryItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/history/${id}`),
    onSuccess: () => {
      toast({
        title: 'Content deleted',
        description: 'The item has been removed from your history.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Error deleting content',
        description: errorText(error, 'Failed to delete history item'),
        variant: 'destructive',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
