import { useMemo } from 'react';
import { contentToPlainText, formatForDisplay } from '../../../../core/formatting/content.js';
import { BlogSeoPanel, hasSeoData } from './blog-seo-panel.js';
import { CopyButton } from './copy-button.js';
import { FormattedContent } from './formatted-content.js';
import { ImagePromptPanel } from './image-prompt-panel.js';
import { SubjectLines } from './subject-lines.js';

/**
 * Generated text, formatted for its assistant: the body, then the blog's SEO metadata or the
 * LinkedIn image prompt; a newsletter's subject lines come first.
 */
export function ContentView({
  assistantType,
  content,
}: {
  assistantType: string;
  content: string;
}) {
  const display = useMemo(() => formatForDisplay(assistantType, content), [assistantType, content]);
  const body = display.blog?.body ?? display.linkedin?.body ?? display.newsletter?.body ?? content;
  const plain = useMemo(() => contentToPlainText(body).trim(), [body]);
  const subjectLines = display.newsletter?.subjectLines ?? [];
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <CopyButton text={plain} />
      </div>
      {subjectLines.length > 0 && <SubjectLines items={subjectLines} />}
      <FormattedContent html={display.html} className="rounded-lg border bg-background p-4" />
      {display.blog && hasSeoData(display.blog.seo) && <BlogSeoPanel seo={display.blog.seo} />}
      {display.linkedin?.imagePrompt && <ImagePromptPanel prompt={display.linkedin.imagePrompt} />}
    </div>
  );
}
