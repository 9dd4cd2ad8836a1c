// The metadata requests of `method: azure` and `gcp-id-token` through an injected transport (no
// request leaves the process): where they go by default and with the vendors' variables, what
// they send, how each failure reads, and what is retried.
import { vmToken as azureToken } from '../../src/auth/methods/azure.js';
import { vmToken as gcpToken } from '../../src/auth/methods/gcp-id-token.js';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api.js';
import { TransportError, type HttpRequest, type HttpResponse } from '../../src/api/transport.js';
import { azureTokenUrl, requestAzureToken } from '../../src/auth/azure-managed-identity.js';
import { gcpIdentityUrl, requestGcpIdToken } from '../../src/auth/gcp-metadata.js';
import { METADATA_TIMEOUT_MS } from '../../src/auth/metadata-request.js';
import { InputError } from '../../src/errors/input.js';
import { fakeTiming } from '../support/run-action.ts';

type Reply = Partial<HttpResponse> | TransportError;

/** A transport that records each request and answers from the list (the last one repeats). */
function scripted(...replies: Reply[]) {
  const requests: HttpRequest[] = [];
  const transport = async (request: HttpRequest): Promise<HttpResponse> => {
    requests.push(request);
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply instanceof TransportError) throw reply;
    return { status: 200, headers: {}, body: '', ...reply };
  };
  return { transport, requests };
}

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJhdWQiOiJ4In0.c2lnbmF0dXJl';
const azureOk: Reply = {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ access_token: JWT, token_type: 'Bearer' }),
};
const gcpOk: Reply = { status: 200, headers: { 'metadata-flavor': 'Google' }, body: JWT };

