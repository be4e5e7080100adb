import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  KnowledgeDocument,
  KnowledgePage,
  KnowledgePatch,
  KnowledgeSource,
} from '@core/api/knowledge.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { apiRequest } from '../../lib/api.js';

/** The company's knowledge library (docs/product.md#knowledge-library). */
export const KNOWLEDGE_URL = '/api/admin/knowledge';
const PAGE_SIZE = 50;
/** While a document is being read, the list is asked again this often. */
const POLL_MS = 2_000;

interface KnowledgePassages {
  document: KnowledgeDocument;
  passages: { id: number; position: number; text: string }[];
}

/** Decision 022: a key names its resource first. */
const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: (q: string) => ['knowledge', 'list', { q }] as const,
  document: (id: number) => ['knowledge', 'document', id] as const,
  passages: (id: number) => ['knowledge', 'passages', id] as const,
  search: (q: string, assistantType: AssistantId | null) =>
    ['knowledge', 'search', { q, assistantType }] as const,
};

/** Anything about the library changed: the list, its totals, passages and searches are read again. */
export function invalidateKnowledge(client: QueryClient) {
  return client.invalidateQueries({ queryKey: knowledgeKeys.all });
}

/** The library, newest first, a page at a time; polled while any document is processing. */
export function useKnowledgeList(q: string) {
  const query = useInfiniteQuery({
    queryKey: knowledgeKeys.list(q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<KnowledgePage>('GET', `${KNOWLEDGE_URL}?${params.toString()}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.documents.some((doc) => doc.status === 'processing'),
      )
        ? POLL_MS
        : false,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    documents: pages.flatMap((page) => page.documents),
    first: pages[0],
    loadingMore: query.isFetchingNextPage,
  };
}

/** `POST` JSON `{url, title?}`: a web page, fetched once by the server. */
export function useAddKnowledgePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; title?: string }) =>
      apiRequest<KnowledgeDocument>('POST', KNOWLEDGE_URL, body),
    onSuccess: () => invalidateKnowledge(client),
  });
}

export function useUpdateKnowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: KnowledgePatch }) =>
      apiRequest<KnowledgeDocument>('PATCH', `${KNOWLEDGE_URL}/${id}`, patch),
    onSuccess: () => invalidateKnowledge(client),
  });
}

export function useDeleteKnowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${KNOWLEDGE_URL}/${id}`),
    onSuccess: () => invalidateKnowledge(client),
  });
}

/** One document as it is now, asked again while it is being read; `id` null: nothing asked. */
export function useKnowledgeDocument(id: number | null) {
  return useQuery({
    queryKey: knowledgeKeys.document(id ?? 0),
    queryFn: () => apiRequest<KnowledgeDocument>('GET', `${KNOWLEDGE_URL}/${id}`),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? POLL_MS : false),
  });
}

/** A document and the passages its text was cut into; `id` null: nothing asked. */
export function useKnowledgePassages(id: number | null) {
  return useQuery({
    queryKey: knowledgeKeys.passages(id ?? 0),
    queryFn: () => apiRequest<KnowledgePassages>('GET', `${KNOWLEDGE_URL}/${id}/passages`),
    enabled: id !== null,
    staleTime: 0,
    // A document still being read gets its passages in a moment.
    refetchInterval: (query) =>
      query.state.data?.document.status === 'processing' ? POLL_MS : false,
  });
}

/** What a generation with these words (for this assistant) would be sent; '' asks nothing. */
export function useKnowledgeSearch(q: string, assistantType: AssistantId | null) {
  return useQuery({
    queryKey: knowledgeKeys.search(q, assistantType),
    queryFn: () => {
      const params = new URLSearchParams({ q });
      if (assistantType) params.set('assistantType', assistantType);
      return apiRequest<{ passages: KnowledgeSource[] }>(
        'GET',
        `${KNOWLEDGE_URL}/search?${params.toString()}`,
      );
    },
    enabled: q !== '',
    staleTime: 0,
  });
}
