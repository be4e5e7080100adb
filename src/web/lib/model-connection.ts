import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ModelConnectionAnswer,
  ModelConnectionBody,
  ModelConnectionTestResult,
} from '@core/api/model-connection.js';
import { PLATFORM_COMPANY_ID } from '@core/roles.js';
import { apiRequest, getFrom } from './api.js';
import { invalidateEnabledAssistants, queryKeys } from './query-keys.js';

/**
 * Where a model connection is kept (decision 058), shared by Company Settings, the operator's
 * dashboard and the webhook pages (whether a model applies): the API address and whose it is.
 * The signed-in admin's company (`/api/admin/model-connection`) and a named company
 * (`/api/admin/companies/{companyId}/model-connection`) serve the same row, so both are cached
 * under the company's id (decision 022).
 */
export interface ModelConnectionScope {
  url: string;
  /** A company's id, or `PLATFORM_MODEL` for the platform default. */
  owner: string;
}

/** The platform default's cache owner: never a company id (those have no colon). */
export const PLATFORM_MODEL = ':platform';

/** The operator's own company keeps no connection of its own: its is the platform default. */
const ownerOf = (companyId: string) =>
  companyId === PLATFORM_COMPANY_ID ? PLATFORM_MODEL : companyId;

export const modelConnectionScopes = {
  /** The admin's own company (the page's `company` parameter is kept on the call). */
  own: (companyId: string): ModelConnectionScope => ({
    url: '/api/admin/model-connection',
    owner: ownerOf(companyId),
  }),
  /** A given company (its admins, operator staff). */
  company: (companyId: string): ModelConnectionScope => ({
    url: `/api/admin/companies/${encodeURIComponent(companyId)}/model-connection`,
    owner: ownerOf(companyId),
  }),
  /** The platform default (operator staff). */
  platform: (): ModelConnectionScope => ({
    url: '/api/platform-admin/model-connection',
    owner: PLATFORM_MODEL,
  }),
};

/** GET: the connection set at this level and the one that applies. */
export const modelConnectionQuery = (scope: ModelConnectionScope) =>
  queryOptions({
    queryKey: queryKeys.modelConnection(scope.owner),
    queryFn: getFrom<ModelConnectionAnswer>(scope.url),
  });

export function useModelConnection(scope: ModelConnectionScope) {
  return useQuery(modelConnectionQuery(scope));
}

const isAnswer = (value: unknown): value is ModelConnectionAnswer =>
  typeof value === 'object' && value !== null && 'own' in value && 'effective' in value;

/**
 * After a save or a removal: the answer (when it is the connection's) becomes the cached one.
 * Which way assistants run follows from whether a connection applies, so the company's ways are
 * read again; a change to the platform default changes both for every company without its own.
 */
function modelConnectionChanged(client: QueryClient, scope: ModelConnectionScope, answer: unknown) {
  const key = queryKeys.modelConnection(scope.owner);
  if (isAnswer(answer)) client.setQueryData(key, answer);
  else void client.invalidateQueries({ queryKey: key });
  // An assistant on a model needs no webhook: which ones members may use can change.
  void invalidateEnabledAssistants(client);
  if (scope.owner === PLATFORM_MODEL) {
    void client.invalidateQueries({
      queryKey: ['model-connection'],
      predicate: (query) => query.queryKey[1] !== PLATFORM_MODEL,
    });
    void client.invalidateQueries({ queryKey: ['runs-on'] });
  } else {
    void client.invalidateQueries({ queryKey: queryKeys.runsOn(scope.owner) });
  }
}

/** PUT the connection; an empty or absent key keeps the stored one. */
export function useSaveModelConnection(scope: ModelConnectionScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ModelConnectionBody) => apiRequest<unknown>('PUT', scope.url, body),
    onSuccess: (answer) => modelConnectionChanged(client, scope, answer),
  });
}

/** DELETE the connection set at this level. */
export function useRemoveModelConnection(scope: ModelConnectionScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('DELETE', scope.url),
    onSuccess: (answer) => modelConnectionChanged(client, scope, answer),
  });
}

/**
 * POST …/test: the form's unsaved values, or nothing to test the stored connection. A plain
 * function: the result belongs to the card that asked, not to the cache.
 */
export function testModelConnection(
  scope: ModelConnectionScope,
  body: Partial<ModelConnectionBody>,
): Promise<ModelConnectionTestResult> {
  return apiRequest<ModelConnectionTestResult>('POST', `${scope.url}/test`, body);
}
