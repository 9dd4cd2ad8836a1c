// Loopback stand-ins for every place the AWS SDK's default chain gets credentials from, and an
// isolated environment so that no test can ever reach AWS: EC2 instance metadata (IMDSv2), the
// ECS container credentials endpoint, and STS (AssumeRoleWithWebIdentity, AssumeRole). The SDK
// reaches them through its documented endpoint overrides (AWS_EC2_METADATA_SERVICE_ENDPOINT,
// AWS_CONTAINER_CREDENTIALS_FULL_URI, AWS_ENDPOINT_URL_STS); everything listens on 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stsSignature } from './fake-server/aws-sts.ts';
import {
  AWS_ACCOUNT_ID,
  AWS_ROLE_ACCESS_KEY_ID,
  AWS_ROLE_SECRET_KEY,
  AWS_ROLE_SESSION_TOKEN,
} from './fake-server/constants.ts';

/** One set of AWS credentials a fake hands out. */
export interface FakeAwsKeys {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** The role session the fake Infisical server accepts (its AWS identity allows the role). */
export const ROLE_KEYS: FakeAwsKeys = {
  accessKeyId: AWS_ROLE_ACCESS_KEY_ID,
  secretAccessKey: AWS_ROLE_SECRET_KEY,
  sessionToken: AWS_ROLE_SESSION_TOKEN,
};

/** Distinct keys per source, for telling which source of the chain won. */
export const SOURCE_KEYS = {
  environment: { accessKeyId: 'AKIAFAKEENVIRONMENT1', secretAccessKey: 'env/secret+key' },
  profile: { accessKeyId: 'AKIAFAKEPROFILEKEY01', secretAccessKey: 'profile/secret+key' },
  webIdentity: {
    accessKeyId: 'ASIAFAKEWEBIDENTITY1',
    secretAccessKey: 'web-identity/secret+key',
    sessionToken: 'web-identity/session+token',
  },
  container: {
    accessKeyId: 'ASIAFAKECONTAINER001',
    secretAccessKey: 'container/secret+key',
    sessionToken: 'container/session+token',
  },
  instance: {
    accessKeyId: 'ASIAFAKEINSTANCE0001',
    secretAccessKey: 'instance/secret+key',
    sessionToken: 'instance/session+token',
  },
} satisfies Record<string, FakeAwsKeys>;

export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Answer {
  status: number;
  body: string;
  type?: string;
}

interface Loopback {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP server (HTTPS with `tls`) answering each request with `answer`, recording what
 * it received.
 */
async function startLoopback(
  answer: (request: SeenRequest) => Answer,
  tls?: { key: string; cert: string },
): Promise<Loopback> {
  const requests: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status, body, type = 'text/plain' } = answer(request);
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const inOneHour = (): string => new Date(Date.now() + 3600_000).toISOString();

export interface FakeImds extends Loopback {
  /** Session tokens issued by `PUT /latest/api/token`. */
  tokens: string[];
  /** Requests refused for want of a valid session token. */
  refused: SeenRequest[];
}

/**
 * EC2 instance metadata, IMDSv2 only: `PUT /latest/api/token` (with a TTL header) issues a
 * session token, and every `GET` must carry it in `x-aws-ec2-metadata-token` (401 otherwise, as
 * an instance with `HttpTokens: required` answers). Serves the instance profile's role name and
 * credentials (404 when `role` is null: no instance profile), and `placement/region` (404 when
 * `region` is null).
 */
export async function startFakeImds(
  options: {
    keys?: FakeAwsKeys;
    role?: string | null;
    region?: string | null;
    /** An IMDSv1-only service: the token request answers 404, reads need no token. */
    v1Only?: boolean;
  } = {},
): Promise<FakeImds> {
  const keys = options.keys ?? ROLE_KEYS;
  const role = options.role === undefined ? 'gha-runner-instance-role' : options.role;
  const region = options.region === undefined ? 'eu-central-1' : options.region;
  const tokens: string[] = [];
  const refused: SeenRequest[] = [];
  const server = await startLoopback((request) => {
    if (request.method === 'PUT' && request.path === '/latest/api/token') {
      if (options.v1Only) return { status: 404, body: 'Not Found' };
      if (!request.headers['x-aws-ec2-metadata-token-ttl-seconds']) {
        return { status: 400, body: 'Missing TTL header' };
      }
      const token = `imds-session-${randomUUID()}`;
      tokens.push(token);
      return { status: 200, body: token };
    }
    const token = request.headers['x-aws-ec2-metadata-token'];
    const tokenValid = typeof token === 'string' && tokens.includes(token);
    if (request.method !== 'GET' || (!tokenValid && !options.v1Only)) {
      refused.push(request);
      return { status: 401, body: 'Unauthorized' };
    }
    const base = '/latest/meta-data/iam/security-credentials/';
    if (request.path === base && role !== null) return { status: 200, body: role };
    if (role !== null && request.path === base + role) {
      return {
        status: 200,
        type: 'application/json',
        body: JSON.stringify({
          Code: 'Success',
          LastUpdated: new Date().toISOString(),
          Type: 'AWS-HMAC',
          AccessKeyId: keys.accessKeyId,
          SecretAccessKey: keys.secretAccessKey,
          Token: keys.sessionToken,
          Expiration: inOneHour(),
        }),
      };
    }
    if (request.path === '/latest/meta-data/placement/region' && region !== null) {
      return { status: 200, body: region };
    }
    return { status: 404, body: 'Not Found' };
  });
  return { ...server, tokens, refused };
}

export interface FakeEcs extends Loopback {
  /** The value for AWS_CONTAINER_CREDENTIALS_FULL_URI. */
  fullUri: string;
  /** The value for AWS_CONTAINER_AUTHORIZATION_TOKEN (the endpoint refuses any other). */
  authorizationToken: string;
}

/**
 * The ECS (or EKS Pod Identity) container credentials endpoint: `GET <path>` with the
 * authorization token in `Authorization` answers the task role's credentials; 401 otherwise.
 */
export async function startFakeEcs(
  options: { keys?: FakeAwsKeys; tls?: { key: string; cert: string } } = {},
): Promise<FakeEcs> {
  const keys = options.keys ?? ROLE_KEYS;
  const credentialsPath = `/v2/credentials/${randomUUID()}`;
  const authorizationToken = `ecs-auth-${randomUUID()}`;
  const server = await startLoopback((request) => {
    if (request.headers.authorization !== authorizationToken) {
      return { status: 401, body: 'Unauthorized' };
    }
    if (request.method !== 'GET' || request.path !== credentialsPath) {
      return { status: 404, body: 'Not Found' };
    }
    return {
      status: 200,
      type: 'application/json',
      body: JSON.stringify({
        AccessKeyId: keys.accessKeyId,
        SecretAccessKey: keys.secretAccessKey,
        Token: keys.sessionToken,
        Expiration: inOneHour(),
        RoleArn: `arn:aws:iam::${AWS_ACCOUNT_ID}:role/ecs-task-role`,
      }),
    };
  }, options.tls);
  return { ...server, fullUri: server.url + credentialsPath, authorizationToken };
}

export interface FakeSts extends Loopback {
  /** The parsed form bodies of the calls, in order. */
  calls: Record<string, string>[];
}

const STS_NS = 'https://sts.amazonaws.com/doc/2011-06-15/';

function stsError(status: number, code: string, message: string): Answer {
  return {
    status,
    type: 'text/xml',
    body: `<ErrorResponse xmlns="${STS_NS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  };
}

function stsCredentials(action: string, keys: FakeAwsKeys, roleArn: string, session: string) {
  const roleName = roleArn.split('/').at(-1);
  return {
    status: 200,
    type: 'text/xml',
    body:
      `<${action}Response xmlns="${STS_NS}"><${action}Result>` +
      `<Credentials><AccessKeyId>${keys.accessKeyId}</AccessKeyId><SecretAccessKey>${keys.secretAccessKey}</SecretAccessKey>` +
      `<SessionToken>${keys.sessionToken ?? ''}</SessionToken><Expiration>${inOneHour()}</Expiration></Credentials>` +
      `<AssumedRoleUser><Arn>arn:aws:sts::${AWS_ACCOUNT_ID}:assumed-role/${roleName}/${session}</Arn>` +
      `<AssumedRoleId>AROAFAKEROLEID:${session}</AssumedRoleId></AssumedRoleUser>` +
      `</${action}Result><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></${action}Response>`,
  };
}

/**
 * STS, for the two calls the credential chain makes: AssumeRoleWithWebIdentity (unsigned; the
 * web identity token must be `webIdentityToken` and the role `roleArn`, else InvalidIdentityToken
 * or AccessDenied as STS answers) and AssumeRole (a profile's `role_arn`; SigV4-signed by
 * `sourceKeys`, checked with the fake server's own SigV4 code).
 */
export async function startFakeSts(options: {
  roleArn: string;
  webIdentityToken?: string;
  sourceKeys?: FakeAwsKeys;
  keys?: FakeAwsKeys;
  /** Serve HTTPS with this key and certificate. */
  tls?: { key: string; cert: string };
}): Promise<FakeSts> {
  const keys = options.keys ?? ROLE_KEYS;
  const calls: Record<string, string>[] = [];
  const server = await startLoopback((request) => {
    const form = Object.fromEntries(new URLSearchParams(request.body));
    calls.push(form);
    if (request.method !== 'POST' || request.path !== '/') {
      return stsError(404, 'UnknownOperation', 'Not an STS request.');
    }
    const session = form.RoleSessionName ?? 'session';
    if (form.Action === 'AssumeRoleWithWebIdentity') {
      if (!options.webIdentityToken || form.WebIdentityToken !== options.webIdentityToken) {
        return stsError(
          400,
          'InvalidIdentityToken',
          "Couldn't retrieve verification key from your identity provider",
        );
      }
      if (form.RoleArn !== options.roleArn) {
        return stsError(
          403,
          'AccessDenied',
          'Not authorized to perform sts:AssumeRoleWithWebIdentity',
        );
      }
      return stsCredentials('AssumeRoleWithWebIdentity', keys, form.RoleArn, session);
    }
    if (form.Action === 'AssumeRole') {
      if (!options.sourceKeys || !signedBy(request, options.sourceKeys)) {
        return stsError(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        );
      }
      if (form.RoleArn !== options.roleArn) {
        return stsError(403, 'AccessDenied', 'User is not authorized to perform: sts:AssumeRole');
      }
      return stsCredentials('AssumeRole', keys, form.RoleArn, session);
    }
    return stsError(400, 'InvalidAction', 'Could not find operation.');
  }, options.tls);
  return { ...server, calls };
}

/** Whether a request's SigV4 signature is `keys`'s, recomputed from the request itself. */
function signedBy(request: SeenRequest, keys: FakeAwsKeys): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/sts\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization ?? ''),
    );
  if (!auth || auth[1] !== keys.accessKeyId) return false;
  if ((request.headers['x-amz-security-token'] ?? undefined) !== keys.sessionToken) return false;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  return (
    stsSignature({
      method: request.method,
      headers,
      signedHeaders: auth[4]!.split(';'),
      body: request.body,
      secretAccessKey: keys.secretAccessKey,
      amzDate: headers['x-amz-date']!,
      region: auth[3]!,
    }) === auth[5]
  );
}

/** Where nothing listens: a request there is refused at once, on loopback. */
export const NOWHERE = 'http://127.0.0.1:9';

/**
 * A temporary home for the AWS SDK: the variables that steer it, each set so that nothing can
 * leave the machine. Instance metadata is off (tests that want it point
 * AWS_EC2_METADATA_SERVICE_ENDPOINT at a fake and clear AWS_EC2_METADATA_DISABLED); the shared
 * files live in a fresh folder; every AWS endpoint (STS included) defaults to a closed loopback
 * port. Merge `extra` over it; a value of undefined removes the variable.
 */
export function awsTestEnvironment(extra: Record<string, string | undefined> = {}): {
  env: Record<string, string>;
  dir: string;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aws-home-'));
  const base: Record<string, string | undefined> = {
    HOME: dir,
    USERPROFILE: dir,
    AWS_CONFIG_FILE: path.join(dir, 'config'),
    AWS_SHARED_CREDENTIALS_FILE: path.join(dir, 'credentials'),
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_EC2_METADATA_SERVICE_ENDPOINT: NOWHERE,
    AWS_ENDPOINT_URL: NOWHERE,
    ...extra,
  };
  const env = Object.fromEntries(
    Object.entries(base).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { env, dir };
}

/** Writes the shared config and credentials files of an {@link awsTestEnvironment}. */
export function writeAwsFiles(
  env: Record<string, string>,
  files: { config?: string; credentials?: string },
): void {
  if (files.config !== undefined) writeFileSync(env.AWS_CONFIG_FILE!, files.config);
  if (files.credentials !== undefined) {
    writeFileSync(env.AWS_SHARED_CREDENTIALS_FILE!, files.credentials);
  }
}

/** Hosts a test may connect to. */
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1)$/;

/**
 * Until `restore`, every TCP connection this process opens to anything but loopback fails before
 * it starts (and is recorded): a source the environment failed to point at a fake (the instance
 * metadata at 169.254.169.254, a real STS) can never be reached, only reported.
 */
function guardLoopbackOnly(): { violations: string[]; restore(): void } {
  const original = net.Socket.prototype.connect;
  const violations: string[] = [];
  net.Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    // `net.connect` passes its normalized [options, callback]; direct calls pass them as given.
    const first = args[0];
    const options = (
      Array.isArray(first)
        ? first[0]
        : typeof first === 'object' && first
          ? first
          : { host: args[1] }
    ) as { host?: string; path?: string };
    const host = options.host ?? 'localhost';
    if (!options.path && !LOOPBACK.test(host)) {
      violations.push(host);
      process.nextTick(() =>
        this.destroy(new Error(`tests connect to loopback only, not ${host}`)),
      );
      return this;
    }
    return original.apply(this, args as Parameters<typeof original>);
  } as typeof original;
  return {
    violations,
    restore: () => {
      net.Socket.prototype.connect = original;
    },
  };
}

/**
 * Runs `body` with `process.env` holding `env` as its only AWS variables (the AWS SDK reads
 * `process.env`, not the step environment the action is given), then restores it exactly.
 * Meanwhile no connection may leave loopback: one that tries fails the test.
 */
export async function withProcessEnv<T>(
  env: Record<string, string>,
  body: () => Promise<T>,
): Promise<T> {
  const saved = { ...process.env };
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('AWS_')) Reflect.deleteProperty(process.env, name);
  }
  Object.assign(process.env, env);
  const guard = guardLoopbackOnly();
  try {
    return await body();
  } finally {
    guard.restore();
    for (const name of Object.keys(process.env)) {
      if (!(name in saved)) Reflect.deleteProperty(process.env, name);
    }
    Object.assign(process.env, saved);
    if (guard.violations.length > 0) {
      // eslint-disable-next-line no-unsafe-finally -- the test must fail whatever `body` did
      throw new Error(`a test tried to leave loopback: ${guard.violations.join(', ')}`);
    }
  }
}
