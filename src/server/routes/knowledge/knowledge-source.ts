import type { FastifyRequest } from 'fastify';
import {
  KNOWLEDGE_FILE_KIND,
  KNOWLEDGE_FILE_TOO_LARGE,
  KNOWLEDGE_TITLE_MAX,
  knowledgeUrlBodySchema,
} from '@core/api/knowledge.js';
import { invalid } from '../../services/domain-error.js';
import type { NewSource } from '../../services/knowledge/add-document.js';
import { classifyUpload, MEDIA_TYPES } from '../../services/knowledge/classify-upload.js';
import { fetchPage } from '../../services/knowledge/fetch-page.js';

/** A file name's last path part. */
const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** A title from a file name: without its extension, trimmed to a title's length. */
const fileTitle = (name: string) =>
  baseName(name)
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, KNOWLEDGE_TITLE_MAX) || 'Untitled document';

/**
 * What `POST /api/admin/knowledge` was sent, read and checked: a multipart file (its kind by
 * name and content, 20 MB at most) or a web page's address, fetched. 400 with the reason
 * otherwise. `titled`: the admin gave the title (a page's own title is not used then).
 */
export async function sourceOf(
  request: FastifyRequest,
  allowHosts: readonly string[],
): Promise<NewSource & { titled: boolean }> {
  if (request.isMultipart()) {
    const file = await request.file().catch(() => undefined);
    if (!file) throw invalid('Choose a file to upload', 'file');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw invalid(KNOWLEDGE_FILE_TOO_LARGE, 'file');
      }
      throw invalid('The upload was interrupted', 'file');
    }
    const kind = await classifyUpload(file.filename, bytes);
    const given = (file.fields.title as { value?: unknown } | undefined)?.value;
    const title = typeof given === 'string' ? given.trim().slice(0, KNOWLEDGE_TITLE_MAX) : '';
    return {
      kind,
      source: baseName(file.filename).slice(0, 500),
      title: title || fileTitle(file.filename),
      mediaType: MEDIA_TYPES[kind],
      bytes,
      titled: Boolean(title),
    };
  }
  const parsed = knowledgeUrlBodySchema.safeParse(request.body);
  if (!parsed.success) {
    const message = request.body ? parsed.error.issues[0].message : KNOWLEDGE_FILE_KIND;
    throw invalid(message, 'url');
  }
  const page = await fetchPage(parsed.data.url, allowHosts);
  return {
    kind: 'url',
    source: page.url,
    title: parsed.data.title || new URL(page.url).hostname,
    mediaType: page.mediaType,
    bytes: page.bytes,
    titled: Boolean(parsed.data.title),
  };
}
