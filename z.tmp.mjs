import { request } from 'undici';
const base = 'http://127.0.0.1:5086';
const H = { host: 'demo.localhost:5086', 'content-type': 'application/json', origin: 'http://demo.localhost:5086' };
const login = await request(base + '/api/auth/login', { method: 'POST', headers: H, body: JSON.stringify({ username: 'demo-user', password: 'Demo-User-Pass-1' }) });
const cookie = [].concat(login.headers['set-cookie']).map((c) => c.split(';')[0]).join('; ');
console.log('login', login.statusCode, await login.body.text().then(t=>t.slice(0,60)));
export async function gen(tag) {
  const t = Date.now();
  const r = await request(base + '/api/generate', { method: 'POST', headers: { ...H, cookie }, body: JSON.stringify({ assistantType: 'facebook', formData: { postTopic: 'Disk ' + tag, targetAudience: 'Clinics', toneOfVoice: 'casual' }, sessionId: 's1' }) });
  const body = await r.body.text();
  console.log(tag, r.statusCode, Date.now() - t, 'ms', body.slice(0, 140));
}
const mode = process.argv[2];
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) await gen(mode + i);
if (mode === 'many') { const all = []; for (let i = 0; i < 60; i++) all.push(gen('m' + i)); await Promise.all(all); }
