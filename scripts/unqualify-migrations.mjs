// drizzle-kit writes `"public"."table"` in foreign keys. Our migrations name no schema, so the
// same SQL can run in any schema (tests give each file its own schema on PostgreSQL).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

for (const file of readdirSync('drizzle').filter((f) => f.endsWith('.sql'))) {
  const path = `drizzle/${file}`;
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(path, fixed);
}
