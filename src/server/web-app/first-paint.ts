import type { PageData } from '@core/api/page-data.js';
import { escapeHtml } from '@core/formatting/entities.js';
import { ASSISTANT_ENTRIES, isAssistantId, type AssistantId } from '@core/assistants/ids.js';
import { assistantFromPath, isWorkspacePath } from '@core/assistants/paths.js';
import { LOGO, SHELL, WORKSPACE_HEADING } from '@core/ui/shell-classes.js';

const logo = (url: string, size: string) =>
  url ? `<img src="${escapeHtml(url)}" alt="Company logo" class="${LOGO} ${size}">` : '';

/**
 * The assistant a workspace address shows a signed-in user who may use it: the pages the server
 * paints first (decision 026). Null for anything else, and for an assistant the workspace will
 * switch away from.
 */
export function paintedAssistant(data: PageData, path: string): AssistantId | null {
  if (!data.me || !isWorkspacePath(path)) return null;
  const active = assistantFromPath(path);
  const enabled = (data.enabledBots ?? []).filter(isAssistantId);
  return active && enabled.includes(active) ? active : null;
}

/**
 * The first paint of a workspace address showing `active` (decisions 026 and 030; the caller
 * asks `paintedAssistant` whether the address has one): the company's bar (the
 * sidebar's head on a wide screen, the top bar and the assistant pills on a phone) with the
 * shell's own classes, and `main`, the page's heading, form card and results as the client's
 * components render them on the server. It shows, inert, while the scripts load; React replaces
 * it with the page (new elements, so nothing counts as moved), keeping the painted form card
 * until its own is drawn.
 */
export function firstPaint(data: PageData, active: AssistantId, main: string): string {
  const enabled = (data.enabledBots ?? []).filter(isAssistantId);
  const { tenant } = data;
  const name = escapeHtml(tenant.companyName);
  const pills = enabled
    .filter((id) => ASSISTANT_ENTRIES[id].inPillRow !== false)
    .map((id) => {
      const state = id === active ? SHELL.pillActive : SHELL.pillIdle;
      return `<span class="${SHELL.pill} ${state}">${escapeHtml(ASSISTANT_ENTRIES[id].pillLabel)}</span>`;
    })
    .join('');
  return (
    `<div class="${SHELL.layout}" aria-busy="true" inert>` +
    `<div class="${SHELL.sidebar}"><div class="${SHELL.sidebarBrand}">` +
    `${logo(tenant.logoUrl, SHELL.sidebarLogo)}<span class="${SHELL.sidebarName}">${name}</span>` +
    `</div></div>` +
    `<div class="${SHELL.mobileBar}"><div class="${SHELL.mobileTop}">` +
    `<div class="${SHELL.mobileBrand}">${logo(tenant.logoUrl, SHELL.mobileLogo)}` +
    `<span class="${SHELL.mobileName}">${name}</span></div>` +
    `<span class="${SHELL.menuButton}"><span class="block ${SHELL.menuIcon}"></span></span></div>` +
    `<div class="${SHELL.pills}">${pills}</div></div>` +
    `<div class="${SHELL.page}"><div class="${WORKSPACE_HEADING.main}">${main}</div></div></div>`
  );
}
