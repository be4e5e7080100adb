import { Loader2 } from 'lucide-react';
import type { KnowledgeStatus } from '@core/api/knowledge.js';
import { Badge } from '../../../components/ui/badge.js';

/** Processing (with a spinner), Ready or Failed. */
export function StatusBadge({ status }: { status: KnowledgeStatus }) {
  if (status === 'processing') {
    return (
      <Badge variant="muted" data-testid="knowledge-status">
        <Loader2 aria-hidden className="animate-spin" />
        Processing
      </Badge>
    );
  }
  if (status === 'ready') {
    return (
      <Badge variant="success" data-testid="knowledge-status">
        Ready
      </Badge>
    );
  }
  return (
    <Badge variant="destructive" data-testid="knowledge-status">
      Failed
    </Badge>
  );
}
