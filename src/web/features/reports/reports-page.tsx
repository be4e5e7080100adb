/** Placeholder until this page's issue lands. */
export function ReportsPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Usage Reports</h1>
    </main>
  );
}
