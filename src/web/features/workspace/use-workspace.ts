import { useEffect, useState } from 'react';
import type { GenerateResponse } from '../../../core/api/generate.js';
import type { HistoryItem } from '../../../core/api/history.js';
import { isNoWebhookMessage } from '../../../core/api/no-webhook.js';
import { ASSISTANTS } from '../../../core/assistants/catalogue.js';
import type { AssistantId } from '../../../core/assistants/ids.js';
import type { FormValues } from '../../../core/assistants/types.js';
import { ApiError, errorText } from '../../lib/api.js';
import { getSessionId } from '../../lib/session-id.js';
import { toast } from '../../lib/use-toast.js';
import { setActiveAssistant } from '../../lib/workspace-state.js';
import { useGenerate, useRevise } from './api/generate.js';
import type { ResultsTab } from './components/results-panel.js';
import { leadViewFromContent } from './lib/lead-view.js';
import {
  contentResult,
  leadsResult,
  resultFromHistoryItem,
  revisableContent,
} from './lib/results.js';
import type { WorkspaceResult } from './lib/results.js';
import { useWorkspaceResults } from './use-workspace-results.js';

/** A 401 already said "Session expired" and went to the sign-in page. */
const isSessionExpiry = (error: unknown) => error instanceof ApiError && error.status === 401;

function failed(title: string, error: unknown, fallback: string) {
  if (isSessionExpiry(error)) return;
  toast({ title, description: errorText(error, fallback), variant: 'destructive' });
}

/** Generated answer -> what the results panel shows, and the toast that announces it. */
function resultOf(
  assistantType: AssistantId,
  data: GenerateResponse,
  formData: FormValues,
): { result: WorkspaceResult; title: string; description: string } {
  if ('leads' in data) {
    const { summary, leads } = data;
    return {
      result: leadsResult({ summary, leads }, formData),
      title: 'Leads generated',
      description: `Found ${summary.total} leads.`,
    };
  }
  if (assistantType === 'lead-generator') {
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

/** The workspace's state and actions: generate, revise, load from history. */
export function useWorkspace(active: AssistantId, companyId: string | undefined) {
  const results = useWorkspaceResults(active);
  const generate = useGenerate();
  const revise = useRevise();
  const [tab, setTab] = useState<ResultsTab>('content');
  const [revisionText, setRevisionText] = useState('');
  // The assistant whose generation was refused for want of a webhook (explained in the panel).
  const [noWebhook, setNoWebhook] = useState<AssistantId | null>(null);
  const [shownFor, setShownFor] = useState(active);
  if (shownFor !== active) {
    // Another assistant: start on its content tab with an empty revision box.
    setShownFor(active);
    setTab('content');
    setRevisionText('');
    setNoWebhook(null);
  }

  // A call still running for the previous assistant must not land on this one.
  const { reset: resetGenerate } = generate;
  const { reset: resetRevise } = revise;
  useEffect(() => {
    resetGenerate();
    resetRevise();
  }, [active, resetGenerate, resetRevise]);

  const onGenerate = (formData: FormValues) => {
    const assistantType = active;
    setTab('content');
    setNoWebhook(null);
    generate.mutate(
      { assistantType, formData, sessionId: getSessionId(companyId) },
      {
        onSuccess: (data) => {
          const { result, title, description } = resultOf(assistantType, data, formData);
          results.show(result);
          toast({ title, description, variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && isNoWebhookMessage(error.serverMessage ?? '')) {
            setNoWebhook(assistantType);
          }
          failed('Error generating content', error, 'Failed to generate content');
        },
      },
    );
  };

  const onRevise = () => {
    const request = revisionText.trim();
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
    revise.mutate(
      {
        assistantType: current.assistantType,
        originalContent: original,
        originalFormData: current.formData,
        revisionRequest: request,
        sessionId: getSessionId(companyId),
      },
      {
        onSuccess: (data) => {
          results.show(
            contentResult(current.assistantType, data.content, current.formData, original),
          );
          setRevisionText('');
          toast({
            title: 'Content revised',
            description: 'Your content has been updated.',
            variant: 'success',
          });
        },
        onError: (error) => failed('Error revising content', error, 'Failed to revise content'),
      },
    );
  };

  const onLoad = (item: HistoryItem) => {
    results.load(resultFromHistoryItem(item));
    setActiveAssistant(item.assistantType);
    setTab('content');
    toast({
      title: 'Content loaded',
      description: `${ASSISTANTS[item.assistantType].displayName} content loaded from your history.`,
      variant: 'success',
    });
  };

  return {
    result: results.result,
    noWebhook: noWebhook === active,
    seed: results.seed,
    loading: generate.isPending || revise.isPending,
    revising: revise.isPending,
    tab,
    setTab,
    revisionText,
    setRevisionText,
    onGenerate,
    onRevise,
    onLoad,
  };
}
