import { Search } from 'lucide-react';
import { altTextHint } from '@core/formatting/blog.js';
import type { BlogSeo } from '@core/formatting/blog.js';
import { Badge } from '../../../components/ui/badge.js';
import { cn } from '../../../lib/cn.js';
import { CopyableValue, ExtraPanel } from './extra-panel.js';

export function hasSeoData(seo: BlogSeo): boolean {
  return (
    seo.tags.length > 0 ||
    [
      seo.metaDescription,
      seo.focusKeyphrase,
      seo.urlSlug,
      seo.aiImagePrompt,
      seo.imageAltText,
    ].some((value) => value.trim() !== '')
  );
}

/** The blog's SEO metadata, each field with a copy button; alt text with its length hint. */
export function BlogSeoPanel({ seo }: { seo: BlogSeo }) {
  const hint = altTextHint(seo.imageAltText);
  const text: [string, string][] = [
    ['Meta Description', seo.metaDescription],
    ['Focus Keyphrase', seo.focusKeyphrase],
  ];
  return (
    <ExtraPanel title="SEO Metadata" icon={<Search className="size-4" aria-hidden="true" />}>
      <div className="space-y-4">
        {text.map(([label, value]) =>
          value ? <CopyableValue key={label} label={label} value={value} /> : null,
        )}
        {seo.tags.length > 0 && (
          <CopyableValue label="Tags" value={seo.tags.join(', ')}>
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {seo.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          </CopyableValue>
        )}
        {seo.urlSlug && (
          <CopyableValue label="URL Slug" value={seo.urlSlug}>
            <p className="font-mono text-sm break-all">{seo.urlSlug}</p>
          </CopyableValue>
        )}
        {seo.aiImagePrompt && <CopyableValue label="AI Image Prompt" value={seo.aiImagePrompt} />}
        {seo.imageAltText && (
          <CopyableValue label="Image Alt Text" value={seo.imageAltText}>
            <p className="text-sm break-words">{seo.imageAltText}</p>
            <p
              data-testid="alt-text-hint"
              className={cn('text-xs', hint.ok ? 'text-success' : 'text-amber-800')}
            >
              {hint.message}
            </p>
          </CopyableValue>
        )}
      </div>
    </ExtraPanel>
  );
}
