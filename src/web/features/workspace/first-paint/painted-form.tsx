import type { AssistantId } from '@core/assistants/ids.js';
import { PAINTED_FORM_ATTRIBUTE } from '@core/ui/shell-classes.js';
import { formGridClass } from '../components/form-grid.js';

/** The server's paint of the form card and results: whose they are, and their elements. */
interface Painted {
  assistant: string;
  children: readonly Node[];
}

let painted: Painted | null = null;

/**
 * Keeps hold of the form card and results the server painted (decision 030) before React's first
 * render replaces the paint, so the page can show them, unchanged, until its own form is drawn.
 */
export function rememberPaintedForm(root: Element | null) {
  const node = root?.querySelector(`[${PAINTED_FORM_ATTRIBUTE}]`);
  const assistant = node?.getAttribute(PAINTED_FORM_ATTRIBUTE);
  painted = node && assistant ? { assistant, children: Array.from(node.childNodes) } : null;
}

/** The painted elements of this assistant's form, while they may still stand in for it. */
export function paintedFormFor(active: AssistantId): readonly Node[] | null {
  return painted?.assistant === active ? painted.children : null;
}

/** The page's own form is drawn: the paint is not shown again (another visit draws anew). */
export function forgetPaintedForm() {
  painted = null;
}

/**
 * The painted form card and results, moved (not copied) into the page's grid in React's first
 * commit, so they stay on the screen in the same place. Inert like the paint: nothing typed into
 * them could be kept, so nothing can be.
 */
export function PaintedForm({
  active,
  painted,
}: {
  active: AssistantId;
  painted: readonly Node[];
}) {
  return (
    <div
      className={formGridClass(active)}
      inert
      aria-busy="true"
      ref={(element) => {
        element?.replaceChildren(...painted);
      }}
    />
  );
}
