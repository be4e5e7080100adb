/** Placeholder until this page's issue lands. */
export function PlatformAdminPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">SaaS Operator Dashboard</h1>
    </main>
  );
}
