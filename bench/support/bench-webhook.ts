import { createServer } from 'node:http';

/**
 * Bench child process: a stand-in automation that answers every POST at once with a typical
 * generated post (about 600 characters of JSON), after reading the request body.
 */
const ANSWER = JSON.stringify({
  output:
    'Multi-factor authentication stops most account takeovers before they start. ' +
    'For a small clinic, one stolen password can expose patient records, payroll and email. ' +
    'Turning on MFA takes an afternoon and costs little next to a breach. ' +
    'Start with email and remote access, then payroll and your practice software. ' +
    'Ask us for a 15-minute MFA check: we will tell you where you stand and what to switch on first. ' +
    '#CyberSecurity #SmallBusiness #MFA',
});

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(ANSWER),
    });
    res.end(ANSWER);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ ready: true, port });
});
process.on('message', (msg: { stop?: boolean; cpu?: boolean }) => {
  // The CPU time this process used so far (the bench compares it per request).
  if (msg.cpu) process.send?.({ cpu: process.cpuUsage() });
  if (msg.stop) server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
