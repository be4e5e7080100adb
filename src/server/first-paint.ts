import type { PageData } from '../core/api/page-data.js';
import { effectiveDescription } from '../core/assistants/form-helpers.js';
import { escapeHtml } from '../core/formatting/entities.js';
import { ASSISTANT_ENTRIES, isAssistantId } from '../core/assistants/ids.js';
import { assistantFromPath, isWorkspacePath } from '../core/assistants/paths.js';
import { LOGO, SHELL, WORKSPACE_HEADING } from '../core/ui/shell-classes.js';

const logo = (url: string, size: string) =>
  url ? `<img src="${escapeHtml(url)}" alt="Company logo" class="${LOGO} ${size}">` : '';

/**
 * The first paint of a workspace address for a signed-in user (decision 026): the company's bar
 * (the sidebar's head on a wide screen, the top bar and the assistant pills on a phone) and the
 * assistant's heading and description, with the shell's own classes, so they stand exactly where
 * React draws them. It shows while the scripts load and React replaces it whole with the page
 * (new elements, so nothing counts as moved). Anything else gets no first paint (''): React draws
 * the first view, as it always did.
 */
export function firstPaint(data: PageData, path: string): string {
  if (!data.me || !isWorkspacePath(path)) return '';
  const active = assistantFromPath(path);
  const enabled = (data.enabledBots ?? []).filter(isAssistantId);
  if (!active || !enabled.includes(active)) return ''; // the workspace will switch assistants
  const { tenant } = data;
  const name = escapeHtml(tenant.companyName);
  const entry = ASSISTANT_ENTRIES[active];
  const description = effectiveDescription(entry, tenant.assistantCustomization);
  const pills = enabled
    .filter((id) => id !== 'lead-generator')
    .map((id) => {
      const state = id === active ? SHELL.pillActive : SHELL.pillIdle;
      return `<span class="${SHELL.pill} ${state}">${escapeHtml(ASSISTANT_ENTRIES[id].pillLabel)}</span>`;
    })
    .join('');
  return (
    `<div class="${SHELL.layout}" aria-busy="true">` +
    `<div class="${SHELL.sidebar}"><div class="${SHELL.sidebarBrand}">` +
    `${logo(tenant.logoUrl, SHELL.sidebarLogo)}<span class="${SHELL.sidebarName}">${name}</span>` +
    `</div></div>` +
    `<div class="${SHELL.mobileBar}"><div class="${SHELL.mobileTop}">` +
    `<div class="${SHELL.mobileBrand}">${logo(tenant.logoUrl, SHELL.mobileLogo)}` +
    `<span class="${SHELL.mobileName}">${name}</span></div>` +
    `<span class="${SHELL.menuButton}"><span class="block ${SHELL.menuIcon}"></span></span></div>` +
    `<div class="${SHELL.pills}">${pills}</div></div>` +
    `<div class="${SHELL.page}"><div class="${WORKSPACE_HEADING.main}">` +
    `<div class="${WORKSPACE_HEADING.header}"><div class="${WORKSPACE_HEADING.text}">` +
    `<h1 class="${WORKSPACE_HEADING.title}">${escapeHtml(entry.heading)}</h1>` +
    `<p class="${WORKSPACE_HEADING.description}">${escapeHtml(description)}</p>` +
    `</div></div></div></div></div>`
  );
}
