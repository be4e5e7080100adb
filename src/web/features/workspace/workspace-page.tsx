/** Placeholder until this page's issue lands. */
export function WorkspacePage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Workspace</h1>
    </main>
  );
}
