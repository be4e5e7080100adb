/** Placeholder until this page's issue lands. */
export function CompaniesPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Companies</h1>
    </main>
  );
}
