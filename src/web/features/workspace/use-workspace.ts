import { useQueryClient } from '@tanstack/react-query';
import type { HistoryItem } from '@core/api/history.js';
import { isNoWebhookMessage } from '@core/api/no-webhook.js';
import { ASSISTANT_ENTRIES, producesLeads, type AssistantId } from '@core/assistants/ids.js';
import type { FormValues } from '@core/assistants/types.js';
import { ApiError, errorText } from '../../lib/api.js';
import { useAuth } from '../../lib/auth.js';
import { getSessionId } from '../../lib/session-id.js';
import { toast } from '../../lib/use-toast.js';
import { openAssistant } from '../../lib/active-assistant.js';
import type { DoneEvent } from '@core/api/generation-events.js';
import { invalidateHistory } from './api/history.js';
import type { JobProgressInfo } from './components/job-progress.js';
import type { JobRecord } from './jobs/job-records.js';
import { useGenerationJob } from './jobs/use-generation-job.js';
import { leadViewFromContent } from './lib/lead-view.js';
import {
  contentResult,
  leadsResult,
  resultFromHistoryItem,
  revisableContent,
} from './lib/results.js';
import type { WorkspaceResult } from './lib/results.js';
import { useLastResult } from './use-last-result.js';
import { useWorkspaceResults } from './use-workspace-results.js';
import { useGenerationOptions } from './options/use-generation-options.js';

/** A 401 already said "Session expired" and went to the sign-in page. */
const isSessionExpiry = (error: unknown) => error instanceof ApiError && error.status === 401;

function failed(title: string, error: unknown, fallback: string) {
  if (isSessionExpiry(error)) return;
  toast({ title, description: errorText(error, fallback), variant: 'destructive' });
}

/** Generated answer -> what the results panel shows, and the toast that announces it. */
function resultOf(
  assistantType: AssistantId,
  data: DoneEvent,
  formData: FormValues,
): { result: WorkspaceResult; title: string; description: string } {
  if (!('content' in data)) {
    const { summary, leads } = data;
    return {
      result: leadsResult(assistantType, { summary, leads }, formData),
      title: 'Leads generated',
      description: `Found ${summary.total} leads.`,
    };
  }
  if (producesLeads(assistantType)) {
    const body = leadViewFromContent(data.content);
    const result = { assistantType, formData, body };
    return { result, title: 'Leads generated', description: 'Your lead search has finished.' };
  }
  return {
    result: contentResult(assistantType, data.content, formData),
    title: 'Content generated',
    description: 'Your content is ready.',
  };
}

/**
 * The workspace's state and actions: generate, revise (as jobs), load from history. Each
 * request carries the form's language and knowledge choices (`options`).
 */
