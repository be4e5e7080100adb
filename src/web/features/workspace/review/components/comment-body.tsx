import { mentionParts } from '../lib/threads.js';

/** A comment's text as plain text (never HTML), its `@username` mentions highlighted. */
export function CommentBody({ body }: { body: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap" data-testid="comment-body">
      {mentionParts(body).map((part, i) =>
        part.mention ? (
          <span key={i} className="rounded-sm bg-primary/10 px-0.5 font-medium text-primary">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
