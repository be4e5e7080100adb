import {
  Suspense,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { customizationOf, defaultsFor } from '@core/assistants/form-helpers.js';
import { ASSISTANT_ENTRIES, producesLeads, type AssistantId } from '@core/assistants/ids.js';
import type { AssistantCustomization, Customization, FormValues } from '@core/assistants/types.js';
import type { HistoryItem } from '@core/api/history.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useAuth } from '../../lib/auth.js';
import { useEnabledAssistants } from '../../lib/bot-access.js';
import { useTenant } from '../../lib/tenant.js';
import { assistantFromPath, HOME_ASSISTANT } from '@core/assistants/paths.js';
import { useActiveAssistant } from '../../lib/active-assistant.js';
import { preloadResultEditing, ResultsPanel } from './components/results-panel.js';
import { loadAssistantForm, loadedAssistantForm } from '../../lib/assistant-forms.js';
import { useWorkspace } from './use-workspace.js';
import { userScope } from './drafts/draft-store.js';
import { useAssistantChoice } from './drafts/use-assistant-choice.js';
import { useFormDrafts } from './drafts/use-form-drafts.js';
import { lazyNamed, loadOnIntent } from '../../lib/lazy-named.js';
import { WORKSPACE_HEADING } from '@core/ui/shell-classes.js';
import { formGridClass } from './components/form-grid.js';
import { fieldControlsLoaded, loadFieldControls } from './components/field-controls.js';
import { WorkspaceHeader } from './components/workspace-header.js';
import { PresetsBar } from './presets/presets-bar.js';
import { GenerationOptionsContext } from './options/generation-options-context.js';
import { GenerationOptionsFields } from './options/generation-options-fields.js';
import type { GenerationOptions } from './options/use-generation-options.js';
import { useGenerationFocus } from './use-generation-focus.js';
import { useOpenFromAddress } from './use-open-from-address.js';
import {
  forgetPaintedForm,
  PaintedForm,
  paintedFormFor,
  rememberPaintedForm,
} from './first-paint/painted-form.js';

/**
 * The form engine (react-hook-form, the field controls) and each assistant's form part load
 * beside the page, not in it (decision 020): both start as soon as this chunk runs, for the
 * assistant of the address, while the page waits for the session and the company. The rarer
 * controls a form has follow its form part (decision 054).
 */
const AssistantForm = lazyNamed(() => import('./components/assistant-form.js'), 'AssistantForm');
void AssistantForm.preload();
/** An assistant's form part with the controls it needs beyond the common ones. */
const loadFormAndControls = (id: AssistantId) =>
  loadAssistantForm(id).then((form) => loadFieldControls(form).then(() => form));
// In a task of its own: asking for a chunk adds a preload element for each of its imports,
// which together made one long task on a phone (decision 027).
setTimeout(() => {
  void loadFormAndControls(assistantFromPath(window.location.pathname) ?? HOME_ASSISTANT).catch(
    () => undefined,
  );
});

// This chunk runs before React's first render replaces the server's first paint (the entry waits
// for it): the painted form card is kept for the page to show until its own form is drawn.
rememberPaintedForm(document.getElementById('root'));

/** The history loads when first opened (decision 010), then stays for its closing animation. */
const HistoryPanel = lazyNamed(() => import('./history/history-panel.js'), 'HistoryPanel');
const historyIntent = loadOnIntent(HistoryPanel);

const warn = (message: string, details?: Record<string, unknown>) =>
  console.warn(message, details ?? {});

/** The assistant workspace (docs/product.md#workspace): heading, form card, results panel, history. */
export function WorkspacePage() {
  const tenant = useTenant().data;
  const companyId = tenant?.companyId;
  const active = useActiveAssistant();
  const { enabled, isLoading } = useEnabledAssistants(companyId);
  const workspace = useWorkspace(active, companyId, tenant?.contentLanguage);
  const { user } = useAuth();
  const scope = userScope(companyId, user?.username);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyUsed, setHistoryUsed] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  // Bring the results into view when a call starts and again when its result arrives: the
  // progress, then the result's actions, at the top of the screen (toasts appear at the
  // bottom). Below the form (narrow layouts, the lead generator) unless already at the top;
  // beside it, when the page was scrolled down the form so far that the panel's top is gone.
  const stacked = ASSISTANT_ENTRIES[active].layout === 'results-below';
  useEffect(() => {
    const panel = resultsRef.current;
    if (!panel || (!workspace.loading && !workspace.result)) return;
    const beside = !stacked && window.matchMedia('(min-width: 1280px)').matches;
    const { top } = panel.getBoundingClientRect();
    if (beside ? top < 0 : top < 0 || top > 120) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  }, [workspace.loading, workspace.result, stacked]);

  // One this user may use here; at `/` in a new tab, the last one used.
  useAssistantChoice({ active, scope, enabled, isLoading });
  const noneEnabled = !isLoading && enabled.length === 0;

  const customization = tenant?.assistantCustomization;
  const own = useMemo(() => customizationOf(customization, active), [customization, active]);

  const onLoad = (item: HistoryItem) => {
    if (!producesLeads(item.assistantType)) void preloadResultEditing();
    workspace.onLoad(item);
    setHistoryOpen(false);
  };
  // An item named in the address (the Reviews page) opens as one chosen in History.
  useOpenFromAddress(onLoad);

  if (isLoading) {
    return (
      <main className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading" />
      </main>
    );
  }
  if (noneEnabled) {
    return (
      <main className="p-4 sm:p-6 lg:p-8">
        <h1 className="text-2xl font-bold">No assistants available</h1>
        <p className="mt-2 text-muted-foreground">
          No assistant is enabled for your account in this company. Ask your administrator to enable
          one.
        </p>
      </main>
    );
  }

  return (
    <main className={WORKSPACE_HEADING.main}>
      <WorkspaceHeader
        active={active}
        customization={customization}
        onHistory={() => {
          setHistoryUsed(true);
          setHistoryOpen(true);
        }}
        historyIntent={historyIntent}
        brandVoiceApplied={user?.brandVoiceApplied === true}
      />
      <FormAndResults
        active={active}
        customization={customization}
        own={own}
        workspace={workspace}
        scope={scope}
        resultsRef={resultsRef}
      />
      {historyUsed && (
        <Suspense fallback={null}>
          <HistoryPanel open={historyOpen} onOpenChange={setHistoryOpen} onLoad={onLoad} />
        </Suspense>
      )}
    </main>
  );
}

