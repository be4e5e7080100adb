import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/api.js';
import { invalidateKnowledge } from '../knowledge-api.js';
import { refusalOf } from './file-check.js';
import { uploadKnowledgeFile } from './upload-file.js';

/** One file given to the library: on its way, sent, or refused (here or by the server). */
export interface Upload {
  key: number;
  name: string;
  size: number;
  state: 'uploading' | 'done' | 'refused';
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it was refused. */
  message: string | null;
  /** The document the server made of it, once sent. */
  documentId: number | null;
}

/**
 * The files an admin dropped or picked: each refused at once when it cannot be read (kind, size,
 * empty) or sent with its progress; the server's refusal shows in its words. The library is read
 * again after each file that arrives.
 */
export function useUploads() {
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(1);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((key: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => {
        const refusal = refusalOf(file);
        const upload: Upload = {
          key: nextKey.current++,
          name: file.name,
          size: file.size,
          state: refusal ? 'refused' : 'uploading',
          progress: 0,
          message: refusal,
          documentId: null,
        };
        return { file, upload };
      });
      setUploads((list) => [...added.map((a) => a.upload), ...list]);
      for (const { file, upload } of added) {
        if (upload.state !== 'uploading') continue;
        const controller = new AbortController();
        controllers.current.add(controller);
        uploadKnowledgeFile(file, (progress) => update(upload.key, { progress }), controller.signal)
          .then(
            (document) => {
              update(upload.key, { state: 'done', progress: 1, documentId: document.id });
              void invalidateKnowledge(client);
            },
            (error: unknown) => {
              if (controller.signal.aborted) return;
              update(upload.key, {
                state: 'refused',
                message: errorText(error, 'The file could not be uploaded. Try again.'),
              });
            },
          )
          .finally(() => controllers.current.delete(controller));
      }
    },
    [client, update],
  );

  const dismiss = useCallback((key: number) => {
    setUploads((list) => list.filter((u) => u.key !== key));
  }, []);

  const clearFinished = useCallback(() => {
    setUploads((list) => list.filter((u) => u.state === 'uploading'));
  }, []);

  return { uploads, add, dismiss, clearFinished };
}
