/** Placeholder until this page's issue lands. */
export function UsersPage() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">User Management</h1>
    </main>
  );
}
