// The physical floor of the main action: start Node, make one login and one list round trip on a
// keep-alive connection, download and parse the listing (the same one the action asks for),
// exit. With --revoke, also revoke the token on the same connection: the floor of a main step
// that leaves nothing behind.
// Usage: node bench/floor.mjs [--revoke] <base-url> <client-id> <client-secret> <project-slug> [path]
// [environment]
import { createRequire } from 'node:module';
import { URLSearchParams } from 'node:url';

// Loaded with require, as the action's bundle loads it. A default `import http from 'node:http'`
// makes Node 24 read every export of the module, lazy ones included (its WebSocket and fetch
// classes load undici, http2 and worker threads): about 15 ms that no client needs.
const http = createRequire(import.meta.url)('node:http');

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const [base, clientId, clientSecret, projectSlug, secretPath = '/', environment = 'dev'] =
  args.filter((arg) => arg !== '--revoke');
const agent = new http.Agent({ keepAlive: true });

function request(method, path, body, token) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (c) => (text += c))
          .on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const { accessToken } = await request('POST', '/api/v1/auth/universal-auth/login', {
  clientId,
  clientSecret,
});
const query = new URLSearchParams({
  workspaceSlug: projectSlug,
  environment,
  secretPath,
  include_imports: 'true',
  expandSecretReferences: 'true',
});
const listing = await request('GET', `/api/v3/secrets/raw?${query}`, undefined, accessToken);
if (!Array.isArray(listing.secrets)) throw new Error('not a listing');
if (revoke) await request('POST', '/api/v1/auth/token/revoke', { accessToken });
agent.destroy();
