import { Check, Lock, MessageSquareWarning, Send, Users } from 'lucide-react';
import { useState } from 'react';
import type { HistoryItem } from '@core/api/history.js';
import { EDITED_AFTER_APPROVAL } from '@core/api/reviews.js';
import { Button } from '../../../../components/ui/button.js';
import { errorText } from '../../../../lib/api.js';
import { toast } from '../../../../lib/use-toast.js';
import { decide, setVisibility, type ReviewOutcome } from '../api.js';
import { editedAfterApproval } from '../../../../lib/review-status.js';
import { RequestChangesDialog } from './request-changes-dialog.js';
import { StatusBadge } from '../../../../components/review-status-badge.js';
import { SubmitDialog } from './submit-dialog.js';
import { PublishEntry, PublishedLink } from '../../publishing/publish-entry.js';

interface ReviewBarProps {
  item: HistoryItem;
  /** The signed-in user wrote it (the only one who edits, submits and shares it). */
  mine: boolean;
  /** The signed-in user may decide: a named reviewer or a company admin, never the author. */
  mayDecide: boolean;
  /** The author or a company admin: may publish it (docs/product.md#publishing). */
  mayPublish?: boolean;
  /** The item as the server answered it (shown from now on). */
  onItem: (item: HistoryItem) => void;
}

/**
 * Above a kept text (docs/product.md#review): its status, and what the signed-in user may do
 * with it: the author submits it for review and shares it with the team; a reviewer approves it
 * or asks for changes. A change refused because the text moved on shows why, and the text now.
 */
export function ReviewBar({ item, mine, mayDecide, mayPublish, onItem }: ReviewBarProps) {
  const [submitting, setSubmitting] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  /** Takes the server's answer: the changed item, or the newer one with the reason. */
  const settle = (outcome: ReviewOutcome, done: string, description: string) => {
    if ('conflict' in outcome) {
      setMessage(outcome.conflict.message);
      onItem(outcome.conflict.item);
      return false;
    }
    setMessage('');
    onItem(outcome.item);
    toast({ title: done, description, variant: 'success' });
    return true;
  };

  const send = async (decision: 'approve' | 'request_changes', note?: string) => {
    setBusy(true);
    try {
      const outcome = await decide(item.id, { decision, note, version: item.version });
      const approved = decision === 'approve';
      settle(
        outcome,
        approved ? 'Approved' : 'Changes requested',
        approved
          ? `Version ${item.version} is approved.`
          : `${item.author.username} is asked to change the text.`,
      );
      setRequesting(false);
      return null;
    } catch (error) {
      const text = errorText(error, 'The decision could not be sent.');
      setMessage(text);
      return text;
    } finally {
      setBusy(false);
    }
  };

  const share = async () => {
    const visibility = item.visibility === 'team' ? 'private' : 'team';
    setBusy(true);
    try {
      onItem(await setVisibility(item.id, visibility));
      setMessage('');
      toast({
        title: visibility === 'team' ? 'Shared with your team' : 'Made private',
        description:
          visibility === 'team'
            ? 'Everyone in your company can read this text.'
            : 'Only you and its reviewers can read this text.',
        variant: 'success',
      });
    } catch (error) {
      setMessage(errorText(error, 'The sharing could not be changed.'));
    } finally {
      setBusy(false);
    }
  };

  const canSubmit = mine && (item.status === 'draft' || item.status === 'changes_requested');
  const reviewers = item.reviewers.map((r) => r.username).join(', ');
  return (
    <section
      aria-label="Review"
      className="mb-3 flex flex-col gap-2 rounded-lg border bg-muted/30 p-2"
      data-testid="review-bar"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={item.status} item={item} />
        <span className="text-xs text-muted-foreground">
          {item.visibility === 'team' ? 'Shared with your team' : 'Private'}
          {mine ? '' : ` · by ${item.author.username}`}
          {reviewers && item.status !== 'draft' ? ` · Reviewers: ${reviewers}` : ''}
        </span>
        <PublishedLink url={item.publishedUrl} />
        <div className="ml-auto flex flex-wrap gap-1">
          {canSubmit && (
            <Button type="button" size="sm" onClick={() => setSubmitting(true)} disabled={busy}>
              <Send aria-hidden="true" />
              Submit for review
            </Button>
          )}
          {mine && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void share()}
            >
              {item.visibility === 'team' ? (
                <Lock aria-hidden="true" />
              ) : (
                <Users aria-hidden="true" />
              )}
              {item.visibility === 'team' ? 'Make private' : 'Share with team'}
            </Button>
          )}
          {mayPublish && <PublishEntry item={item} disabled={busy} onItem={onItem} />}
          {mayDecide && item.status === 'in_review' && (
            <>
              <Button type="button" size="sm" disabled={busy} onClick={() => void send('approve')}>
                <Check aria-hidden="true" />
                Approve
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => setRequesting(true)}
              >
                <MessageSquareWarning aria-hidden="true" />
                Request changes
              </Button>
            </>
          )}
        </div>
      </div>
      {editedAfterApproval(item) && (
        <p className="text-sm text-warning-foreground" data-testid="edited-after-approval">
          {EDITED_AFTER_APPROVAL}
        </p>
      )}
      {message && (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
      {mine && (
        <SubmitDialog
          item={item}
          open={submitting}
          onOpenChange={setSubmitting}
          onDone={(outcome) => {
            if (
              settle(
                outcome,
                'Submitted for review',
                'The reviewers are told, and can comment, approve or ask for changes.',
              )
            ) {
              setSubmitting(false);
            }
          }}
        />
      )}
      {mayDecide && (
        <RequestChangesDialog
          open={requesting}
          onOpenChange={setRequesting}
          onSend={(note) => send('request_changes', note)}
        />
      )}
    </section>
  );
}
