import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { BrandVoice } from '@core/api/brand-voice.js';
import { brandVoiceLines } from '@core/brand-voice-prompt.js';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';

/**
 * What every generation sends, as people read it: the instructions the ready-made automations
 * give the model. The `brand` object itself, for those who build their own automation, is shown
 * on demand.
 */
export function BrandVoicePreview({
  brand,
  companyName,
}: {
  brand: BrandVoice | undefined;
  companyName: string;
}) {
  const [showJson, setShowJson] = useState(false);
  const jsonId = useId();
  const lines = brandVoiceLines(brand, companyName);
  return (
    <section aria-labelledby="brand-preview-title" className="grid gap-2">
      <h3 id="brand-preview-title" className="text-sm font-medium">
        What every generation sends to the automation
      </h3>
      {!brand ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet: fill in a field and it is sent as <code>brand</code> with every generation.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            The ready-made automations give the model these instructions:
          </p>
          <div
            role="region"
            aria-label="The brand voice as the automation receives it"
            tabIndex={0}
            data-testid="brand-sentences"
            className="max-h-64 overflow-auto rounded-md border-l-4 border-primary/40 bg-muted p-3 text-sm whitespace-pre-wrap"
          >
            {lines.join('\n')}
          </div>
          <div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-expanded={showJson}
              aria-controls={jsonId}
              onClick={() => setShowJson(!showJson)}
            >
              <ChevronDown
                aria-hidden
                className={cn('transition-transform', showJson && 'rotate-180')}
              />
              The <code>brand</code> field as JSON
            </Button>
          </div>
          <pre
            id={jsonId}
            hidden={!showJson}
            data-testid="brand-preview"
            role="region"
            tabIndex={0}
            aria-label="brand as JSON"
            className="max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap"
          >
            {JSON.stringify({ brand }, null, 2)}
          </pre>
        </>
      )}
    </section>
  );
}
