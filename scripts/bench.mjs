// `npm run bench`: runs every bench/*.ts in turn with tsx (extra arguments are passed on).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const benches = readdirSync('bench')
  .filter((name) => name.endsWith('.ts'))
  .sort();
if (benches.length === 0) {
  console.log('No benchmarks in bench/');
  process.exit(0);
}
let failed = 0;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npx', ['tsx', join('bench', name), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