function deps(transport: ReturnType<typeof scripted>['transport'], env = {}) {
  const masks: string[] = [];
  const timing = fakeTiming();
  return {
    masks,
    timing,
    common: {
      env,
      transport,
      timeoutMs: 30_000,
      retry: { retries: 5, ...timing.retry },
      mask: (value: string) => masks.push(value),
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('where the requests go', () => {
  it('Azure: the instance metadata service, or the base URL AZURE_POD_IDENTITY_AUTHORITY_HOST names', () => {
    const url = azureTokenUrl({}, 'https://management.azure.com/');
    expect(url.href).toBe(
      'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https%3A%2F%2Fmanagement.azure.com%2F',
    );
    const user = azureTokenUrl(
      { AZURE_POD_IDENTITY_AUTHORITY_HOST: 'http://127.0.0.1:2579/' },
      'api://x',
      'f7b9d1e3-5a6c-4d8e-8fa0-6c8d0e2a4b57',
    );
    expect(`${user.origin}${user.pathname}`).toBe(
      'http://127.0.0.1:2579/metadata/identity/oauth2/token',
    );
    expect(user.searchParams.get('client_id')).toBe('f7b9d1e3-5a6c-4d8e-8fa0-6c8d0e2a4b57');
  });

  it('GCP: metadata.google.internal, or GCE_METADATA_IP, then GCE_METADATA_HOST (a host:port)', () => {
    expect(gcpIdentityUrl({}, 'id-1').href).toBe(
      'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/identity?audience=id-1&format=full',
    );
    expect(gcpIdentityUrl({ GCE_METADATA_HOST: '127.0.0.1:8080' }, 'id-1').origin).toBe(
      'http://127.0.0.1:8080',
    );
    expect(
      gcpIdentityUrl(
        { GCE_METADATA_HOST: '127.0.0.1:8080', GCE_METADATA_IP: '127.0.0.1:9090' },
        'id-1',
      ).origin,
    ).toBe('http://127.0.0.1:9090');
    expect(gcpIdentityUrl({ GCE_METADATA_HOST: 'http://127.0.0.1:7/x' }, 'a').pathname).toBe(
      '/computeMetadata/v1/instance/service-accounts/default/identity',
    );
  });

  it('GCE_METADATA_HOST given with a scheme keeps the origin right: the whole URL', () => {
    // Prefixing `http://` to a value that has one would give `http://http://127.0.0.1:7/...`,
    // whose path is right and whose host is not.
    for (const value of ['http://127.0.0.1:7/x', 'HTTP://127.0.0.1:7', '127.0.0.1:7']) {
      const url = gcpIdentityUrl({ GCE_METADATA_HOST: value }, 'a');
      expect(url.origin, value).toBe('http://127.0.0.1:7');
      expect(url.href, value).toBe(
        'http://127.0.0.1:7/computeMetadata/v1/instance/service-accounts/default/identity?audience=a&format=full',
      );
    }
  });

  it('an unusable address variable is one input error that does not quote it', () => {
    const thrown = (make: () => unknown): Error => {
      try {
        make();
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        return error as Error;
      }
      throw new Error('no error');
    };
    const azure = thrown(() =>
      azureTokenUrl({ AZURE_POD_IDENTITY_AUTHORITY_HOST: 'ftp://secret-host' }, 'r'),
    );
    expect(azure.message).toMatch(
      /^AZURE_POD_IDENTITY_AUTHORITY_HOST must be a base URL such as http:\/\/127/,
    );
    const gcp = thrown(() => gcpIdentityUrl({ GCE_METADATA_HOST: 'secret host:x' }, 'a'));
    expect(gcp.message).toMatch(/^GCE_METADATA_HOST must be a host:port such as 127\.0\.0\.1:8080/);
    for (const { message } of [azure, gcp]) expect(message).not.toContain('secret');
  });
});

describe('what is sent', () => {
  it("the vendor's header and the action's user agent, nothing of the API's; the timeout capped", async () => {
    const azure = scripted(azureOk);
    const a = deps(azure.transport);
    expect(await requestAzureToken({ call: azureToken, ...a.common, resource: 'r' })).toBe(JWT);
    const gcp = scripted(gcpOk);
    const g = deps(gcp.transport);
    expect(await requestGcpIdToken({ call: gcpToken, ...g.common, audience: 'id-1' })).toBe(JWT);
    const [azureRequest] = azure.requests;
    const [gcpRequest] = gcp.requests;
    expect(Object.keys(azureRequest!.headers).sort()).toEqual(['accept', 'metadata', 'user-agent']);
    expect(azureRequest!.headers.metadata).toBe('true');
    expect(Object.keys(gcpRequest!.headers).sort()).toEqual([
      'accept',
      'metadata-flavor',
      'user-agent',
    ]);
    expect(gcpRequest!.headers['metadata-flavor']).toBe('Google');
    expect(azureRequest!.timeoutMs).toBe(METADATA_TIMEOUT_MS);
    expect(gcpRequest!.method).toBe('GET');
    // The token is masked before it is handed back.
    expect(a.masks).toEqual([JWT]);
    expect(g.masks).toEqual([JWT]);
  });
});

describe('failures', () => {
  it('no answer: retried once, then where it looked and what to set', async () => {
    const refused = scripted(new TransportError('ETIMEDOUT', 'no response'));
    const a = deps(refused.transport);
    const error = await failure(
      requestAzureToken({ call: azureToken, ...a.common, resource: 'r' }),
    );
    expect(refused.requests).toHaveLength(2);
    expect(error.message).toBe(
      "request the VM's managed identity token from the Azure instance metadata service failed (GET http://169.254.169.254/metadata/identity/oauth2/token): no answer from the instance metadata service at http://169.254.169.254 (no answer in time: this runner is not an Azure VM, or the service is out of its reach; AZURE_POD_IDENTITY_AUTHORITY_HOST sets another address) after 2 attempts",
    );
    expect(error.details.kind).toBe('azure:token');
  });

  it('a name that does not resolve (off GCP): not retried, says so', async () => {
    const unknown = scripted(new TransportError('ENOTFOUND', 'getaddrinfo ENOTFOUND'));
    const g = deps(unknown.transport);
    const error = await failure(requestGcpIdToken({ call: gcpToken, ...g.common, audience: 'a' }));
    expect(unknown.requests).toHaveLength(1);
    expect(error.message).toMatch(
      /\(GET http:\/\/metadata\.google\.internal\/computeMetadata\/v1\/instance\/service-accounts\/default\/identity\): no answer from the metadata server at metadata\.google\.internal \(the host name does not resolve: this runner is not a Compute Engine VM or GKE node; GCE_METADATA_HOST sets another address\)$/,
    );
  });

  it("retries wait as the API's retries do: the server's retry-after, and backoff", async () => {
    const busy = scripted(
      { status: 429, headers: { 'retry-after': '3' }, body: '{}' },
      { status: 500, body: '{}' },
      azureOk,
    );
    const a = deps(busy.transport);
    expect(await requestAzureToken({ call: azureToken, ...a.common, resource: 'r' })).toBe(JWT);
    expect(busy.requests).toHaveLength(3);
    expect(a.timing.sleeps[0]).toBeGreaterThanOrEqual(3000);
    expect(a.timing.sleeps).toHaveLength(2);
  });

  it.each([404, 408, 410])(
    'Azure: a %i (the service is updating) is retried like its 429 and 5xx',
    async (status) => {
      const updating = scripted({ status, body: '{"error":"not ready"}' }, azureOk);
      const a = deps(updating.transport);
      expect(await requestAzureToken({ call: azureToken, ...a.common, resource: 'r' })).toBe(JWT);
      expect(updating.requests).toHaveLength(2);
      expect(a.timing.sleeps).toHaveLength(1);
    },
  );

  it('Azure: a 404 that never ends is given up within the retries, naming the status', async () => {
    const updating = scripted({ status: 404, body: '{"error":"not ready"}' });
    const a = deps(updating.transport);
    const error = await failure(
      requestAzureToken({ call: azureToken, ...a.common, resource: 'r' }),
    );
    expect(updating.requests).toHaveLength(6);
    expect(error.details.status).toBe(404);
  });

  it('GCP: a 404 is no service account, not retried; a 404 from something else says so', async () => {
    const none = scripted({ status: 404, headers: { 'metadata-flavor': 'Google' }, body: 'x' });
    const error = await failure(
      requestGcpIdToken({ call: gcpToken, ...deps(none.transport).common, audience: 'a' }),
    );
    expect(none.requests).toHaveLength(1);
    expect(error.message).toMatch(/HTTP 404: the VM has no service account/);
    const other = scripted({ status: 404, headers: { 'content-type': 'text/html' }, body: 'x' });
    const impostor = await failure(
      requestGcpIdToken({
        call: gcpToken,
        ...deps(other.transport, { GCE_METADATA_HOST: '127.0.0.1:1' }).common,
        audience: 'a',
      }),
    );
    expect(impostor.details.code).toBe('NOT_METADATA');
    expect(impostor.message).toMatch(
      /no `Metadata-Flavor: Google` header\): check GCE_METADATA_HOST$/,
    );
  });

  it('an answer without a token: an error, and what came is not used', async () => {
    const empty = scripted({ status: 200, body: '{"token_type":"Bearer"}' });
    const azure = await failure(
      requestAzureToken({ call: azureToken, ...deps(empty.transport).common, resource: 'r' }),
    );
    expect(azure.message).toMatch(/: the answer holds no `access_token`$/);
    const text = scripted({ status: 200, headers: { 'metadata-flavor': 'Google' }, body: 'hello' });
    const g = deps(text.transport);
    const gcp = await failure(requestGcpIdToken({ call: gcpToken, ...g.common, audience: 'a' }));
    expect(gcp.message).toMatch(/HTTP 200: the answer is not an ID token \(a JWT\)$/);
    // The metadata server's own answer is masked all the same.
    expect(g.masks).toEqual(['hello']);
  });
});
