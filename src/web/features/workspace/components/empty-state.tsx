import { FileText } from 'lucide-react';

/** Shown before anything was generated (docs/product.md#workspace). */
export function EmptyState({ leads }: { leads: boolean }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-4 py-16 text-center">
      <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No content generated yet</p>
      <p className="text-sm text-muted-foreground">
        {leads
          ? 'Configure your search criteria and generate leads'
          : 'Fill in the details and generate your content'}
      </p>
    </div>
  );
}
