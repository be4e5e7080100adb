import { ImageIcon } from 'lucide-react';
import { CopyableValue, ExtraPanel } from './extra-panel.js';

/** The LinkedIn post's AI image prompt, split off the post body. */
export function ImagePromptPanel({ prompt }: { prompt: string }) {
  return (
    <ExtraPanel title="AI Image Prompt" icon={<ImageIcon className="size-4" aria-hidden="true" />}>
      <CopyableValue label="Image Prompt" value={prompt}>
        <p className="text-sm break-words whitespace-pre-line">{prompt}</p>
      </CopyableValue>
    </ExtraPanel>
  );
}
