import { createServer, type IncomingMessage } from 'node:http';

/** The user and application password the workflow's Basic Auth credential holds in the tests. */
export const WP_USER = 'copydesk';
export const WP_APP_PASSWORD = 'abcd efgh ijkl mnop qrst uvwx';

export interface WordPressPost {
  id: number;
  title: string;
  content: string;
  status: string;
  authorization: string;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => done(body));
  });

/**
 * A stand-in for WordPress's REST API: `POST /wp-json/wp/v2/posts` with Basic auth creates a
 * post and answers 201 as WordPress does; a wrong password answers 401. `GET /_control/posts`
 * lists what arrived (for the tests, which run in another process).
 */
export async function startFakeWordPress() {
  const posts: WordPressPost[] = [];
  const expected = `Basic ${Buffer.from(`${WP_USER}:${WP_APP_PASSWORD}`).toString('base64')}`;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'GET' && req.url === '/_control/posts') return json(200, posts);
      if (req.method !== 'POST' || req.url !== '/wp-json/wp/v2/posts') {
        return json(404, { code: 'rest_no_route', message: 'No route was found.' });
      }
      if (req.headers.authorization !== expected) {
        return json(401, {
          code: 'rest_cannot_create',
          message: 'Sorry, you are not allowed to create posts as this user.',
          data: { status: 401 },
        });
      }
      const sent = JSON.parse(body || '{}') as {
        title?: string;
        content?: string;
        status?: string;
      };
      const id = 123 + posts.length;
      posts.push({
        id,
        title: sent.title ?? '',
        content: sent.content ?? '',
        status: sent.status ?? 'draft',
        authorization: req.headers.authorization,
      });
      json(201, {
        id,
        date: new Date().toISOString().slice(0, 19),
        slug: '',
        status: sent.status ?? 'draft',
        type: 'post',
        link: `https://wp.example/?p=${id}`,
        title: { raw: sent.title, rendered: sent.title },
        content: { raw: sent.content, rendered: sent.content, protected: false },
      });
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
