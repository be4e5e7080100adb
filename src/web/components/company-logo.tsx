import { useState } from 'react';
import { cn } from '../lib/cn.js';
import { LOGO } from '@core/ui/shell-classes.js';

/** The company's logo; a broken address shows "Failed to load logo image" instead. */
export function CompanyLogo({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return <span className="text-xs text-destructive">Failed to load logo image</span>;
  }
  return (
    <img
      src={src}
      alt="Company logo"
      className={cn(LOGO, className)}
      onError={() => setFailed(src)}
    />
  );
}
