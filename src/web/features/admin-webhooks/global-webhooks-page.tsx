/** Placeholder until this page's issue lands. */
export function GlobalWebhooksPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Webhook Settings</h1>
    </main>
  );
}
