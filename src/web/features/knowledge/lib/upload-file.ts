import { KNOWLEDGE_FILE_TOO_LARGE, type KnowledgeDocument } from '@core/api/knowledge.js';
import { ApiError, sessionExpired, withCompany } from '../../../lib/api.js';
import { KNOWLEDGE_URL } from '../knowledge-api.js';

/** The `message` of a JSON error answer, else the text itself (or null when empty). */
function messageOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text as it came.
  }
  return text.trim() || null;
}

/**
 * `POST /api/admin/knowledge` as multipart/form-data (field `file`), through XMLHttpRequest so
 * the bytes sent can be shown (`onProgress`, 0 to 1). Sent like `apiRequest` sends: the session
 * cookie, the page's `company` parameter, and the page's Origin (the server's CSRF check).
 */
export function uploadKnowledgeFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<KnowledgeDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withCompany(KNOWLEDGE_URL));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(text) as KnowledgeDocument);
        } catch {
          reject(new Error('The server gave an answer that could not be read.'));
        }
        return;
      }
      if (xhr.status === 401) {
        reject(sessionExpired());
        return;
      }
      // A 413 may come from the body limit, in the framework's words: the library's are clearer.
      const serverMessage = xhr.status === 413 ? KNOWLEDGE_FILE_TOO_LARGE : messageOf(text);
      reject(new ApiError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, serverMessage));
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server. Try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
