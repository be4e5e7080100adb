import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { customizationOf } from '@core/assistants/form-helpers.js';
import type { AssistantId } from '@core/assistants/ids.js';
import type { Customization } from '@core/assistants/types.js';
import { contentLanguage, type LanguageTag } from '@core/content-languages.js';
import { projectPath } from '../db/project-folders.js';

type RenderMain = (
  active: AssistantId,
  customization: Customization | undefined,
  contentLanguage: LanguageTag,
) => Promise<string>;

/**
 * The workspace's page rendered on the server with the client's own components (decision 030).
 * Run from source (tsx, Vitest) the server imports the component module itself; built, it
 * imports the client's server bundle (`npm run build:web` writes `dist/ssr`).
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const RENDERER = pathToFileURL(
  projectPath(
    FROM_SOURCE
      ? 'src/web/features/workspace/first-paint/server-render.tsx'
      : 'dist/ssr/server-render.js',
  ),
);

/** Pages kept: one per assistant, company customisation of it and content language. */
const KEPT = 500;

/**
 * The heading, form card and results of a workspace address as they first show, made once per
 * assistant and customisation. '' when they cannot be made (a build without `dist/ssr`, a
 * rendering error): the first paint then shows the company's bar alone, as the page still works.
 */
export function createWorkspaceRenderer(log: FastifyBaseLogger) {
  let renderer: Promise<RenderMain | null> | undefined;
  const kept = new Map<string, Promise<string>>();

  const load = () =>
    (renderer ??= import(RENDERER.href).then(
      (module: { renderWorkspaceMain: RenderMain }) => module.renderWorkspaceMain,
      (err: unknown) => {
        log.warn({ err }, 'the workspace first paint renderer is missing: run npm run build:web');
        return null;
      },
    ));

  // A build loads it while the server starts, not on the first signed-in page (about 130 ms).
  // From source it loads when first needed: compiling the components there takes seconds of CPU
  // that tests which start the app do not need.
  if (!FROM_SOURCE) void load();

  return async function workspaceMain(
    active: AssistantId,
    customization: Customization | undefined,
    companyLanguage: string,
  ): Promise<string> {
    const language = contentLanguage(companyLanguage).tag as LanguageTag;
    const key = `${active}\n${language}\n${JSON.stringify(customizationOf(customization, active))}`;
    let html = kept.get(key);
    if (html) {
      kept.delete(key); // most recently used last
    } else {
      html = load()
        .then((render) => (render ? render(active, customization, language) : ''))
        .catch((err: unknown) => {
          log.warn({ err, assistant: active }, 'the workspace first paint failed');
          kept.delete(key); // tried again next time
          return '';
        });
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    }
    kept.set(key, html);
    return html;
  };
}
