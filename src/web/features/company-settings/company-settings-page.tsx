/** Placeholder until this page's issue lands. */
export function CompanySettingsPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Company Settings</h1>
    </main>
  );
}
