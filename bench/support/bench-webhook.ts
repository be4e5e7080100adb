import { createServer } from 'node:http';
import { serveAsBenchChild } from './child-server.js';

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
serveAsBenchChild(server);
