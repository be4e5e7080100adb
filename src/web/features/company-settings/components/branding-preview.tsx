import { useState, type CSSProperties } from 'react';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@core/api/company-settings.js';
import { readableTextOn } from '@core/color-contrast.js';
import { CompanyLogo } from '../../../components/company-logo.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface Props {
  companyName: string;
  logoUrl: string;
  primaryColor: string;
  secondaryColor: string;
  faviconUrl: string;
}

/** A sample header, tab and button in the colours and images being edited (not yet saved). */
export function BrandingPreview({
  companyName,
  logoUrl,
  primaryColor,
  secondaryColor,
  faviconUrl,
}: Props) {
  const primary = HEX.test(primaryColor.trim()) ? primaryColor.trim() : DEFAULT_PRIMARY_COLOR;
  const secondary = HEX.test(secondaryColor.trim())
    ? secondaryColor.trim()
    : DEFAULT_SECONDARY_COLOR;
  const name = companyName.trim() || 'Company name';
  return (
    <section
      aria-label="Live preview"
      data-testid="branding-preview"
      className="overflow-hidden rounded-lg border"
      style={
        {
          '--preview-primary': primary,
          '--preview-secondary': secondary,
          '--preview-primary-text': readableTextOn(primary),
          '--preview-secondary-text': readableTextOn(secondary),
        } as CSSProperties
      }
    >
      <div className="flex items-center gap-2 border-b bg-muted px-3 py-1.5 text-xs">
        <FaviconPreview src={faviconUrl.trim()} />
        <span className="truncate">{name}</span>
      </div>
      <div
        className="flex items-center gap-3 bg-(--preview-primary) px-4 py-3 text-(--preview-primary-text)"
        data-testid="preview-header"
      >
        {logoUrl.trim() && (
          <span className="flex h-9 max-w-24 items-center rounded bg-white p-1">
            <CompanyLogo src={logoUrl.trim()} className="h-7" />
          </span>
        )}
        <span className="font-semibold">{name}</span>
      </div>
      <div className="flex flex-wrap items-center gap-4 p-4">
        <button
          type="button"
          tabIndex={-1}
          className="rounded-md bg-(--preview-primary) px-4 py-2 text-sm font-medium text-(--preview-primary-text) hover:bg-(--preview-secondary) hover:text-(--preview-secondary-text)"
          data-testid="preview-button"
        >
          Generate Post
        </button>
        <span className="flex flex-col items-start gap-1">
          <span
            className="rounded-md bg-(--preview-secondary) px-4 py-2 text-sm font-medium text-(--preview-secondary-text)"
            data-testid="preview-button-hover"
          >
            Generate Post
          </span>
          <span className="text-xs text-muted-foreground">On hover</span>
        </span>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          <span className="size-5 rounded border bg-(--preview-primary)" aria-hidden />
          Primary {primary.toUpperCase()}
        </span>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          <span className="size-5 rounded border bg-(--preview-secondary)" aria-hidden />
          Secondary (hover) {secondary.toUpperCase()}
        </span>
      </div>
    </section>
  );
}

function FaviconPreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return <span className="size-4 rounded-sm bg-border" aria-hidden />;
  if (failed === src) {
    return <span className="text-destructive">Failed to load favicon image</span>;
  }
  return (
    <img src={src} alt="Favicon" className="size-4 object-contain" onError={() => setFailed(src)} />
  );
}
