import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AssistantId } from '@core/assistants/ids.js';
import { assistantPath } from '@core/assistants/paths.js';
import { openAssistant } from '../../lib/active-assistant.js';
import { withCompany } from '../../lib/api.js';

interface AssistantLinkProps {
  id: AssistantId;
  className: string;
  /** The assistant shown now: `aria-current="page"`. */
  current: boolean;
  /** Runs before the assistant opens (the phone menu closes). */
  onChoose?: () => void;
  children: ReactNode;
}

/**
 * An assistant in the sidebar, the phone menu or the pill row: a link to its address
 * (`/assistants/{id}`, with the page's `company` parameter), so it opens in a new tab
 * too. A plain click opens the assistant here, as choosing it always did (wouter leaves a
 * click with a modifier key, or not of the main button, to the browser).
 */
export function AssistantLink({ id, className, current, onChoose, children }: AssistantLinkProps) {
  return (
    <Link
      href={withCompany(assistantPath(id))}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onChoose?.();
        openAssistant(id);
      }}
    >
      {children}
    </Link>
  );
}
