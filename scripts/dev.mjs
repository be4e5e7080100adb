// `npm run dev`: the API server with reload (tsx watch) and Vite with hot reload, together.
import { spawn } from 'node:child_process';

const children = [
  // A reload stops the server at once: no load balancer needs the delay before it closes.
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { SHUTDOWN_DELAY_MS: '0', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && process.exit(code));
