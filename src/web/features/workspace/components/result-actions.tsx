import { FileDown, FileText } from 'lucide-react';
import { useMemo } from 'react';
import type { AssistantId } from '@core/assistants/ids.js';
import { contentToRichHtml } from '@core/formatting/rich-html.js';
import { Button } from '../../../components/ui/button.js';
import { downloadMarkdown, downloadWord } from '../lib/result-files.js';
import { CopyButton } from './copy-button.js';

interface ResultActionsProps {
  assistantType: AssistantId;
  /** The whole generated text (downloads). */
  content: string;
  /** The body shown (copy). */
  body: string;
  plain: string;
}

/** Copy (rich and plain text), and downloads as Markdown and Word. */
export function ResultActions({ assistantType, content, body, plain }: ResultActionsProps) {
  const html = useMemo(() => contentToRichHtml(body), [body]);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => downloadMarkdown(assistantType, content)}
      >
        <FileText aria-hidden="true" />
        Download .md
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void downloadWord(assistantType, content)}
      >
        <FileDown aria-hidden="true" />
        Download .docx
      </Button>
      <CopyButton text={plain} html={html} />
    </div>
  );
}
