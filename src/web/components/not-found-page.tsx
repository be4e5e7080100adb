import { AlertCircle } from 'lucide-react';

export function NotFoundPage() {
  return (
    <main className="flex min-h-[60vh] w-full items-center justify-center p-6">
      <div className="w-full max-w-md rounded-lg border bg-card p-6 shadow-sm">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
      </div>
    </main>
  );
}
