import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_COMMENT_BODY } from '@core/api/reviews.js';
import { Button } from '../../../../components/ui/button.js';
import { FormError } from '../../../../components/ui/form-error.js';
import { Label } from '../../../../components/ui/label.js';
import { Textarea } from '../../../../components/ui/textarea.js';
import { usePeople } from '../api.js';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Sends the text; answers the server's message when it refused it. */
  onSubmit: (body: string) => Promise<string | null>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** The `@name` being typed just before the caret, if any. */
function mentionBeingTyped(text: string, caret: number): { at: number; typed: string } | null {
  const match = /(?:^|\s)@([\w.@-]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { at: caret - match[1].length - 1, typed: match[1].toLowerCase() };
}

/** A comment or reply box; typing `@` suggests the company's people to mention. */
export function CommentForm(props: CommentFormProps) {
  const [body, setBody] = useState(props.initial ?? '');
  const [caret, setCaret] = useState(0);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const typing = mentionBeingTyped(body, caret);
  const people = usePeople(typing !== null);
  const suggestions = typing
    ? (people.data ?? [])
        .filter((p) => p.username.toLowerCase().startsWith(typing.typed))
        .slice(0, 5)
    : [];

  const mention = (username: string) => {
    if (!typing) return;
    const next = `${body.slice(0, typing.at)}@${username} ${body.slice(caret)}`;
    const at = typing.at + username.length + 2;
    setBody(next);
    setCaret(at);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(at, at);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!body.trim()) return setError('Write a comment');
    setSending(true);
    const refused = await props.onSubmit(body.trim());
    setSending(false);
    if (refused) setError(refused);
    else if (props.initial === undefined) setBody('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
      <Label htmlFor={id} className="sr-only">
        {props.label}
      </Label>
      <Textarea
        id={id}
        ref={area}
        value={body}
        rows={3}
        maxLength={MAX_COMMENT_BODY}
        placeholder={`${props.label} (type @ to mention someone)`}
        autoFocus={props.autoFocus}
        onChange={(event) => {
          setBody(event.target.value);
          setCaret(event.target.selectionStart);
          setError('');
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
      {suggestions.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Mention someone">
          {suggestions.map((person) => (
            <li key={person.username}>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => mention(person.username)}
              >
                @{person.username}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        {props.onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? 'Sending...' : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
