import { History, Megaphone } from 'lucide-react';
import { effectiveDescription } from '@core/assistants/form-helpers.js';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import type { Customization } from '@core/assistants/types.js';
import { WORKSPACE_HEADING } from '@core/ui/shell-classes.js';
import { Button } from '../../../components/ui/button.js';
import type { loadOnIntent } from '../../../lib/lazy-named.js';

interface WorkspaceHeaderProps {
  active: AssistantId;
  customization: Customization | undefined;
  onHistory: () => void;
  /** Handlers that start loading the History panel before the click (`loadOnIntent`). */
  historyIntent?: ReturnType<typeof loadOnIntent>;
  /** The company's brand voice goes with every generation (the signed-in user's company). */
  brandVoiceApplied?: boolean;
}

/**
 * The assistant's heading, its description (the company's own when set), a note when the
 * company's brand voice goes with every generation, and the History button.
 */
export function WorkspaceHeader({
  active,
  customization,
  onHistory,
  historyIntent,
  brandVoiceApplied = false,
}: WorkspaceHeaderProps) {
  const entry = ASSISTANT_ENTRIES[active];
  const voiceApplied = brandVoiceApplied && entry.payload !== 'form-only';
  return (
    <header className={WORKSPACE_HEADING.header}>
      <div className={WORKSPACE_HEADING.text}>
        <h1 className={WORKSPACE_HEADING.title}>{entry.heading}</h1>
        <p className={WORKSPACE_HEADING.description}>
          {effectiveDescription(entry, customization)}
        </p>
        {voiceApplied && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Megaphone aria-hidden="true" className="size-4 shrink-0" />
            Your company&apos;s brand voice is applied to what you generate here.
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={onHistory}
        {...historyIntent}
      >
        <History aria-hidden="true" />
        History
      </Button>
    </header>
  );
}
