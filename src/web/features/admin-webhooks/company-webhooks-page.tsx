/** Placeholder until this page's issue lands. */
export function CompanyWebhooksPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Company Webhooks</h1>
    </main>
  );
}
