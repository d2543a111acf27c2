/**
 * The gateway of the split shape, as gateway/nginx.conf routes in production: every GET and HEAD of /api
 * to the query service, every other /api request to the command service, and anything else to the built
 * UI (a file of ui/dist, or index.html for a page URL). It passes the request on as it came (Host with its
 * port, so the services' origin check sees what the browser sent) and sets X-Forwarded-For to the
 * address it was called from: the services trust this one hop (TRUST_PROXY), never a client's own header.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '@dealbook/infra/http/security-headers';
import { pageHtml } from '../page-html';

export interface Upstreams {
  command: number;
  query: number;
}

const uiDist = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../ui/dist');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function upstreamOf(method: string, url: string, upstreams: Upstreams): number | null {
  if (!url.startsWith('/api/') && url !== '/api') return null;
  return method === 'GET' || method === 'HEAD' ? upstreams.query : upstreams.command;
}

/** `appUrl`: the pages get the security headers the services send for it (as nginx.conf sets them). */
export function startRouter(upstreams: Upstreams, port: number, host = '127.0.0.1', appUrl = 'http://localhost:3000'): Promise<Server> {
  const pageHeaders = securityHeaders(appUrl);
  const server = createServer((req, res) => {
    const upstream = upstreamOf(req.method ?? 'GET', req.url ?? '/', upstreams);
    if (upstream === null) return serveUi(req, res, pageHeaders);
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    // A connection per request, as nginx's upstreams have by default: a service that answers an upload it
    // refuses before reading it closes the connection, which a kept-alive one would be reused after.
    const target = { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers, agent: false };
    const forwarded = request(target, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: 'The service behind the gateway did not answer. Try again.' }),
      );
    });
    req.pipe(forwarded);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

// Read when the first page is asked for: the UI may be built after the router starts.
let page: ((pathname: string) => string) | undefined;

function serveUi(req: IncomingMessage, res: ServerResponse, pageHeaders: Record<string, string>): void {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!));
  const file = join(uiDist, path);
  const found = file.startsWith(uiDist) && existsSync(file) && statSync(file).isFile() ? file : join(uiDist, 'index.html');
  if (!existsSync(found)) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return void res.end('The UI is not built: run `npm run build`.');
  }
  const hashed = found.includes(`${join(uiDist, 'assets')}`);
  res.writeHead(200, {
    ...pageHeaders,
    'content-type': types[extname(found)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  if (found === join(uiDist, 'index.html')) return void res.end((page ??= pageHtml(uiDist))(path));
  createReadStream(found).pipe(res);
}