interface FormAndResultsProps {
  active: AssistantId;
  customization: Customization | undefined;
  own: AssistantCustomization;
  workspace: ReturnType<typeof useWorkspace>;
  scope: string | null;
  resultsRef: RefObject<HTMLDivElement | null>;
}

/**
 * The form card and the results panel. The heading draws at once; these wait for the active
 * assistant's form and the form engine together, below it, so the form card does not push the
 * results panel down when it arrives (no layout shift). A form that failed to load is left to
 * the form's own Suspense (which tries again).
 *
 * A component of its own (decision 027): its background render does not render the page again,
 * so the page's queries (the assistants and running generations, asked for again as the page
 * shows) are not part of it. When such a query's answer came while React was building the form
 * in short tasks, React found the page's query results changed and built everything again in
 * one long task.
 */
function FormAndResults({
  active,
  customization,
  own,
  workspace,
  scope,
  resultsRef,
}: FormAndResultsProps) {
  const [, formArrived] = useReducer((n: number) => n + 1, 0);
  const [formFailed, setFormFailed] = useState<AssistantId | null>(null);
  const loadedForm = loadedAssistantForm(active);
  const formReady =
    (loadedForm !== undefined &&
      fieldControlsLoaded(loadedForm) &&
      AssistantForm.loaded() !== undefined) ||
    formFailed === active;
  // The first commit draws the heading alone (the page's largest text, painted early); the form
  // card and results follow in a background render that React splits into short tasks, so a
  // phone stays responsive while the form is built.
  const formShown = useDeferredValue(formReady, false);
  useEffect(() => {
    if (!formReady) {
      Promise.all([loadFormAndControls(active), AssistantForm.preload()]).then(formArrived, () =>
        setFormFailed(active),
      );
    }
  }, [active, formReady]);
  const startedHere = useGenerationFocus({
    loading: workspace.loading,
    failed: workspace.failure !== null || workspace.noWebhook,
    panel: resultsRef,
  });
  const drafts = useFormDrafts({
    active,
    scope,
    seed: workspace.seed,
    jobFollowed: workspace.job !== null,
  });
  // The server's first paint of this form (decision 030) stands in until the form is drawn.
  const painted = formShown ? null : paintedFormFor(active);
  useEffect(() => {
    if (formShown) forgetPaintedForm();
  }, [formShown]);

  if (painted) return <PaintedForm active={active} painted={painted} />;
  return !formShown ? (
    <FormPlaceholder />
  ) : (
    <div className={formGridClass(active)}>
      <Suspense fallback={<FormPlaceholder />}>
        <LoadedForm
          key={drafts.key}
          active={active}
          customization={customization}
          own={own}
          drafts={drafts}
          options={workspace.options.optionsFor(active)}
          onClear={() => workspace.options.forget(active)}
          busy={workspace.loading}
          onSubmit={(values) => {
            startedHere();
            workspace.onGenerate(values);
          }}
        />
      </Suspense>
      <ResultsPanel
        ref={resultsRef}
        assistantType={active}
        result={workspace.result}
        loading={workspace.loading}
        revising={workspace.revising}
        job={workspace.job}
        noWebhook={workspace.noWebhook}
        tab={workspace.tab}
        onTabChange={workspace.setTab}
        revisionText={workspace.revisionText}
        onRevisionTextChange={workspace.setRevisionText}
        onRevise={() => {
          startedHere();
          workspace.onRevise();
        }}
        failure={workspace.failure}
        onEdited={workspace.onEdited}
        onRetry={() => {
          if (!workspace.failure) return;
          startedHere();
          workspace.onGenerate(workspace.failure.formData);
        }}
        onRegenerate={
          workspace.result && Object.keys(workspace.result.formData).length > 0
            ? () => {
                startedHere();
                workspace.onGenerate(workspace.result!.formData);
              }
            : undefined
        }
      />
    </div>
  );
}

