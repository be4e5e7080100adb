import { CheckCircle2, FileUp, Loader2, X, XCircle } from 'lucide-react';
import type { KnowledgeDocument } from '@core/api/knowledge.js';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { KNOWLEDGE_ACCEPT } from '../lib/file-check.js';
import { formatBytes, formatCount } from '../lib/format.js';
import type { Upload } from '../lib/use-uploads.js';
import { useKnowledgeDocument } from '../knowledge-api.js';

interface UploadZoneProps {
  uploads: Upload[];
  onFiles: (files: File[]) => void;
  onDismiss: (key: number) => void;
  onClearFinished: () => void;
}

/**
 * Files by drop or by the picker (the drop zone is a button that opens it), several at once,
 * each listed with its progress, or why it was refused.
 */
export function UploadZone({ uploads, onFiles, onDismiss, onClearFinished }: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  const finished = uploads.some((u) => u.state !== 'uploading');
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={cn(
          'flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed',
          'p-6 text-center transition-colors hover:bg-accent focus-visible:ring-2',
          'focus-visible:ring-ring focus-visible:outline-none',
          over && 'border-primary bg-accent',
        )}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-describedby="knowledge-upload-hint"
      >
        <FileUp aria-hidden className="size-8 text-primary" />
        <span className="font-medium">Drop files here, or choose files</span>
        <span id="knowledge-upload-hint" className="text-xs text-muted-foreground">
          PDF, Word (.docx), Markdown or plain text, up to 20 MB each
        </span>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={KNOWLEDGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose files to add to the library"
        data-testid="knowledge-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after a refusal.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      {uploads.length > 0 && (
        <div className="space-y-2">
          <ul className="space-y-2" aria-label="Uploads">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} onDismiss={() => onDismiss(upload.key)} />
            ))}
          </ul>
          {finished && (
            <Button type="button" variant="ghost" size="sm" onClick={onClearFinished}>
              Clear finished uploads
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const percent = Math.round(upload.progress * 100);
  const { data: doc } = useKnowledgeDocument(upload.state === 'done' ? upload.documentId : null);
  const failed = upload.state === 'refused' || doc?.status === 'failed';
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="knowledge-upload">
      <div className="flex items-start gap-2">
        {upload.state === 'done' && !failed && doc?.status !== 'ready' && (
          <Loader2
            aria-hidden
            className="mt-0.5 size-4 shrink-0 animate-spin text-muted-foreground"
          />
        )}
        {doc?.status === 'ready' && (
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        )}
        {failed && <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />}
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium" title={upload.name}>
            {upload.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {formatBytes(upload.size)}
            {upload.state === 'uploading' && ` · Uploading ${percent}%`}
          </p>
          {upload.state === 'done' && <ReadingStatus doc={doc} />}
          {upload.state === 'uploading' && (
            <div
              role="progressbar"
              aria-label={`Uploading ${upload.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-primary transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          )}
          {upload.state === 'refused' && upload.message && (
            <p className="mt-1 text-destructive" role="alert">
              {upload.message}
            </p>
          )}
        </div>
        {upload.state !== 'uploading' && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            aria-label={`Dismiss ${upload.name}`}
            onClick={onDismiss}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
    </li>
  );
}

/** What became of a sent file: still being read, ready with its passages, or why it failed. */
function ReadingStatus({ doc }: { doc: KnowledgeDocument | undefined }) {
  const [text, tone] =
    doc?.status === 'ready'
      ? [`Ready: ${formatCount(doc.passages)} ${doc.passages === 1 ? 'passage' : 'passages'}`, '']
      : doc?.status === 'failed'
        ? [`Not read: ${doc.error ?? 'The document could not be read.'}`, 'text-destructive']
        : ['Uploaded: it is being read now', 'text-muted-foreground'];
  return (
    <p role="status" className={cn('text-xs', tone)} data-testid="knowledge-upload-status">
      {text}
    </p>
  );
}