export function useWorkspace(
  active: AssistantId,
  companyId: string | undefined,
  companyLanguage: string | undefined,
) {
  const client = useQueryClient();
  const username = useAuth().user?.username;
  const results = useWorkspaceResults(active);
  const { setTab, setRevisionText, setNoWebhook, setFailure } = results;

  const onDone = (record: JobRecord, data: DoneEvent) => {
    void invalidateHistory(client, { newItem: true });
    if (record.kind === 'revise') {
      const content = 'content' in data ? data.content : '';
      const revised = contentResult(
        record.assistantType,
        content,
        record.formData,
        record.original,
      );
      results.show({ ...revised, historyId: data.historyId, version: 1 });
      setRevisionText('');
      toast({
        title: 'Content revised',
        description: 'Your content has been updated.',
        variant: 'success',
      });
      return;
    }
    const shown = resultOf(record.assistantType, data, record.formData);
    results.show({ ...shown.result, historyId: data.historyId, version: 1 });
    toast({ title: shown.title, description: shown.description, variant: 'success' });
  };

  const onFailed = (
    record: Pick<JobRecord, 'assistantType' | 'kind' | 'formData'>,
    error: unknown,
  ) => {
    if (record.kind === 'revise') {
      failed('Error revising content', error, 'Failed to revise content');
      return;
    }
    const message = error instanceof ApiError ? (error.serverMessage ?? '') : errorText(error, '');
    if (isNoWebhookMessage(message)) setNoWebhook(record.assistantType);
    else if (!isSessionExpiry(error)) {
      // The panel keeps the failure (the toast goes), with the inputs to try again with.
      const { assistantType, formData } = record;
      setFailure({
        assistantType,
        formData,
        message: errorText(error, 'Failed to generate content'),
      });
    }
    failed('Error generating content', error, 'Failed to generate content');
  };

  const onStopped = (record: JobRecord, kept: { historyId: number; content: string }) => {
    void invalidateHistory(client, { newItem: true });
    const { assistantType, formData } = record;
    const stopped = contentResult(assistantType, kept.content, formData);
    results.show({ ...stopped, stopped: true, historyId: kept.historyId, version: 1 });
    toast({
      title: 'Generation stopped',
      description: 'The text written so far is kept in your history.',
      variant: 'success',
    });
  };

  const scope = companyId && username ? `${companyId}.${username}` : null;
  const options = useGenerationOptions(scope, companyLanguage);
  const job = useGenerationJob(active, scope, { onDone, onFailed, onStopped });
  const running = job.run?.record.assistantType === active ? job.run : null;

  const onGenerate = (formData: FormValues) => {
    setTab('content');
    setNoWebhook(null);
    setFailure(null);
    void job.start(
      {
        assistantType: active,
        formData,
        sessionId: getSessionId(companyId),
        ...options.bodyFor(active),
      },
      { kind: 'generate', formData },
    );
  };

  const onRevise = () => {
    const request = results.revisionText.trim();
    if (!request) {
      toast({
        title: 'Revision text required',
        description: "Please describe what changes you'd like to make.",
        variant: 'destructive',
      });
      return;
    }
    const current = results.result;
    const original = revisableContent(current);
    if (!current || !original || Object.keys(current.formData).length === 0) {
      toast({
        title: 'No content to revise',
        description: 'Generate content first, then ask for a revision.',
        variant: 'destructive',
      });
      return;
    }
    setTab('content');
    void job.start(
      {
        action: 'revise',
        assistantType: current.assistantType,
        originalContent: original,
        originalFormData: current.formData,
        revisionRequest: request,
        sessionId: getSessionId(companyId),
        ...options.bodyFor(current.assistantType),
      },
      { kind: 'revise', formData: current.formData, original },
    );
  };

  /** An edit of the shown result was saved (or a version restored): it is the result now. */
  const onEdited = (content: string, version: number) => {
    const current = results.result;
    if (!current || current.body.kind !== 'content') return;
    // A rewrite may have been sent more knowledge: the Sources are read again for this version.
    const { sources: _earlier, ...rest } = current;
    results.show({ ...rest, body: { kind: 'content', content }, version });
    void invalidateHistory(client);
  };

  const onLoad = (item: HistoryItem) => {
    results.load(resultFromHistoryItem(item));
    // Its inputs fill the form, and the language it was written in the Language choice.
    if (item.language) options.optionsFor(item.assistantType)?.setLanguage(item.language);
    openAssistant(item.assistantType);
    setTab('content');
    toast({
      title: 'Content loaded',
      description: `${ASSISTANT_ENTRIES[item.assistantType].displayName} content loaded from your history.`,
      variant: 'success',
    });
  };

  const loading = job.starting !== null || running !== null;
  const failure = results.failure?.assistantType === active ? results.failure : null;
  const noWebhook = results.noWebhook === active;
  useLastResult({
    active,
    scope,
    result: results.result,
    busy: loading || failure !== null || noWebhook,
    show: results.show,
  });

  const progress: JobProgressInfo | null = running && {
    text: running.text,
    since: running.record.startedAt,
    stopping: running.stopping,
    onStop: () => void job.stop(),
  };

  return {
    result: results.result,
    noWebhook,
    seed: results.seed,
    loading,
    revising: (running?.record ?? job.starting)?.kind === 'revise',
    job: progress,
    tab: results.tab,
    setTab,
    revisionText: results.revisionText,
    setRevisionText,
    failure,
    onGenerate,
    onRevise,
    onLoad,
    onEdited,
    options,
  };
}
