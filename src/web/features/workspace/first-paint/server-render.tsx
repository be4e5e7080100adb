import { renderToStaticMarkup } from 'react-dom/server';
import { customizationOf, defaultsFor } from '@core/assistants/form-helpers.js';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import type { Customization } from '@core/assistants/types.js';
import type { LanguageTag } from '@core/content-languages.js';
import { PAINTED_FORM_ATTRIBUTE } from '@core/ui/shell-classes.js';
import { loadAssistantForm } from '../../../lib/assistant-forms.js';
import { AssistantForm } from '../components/assistant-form.js';
import { loadFieldControls } from '../components/field-controls.js';
import { formGridClass } from '../components/form-grid.js';
import { ResultsPanel } from '../components/results-panel.js';
import { WorkspaceHeader } from '../components/workspace-header.js';
import { GenerationOptionsFields } from '../options/generation-options-fields.js';

const nothing = () => undefined;

/**
 * The workspace's page for one assistant as it first shows, before anything is typed: heading,
 * description and History button, the form card with its defaults and the empty results panel.
 * Rendered on the server into the workspace's first paint (decision 030) with the page's own
 * components, so every label, placeholder, default and class is the page's. Text is escaped by
 * React. The server runs this module from source, or from its own build (`dist/ssr`).
 */
export async function renderWorkspaceMain(
  active: AssistantId,
  customization: Customization | undefined,
  contentLanguage: LanguageTag,
): Promise<string> {
  const form = await loadAssistantForm(active);
  await loadFieldControls(form);
  const def = { ...ASSISTANT_ENTRIES[active], ...form };
  const defaults = defaultsFor(def, customization);
  return renderToStaticMarkup(
    <>
      <WorkspaceHeader active={active} customization={customization} onHistory={nothing} />
      <div {...{ [PAINTED_FORM_ATTRIBUTE]: active }} className={formGridClass(active)}>
        <AssistantForm
          def={def}
          customization={customizationOf(customization, active)}
          initialValues={defaults}
          busy={false}
          onSubmit={nothing}
          choices={
            def.payload !== 'form-only' && (
              <GenerationOptionsFields
                assistantType={active}
                language={contentLanguage}
                knowledgeOffered={false}
                useKnowledge
              />
            )
          }
        />
        <ResultsPanel
          assistantType={active}
          result={null}
          loading={false}
          revising={false}
          tab="content"
          onTabChange={nothing}
          revisionText=""
          onRevisionTextChange={nothing}
          onRevise={nothing}
        />
      </div>
    </>,
  );
}
