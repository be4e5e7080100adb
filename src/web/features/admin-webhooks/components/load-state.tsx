import { Spinner } from '../../../components/ui/spinner.js';

/** Loading spinner, or the load failure with the server's message or the spec fallback. */
export function LoadState({ error }: { error: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
        {error}
      </p>
    );
  }
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading webhook settings" />
    </div>
  );
}
