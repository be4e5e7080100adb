import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Destination, DestinationInput, DestinationTestResult } from '@core/api/publishing.js';
import { apiRequest, getFrom } from '../../../lib/api.js';

const destinationsUrl = (companyId: string) =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/destinations`;

/** A company's destinations (admin view); only this card reads or changes them. */
const destinationsKey = (companyId: string) => ['destinations', companyId] as const;

const destinationsQuery = (companyId: string) =>
  queryOptions({
    queryKey: destinationsKey(companyId),
    queryFn: getFrom<{ destinations: Destination[] }>(destinationsUrl(companyId)),
    select: (data) => data.destinations,
  });

/** GET a company's destinations (its admins, operator staff). */
export function useDestinations(companyId: string) {
  return useQuery(destinationsQuery(companyId));
}

/** POST (no `id`) or PUT one destination; the list is read again afterwards. */
export function useSaveDestination(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: DestinationInput }) =>
      id === null
        ? apiRequest<Destination>('POST', destinationsUrl(companyId), input)
        : apiRequest<Destination>('PUT', `${destinationsUrl(companyId)}/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: destinationsKey(companyId) }),
  });
}

export function useDeleteDestination(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${destinationsUrl(companyId)}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: destinationsKey(companyId) }),
  });
}

/** POST .../{id}/test: what the destination answered to a sample text. */
export function testDestination(companyId: string, id: number): Promise<DestinationTestResult> {
  return apiRequest<DestinationTestResult>('POST', `${destinationsUrl(companyId)}/${id}/test`);
}
