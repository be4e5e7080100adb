import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantInfo } from '@core/api/tenant.js';
import { readableTextOn } from '@core/color-contrast.js';
import { getJson } from './api.js';
import { queryKeys } from './query-keys.js';

/** GET /api/tenant/info: the company of this address (its branding). */
const tenantQuery = () =>
  queryOptions({
    queryKey: queryKeys.tenant,
    queryFn: () => getJson<TenantInfo>('/api/tenant/info'),
  });

export function useTenant() {
  return useQuery(tenantQuery());
}

/** The company's colours, title, favicon and custom CSS applied to the page. */
export function applyBranding(tenant: TenantInfo) {
  const root = document.documentElement;
  const primary = tenant.primaryColor || '#0066CC';
  const secondary = tenant.secondaryColor || '#4A90E2';
  root.style.setProperty('--brand-primary', primary);
  root.style.setProperty('--brand-secondary', secondary);
  // Text on the brand colours: white where it meets WCAG AA, dark text where it would not.
  root.style.setProperty('--brand-primary-foreground', readableTextOn(primary));
  root.style.setProperty('--brand-secondary-foreground', readableTextOn(secondary));
  document.title = tenant.companyName;
  const icon = document.getElementById('favicon') as HTMLLinkElement | null;
  if (icon) icon.href = tenant.faviconUrl || 'data:,';
  let style = document.getElementById('tenant-css') as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = 'tenant-css';
    document.head.appendChild(style);
  }
  // textContent is never parsed as HTML, so nothing in the CSS can close the element.
  style.textContent = tenant.customCss;
}
