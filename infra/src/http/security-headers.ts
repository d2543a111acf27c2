import type { FastifyInstance } from 'fastify';

/**
 * Helmet's default security headers, computed once. (@fastify/helmet rebuilt the policy strings on
 * every response, a measurable share of a small request's cost.) `upgrade-insecure-requests` and HSTS
 * are sent only when the app is served over https, so a plain-http install on a LAN still works.
 */
export function securityHeaders(appUrl: string): Record<string, string> {
  const https = appUrl.startsWith('https:');
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'", // emotion (MUI) injects style tags
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const headers = securityHeaders(appUrl);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
