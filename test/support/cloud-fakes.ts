// Loopback stand-ins for the metadata servers of cloud VMs, reached through the variables the
// vendors' own libraries read (AZURE_POD_IDENTITY_AUTHORITY_HOST, GCE_METADATA_HOST), so that no
// test can reach a real metadata address:
// - Azure's instance metadata service: `GET /metadata/identity/oauth2/token` (`api-version`,
//   `resource`, `client_id`; header `Metadata: true`), answering like IMDS does: the token JSON,
//   400 `{"error":"invalid_request","error_description":"Identity not found"}` without an
//   identity, 400 `invalid_resource` (AADSTS500011) for a resource the tenant does not have.
// - GCP's metadata server: `GET /computeMetadata/v1/instance/service-accounts/default/identity`
//   (`audience`, `format`; header `Metadata-Flavor: Google`), answering the bare ID token, 404
//   without a service account, and `Metadata-Flavor: Google` on every answer.
// Both issue tokens the fake Infisical server accepts (makeAzureJwt, makeGcpIdJwt), record every
// request and token, and can fail the next requests with given statuses.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  AZURE_PRINCIPAL_ID,
  AZURE_TENANT_ID,
  AZURE_USER_ASSIGNED_CLIENT_ID,
  AZURE_USER_ASSIGNED_PRINCIPAL_ID,
  GCP_SERVICE_ACCOUNT,
  makeAzureJwt,
  makeGcpIdJwt,
  type JwtClaims,
} from './fake-server/index.ts';

export interface MetadataRequest {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export interface FakeMetadataServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** `127.0.0.1:<port>`, the form of GCE_METADATA_HOST. */
  host: string;
  requests: MetadataRequest[];
  /** Every token handed out, for leak checks. */
  tokens: string[];
  /** Statuses to answer the next requests with before answering normally (e.g. [503, 429]). */
  failNext: number[];
  close(): Promise<void>;
}

async function startMetadataServer(
  answer: (request: MetadataRequest, failure: number | undefined) => Answer,
  tokens: string[],
): Promise<FakeMetadataServer> {
  const requests: MetadataRequest[] = [];
  const failNext: number[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    const { status, body, headers } = answer(request, failNext.shift());
    res.writeHead(status, { 'content-length': Buffer.byteLength(body), ...headers });
    res.end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    tokens,
    failNext,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body: JSON.stringify(body),
  headers: {
    'content-type': 'application/json; charset=utf-8',
    server: 'IMDS/150.870.65.1',
    ...headers,
  },
});

export interface FakeAzureImdsOptions {
  /** The VM's system-assigned identity (its object id), or null for none. */
  systemAssigned?: string | null;
  /** User-assigned identities: client id → object id. */
  userAssigned?: Record<string, string>;
  /** Resources the tenant knows (others answer invalid_resource). */
  resources?: string[];
  tenantId?: string;
  /** Claims changed in every token (e.g. `{ exp: 1 }`). */
  claims?: JwtClaims;
}

