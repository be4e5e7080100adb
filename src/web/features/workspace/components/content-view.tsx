import { useMemo, useState } from 'react';
import type { AssistantId } from '@core/assistants/ids.js';
import { contentToPlainText, formatForDisplay } from '@core/formatting/content.js';
import { cn } from '../../../lib/cn.js';
import { BlogSeoPanel, hasSeoData } from './blog-seo-panel.js';
import { CharacterCount } from './character-count.js';
import { FormattedContent } from './formatted-content.js';
import { ImagePromptPanel } from './image-prompt-panel.js';
import { ResultActions } from './result-actions.js';
import { SubjectLines } from './subject-lines.js';

type Version = 'original' | 'revised';

/** "Original / Revised": which side of a revision is shown. */
function VersionSwitch({ value, onChange }: { value: Version; onChange: (v: Version) => void }) {
  const option = (version: Version, label: string) => (
    <button
      type="button"
      aria-pressed={value === version}
      onClick={() => onChange(version)}
      className={cn(
        'rounded-md px-3 py-1 text-sm font-medium transition-colors',
        value === version
          ? 'bg-background text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Version" className="inline-flex rounded-lg bg-muted p-1">
      {option('original', 'Original')}
      {option('revised', 'Revised')}
    </div>
  );
}

/**
 * Generated text, formatted for its assistant: the body, then the blog's SEO metadata or the
 * LinkedIn image prompt; a newsletter's subject lines come first. A revision keeps its original,
 * shown with the "Original / Revised" switch.
 */
export function ContentView({
  assistantType,
  content,
  original,
}: {
  assistantType: AssistantId;
  content: string;
  /** The text this one revised, when it is a revision made here. */
  original?: string;
}) {
  const [version, setVersion] = useState<Version>('revised');
  const shown = original !== undefined && version === 'original' ? original : content;
  const display = useMemo(() => formatForDisplay(assistantType, shown), [assistantType, shown]);
  const body = display.blog?.body ?? display.linkedin?.body ?? display.newsletter?.body ?? shown;
  const plain = useMemo(() => contentToPlainText(body).trim(), [body]);
  const subjectLines = display.newsletter?.subjectLines ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {original !== undefined ? (
          <VersionSwitch value={version} onChange={setVersion} />
        ) : (
          <span />
        )}
        <ResultActions assistantType={assistantType} content={shown} body={body} plain={plain} />
      </div>
      {subjectLines.length > 0 && <SubjectLines items={subjectLines} />}
      <FormattedContent html={display.html} className="rounded-lg border bg-background p-4" />
      <CharacterCount assistantType={assistantType} text={plain} />
      {display.blog && hasSeoData(display.blog.seo) && <BlogSeoPanel seo={display.blog.seo} />}
      {display.linkedin?.imagePrompt && <ImagePromptPanel prompt={display.linkedin.imagePrompt} />}
    </div>
  );
}