/** Holds the form card's place while the assistant's form loads. */
function FormPlaceholder() {
  return (
    <div className="flex min-h-96 items-center justify-center rounded-xl border bg-card">
      <Spinner label="Loading" />
    </div>
  );
}

interface LoadedFormProps {
  active: AssistantId;
  customization: Customization | undefined;
  own: AssistantCustomization;
  drafts: Pick<ReturnType<typeof useFormDrafts>, 'startValues' | 'keep'>;
  /** The language and knowledge choices (null: the lead generator, which has none). */
  options: GenerationOptions | null;
  onClear: () => void;
  busy: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
}

/** The active assistant's form, once its form part has loaded, starting from its kept inputs. */
function LoadedForm(props: LoadedFormProps) {
  const { active, customization, own, drafts, options, onClear, busy, onSubmit } = props;
  const form = loadedAssistantForm(active) ?? use(loadAssistantForm(active));
  const def = useMemo(() => ({ ...ASSISTANT_ENTRIES[active], ...form }), [active, form]);
  const defaults = useMemo(() => defaultsFor(def, customization, warn), [def, customization]);
  const { startValues, keep } = drafts;
  const [initialValues] = useState(() => startValues(defaults));
  const onValuesChange = useCallback(
    (values: FormValues) => keep(values, initialValues, defaults),
    [keep, initialValues, defaults],
  );
  return (
    <GenerationOptionsContext value={options}>
      <AssistantForm
        def={def}
        customization={own}
        initialValues={initialValues}
        defaults={defaults}
        onValuesChange={onValuesChange}
        busy={busy}
        onSubmit={onSubmit}
        presets={PresetsBar}
        choices={options && <GenerationOptionsFields {...options} />}
        onClear={onClear}
      />
    </GenerationOptionsContext>
  );
}