/** The Azure instance metadata service's identity endpoint. */
export async function startFakeAzureImds(
  options: FakeAzureImdsOptions = {},
): Promise<FakeMetadataServer> {
  const system = options.systemAssigned === undefined ? AZURE_PRINCIPAL_ID : options.systemAssigned;
  const users = options.userAssigned ?? {
    [AZURE_USER_ASSIGNED_CLIENT_ID]: AZURE_USER_ASSIGNED_PRINCIPAL_ID,
  };
  const resources = options.resources ?? [
    'https://management.azure.com/',
    'https://management.azure.com',
    'https://vault.azure.net',
    'api://infisical-login',
  ];
  const tenant = options.tenantId ?? AZURE_TENANT_ID;
  const tokens: string[] = [];
  return startMetadataServer((request, failure) => {
    if (failure !== undefined) {
      return failure === 429
        ? json(429, { error: 'too_many_requests', error_description: 'Too many requests' })
        : json(failure, { error: 'unknown', error_description: 'Internal error, try again' });
    }
    if (request.path !== '/metadata/identity/oauth2/token') {
      return json(404, { error: 'Not Found' });
    }
    if (request.headers.metadata !== 'true') {
      return json(400, {
        error: 'invalid_request',
        error_description: 'Required metadata header not specified',
      });
    }
    const resource = request.query.get('resource');
    if (request.query.get('api-version') !== '2018-02-01' || !resource) {
      return json(400, { error: 'invalid_request', error_description: 'Invalid request' });
    }
    const clientId = request.query.get('client_id');
    const userIds = Object.keys(users);
    // Without client_id: the system-assigned identity, else the only user-assigned one.
    const principal = clientId
      ? users[clientId]
      : (system ?? (userIds.length === 1 ? users[userIds[0]!] : undefined));
    if (!principal) {
      return json(400, { error: 'invalid_request', error_description: 'Identity not found' });
    }
    if (!resources.includes(resource)) {
      return json(400, {
        error: 'invalid_resource',
        error_description: `AADSTS500011: The resource principal named ${resource} was not found in the tenant named ${tenant}. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You might have sent your authentication request to the wrong tenant.\r\nTrace ID: 00000000-0000-0000-0000-000000000000\r\nCorrelation ID: 00000000-0000-0000-0000-000000000000\r\nTimestamp: 2026-11-26 12:00:00Z`,
      });
    }
    const now = Math.floor(Date.now() / 1000);
    const token = makeAzureJwt({
      aud: resource,
      tid: tenant,
      oid: principal,
      sub: principal,
      appid: clientId ?? '0f0f0f0f-0000-4000-8000-000000000001',
      ...options.claims,
    });
    tokens.push(token);
    return json(200, {
      access_token: token,
      client_id: clientId ?? '0f0f0f0f-0000-4000-8000-000000000001',
      expires_in: '86399',
      expires_on: String(now + 86_399),
      ext_expires_in: '86399',
      not_before: String(now - 5),
      resource,
      token_type: 'Bearer',
    });
  }, tokens);
}

export interface FakeGcpMetadataOptions {
  /** The VM's service account e-mail, or null for a VM without one. */
  serviceAccount?: string | null;
  /** Claims changed in every token (e.g. `{ exp: 1 }`). */
  claims?: JwtClaims;
  /** Answer without `Metadata-Flavor: Google`, as a server that is not the metadata server. */
  impostor?: boolean;
}

/** The GCP metadata server's identity (ID token) endpoint. */
export async function startFakeGcpMetadata(
  options: FakeGcpMetadataOptions = {},
): Promise<FakeMetadataServer> {
  const account =
    options.serviceAccount === undefined ? GCP_SERVICE_ACCOUNT : options.serviceAccount;
  const tokens: string[] = [];
  const flavor: Record<string, string> = options.impostor ? {} : { 'metadata-flavor': 'Google' };
  const text = (status: number, body: string, type = 'text/plain; charset=utf-8'): Answer => ({
    status,
    body,
    headers: { 'content-type': type, ...flavor },
  });
  return startMetadataServer((request, failure) => {
    if (failure !== undefined) return text(failure, 'Service Unavailable');
    const identityPath = '/computeMetadata/v1/instance/service-accounts/default/identity';
    if (request.path !== identityPath || account === null) {
      return text(404, '<!DOCTYPE html>\n<html><title>404 Not Found</title></html>\n', 'text/html');
    }
    if (request.headers['metadata-flavor'] !== 'Google') {
      return text(403, 'Missing Metadata-Flavor:Google header.');
    }
    const audience = request.query.get('audience');
    if (!audience) return text(400, 'non-empty audience parameter required');
    const full = request.query.get('format') === 'full';
    // Without format=full the token has no e-mail and no compute_engine claims.
    const token = makeGcpIdJwt(audience, {
      ...(full
        ? { email: account }
        : { email: undefined, email_verified: undefined, google: undefined }),
      ...options.claims,
    });
    tokens.push(token);
    return text(200, token, 'application/text');
  }, tokens);
}
