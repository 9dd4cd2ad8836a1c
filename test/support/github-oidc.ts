import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubOidcEndpoint {
  /** Value for ACTIONS_ID_TOKEN_REQUEST_URL. */
  requestUrl: string;
  /** Value for ACTIONS_ID_TOKEN_REQUEST_TOKEN. */
  requestToken: string;
  /** Audiences asked for, in order. */
  audiences: (string | undefined)[];
  /** User agent of every request, in order. */
  userAgents: (string | undefined)[];
  /** Statuses to answer the next requests with before answering normally (e.g. [503]). */
  failNext: number[];
  close(): Promise<void>;
}

/**
 * The runner's ID-token endpoint, on loopback: answers `{value: jwt}` to a request carrying the
 * request token, with the JWT made for the audience asked for.
 */
export async function startGitHubOidcEndpoint(
  makeJwt: (audience: string | undefined) => string,
): Promise<GitHubOidcEndpoint> {
  const requestToken = 'runner-request-token-0123456789';
  const audiences: (string | undefined)[] = [];
  const userAgents: (string | undefined)[] = [];
  const failNext: number[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    userAgents.push(req.headers['user-agent']);
    const failure = failNext.shift();
    if (failure !== undefined) {
      res.writeHead(failure, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (
      req.headers.authorization !== `Bearer ${requestToken}` ||
      url.searchParams.get('api-version') !== '2.0'
    ) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"message":"bad request token"}');
      return;
    }
    const audience = url.searchParams.get('audience') ?? undefined;
    audiences.push(audience);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ value: makeJwt(audience) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requestUrl: `http://127.0.0.1:${port}/token?api-version=2.0`,
    requestToken,
    audiences,
    userAgents,
    failNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
