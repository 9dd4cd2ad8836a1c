// The fake's stand-in for AWS STS: the real server replays the login's signed GetCallerIdentity
// request to `https://sts.<region>.amazonaws.com/` and reads who signed it from the answer. The
// fake never contacts AWS: it checks the request itself, recomputing the SigV4 signature with the
// secret key of one of `state.awsKeys`, and answers the key's caller identity.
//
// The refusals use STS's error codes, but how the login relays them (status and message) is the
// fake's own invention: the captures hold no AWS login.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden, unauthorized } from './errors.ts';
import type { ApiError } from './errors.ts';
import type { FakeState } from './state.ts';
import type { AwsKeyRecord } from './types.ts';

export const GET_CALLER_IDENTITY_BODY = 'Action=GetCallerIdentity&Version=2011-06-15';

/** How far X-Amz-Date may be from the fake's clock, as on AWS. */
export const AWS_CLOCK_SKEW_MS = 15 * 60 * 1000;

/** The request the login carries, decoded. Header names as the client sent them. */
export interface StsRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
}

export interface CallerIdentity {
  Account: string;
  Arn: string;
  UserId: string;
}

/** Invented wording: STS's code and message, behind the login's usual "Access denied". */
const stsRefusal = (code: string, message: string): ApiError =>
  unauthorized(
    `Access denied: AWS STS refused the signed request (${code}): ${message.replace(/\.$/, '')}`,
  );

const INVALID_TOKEN = (): ApiError =>
  stsRefusal('InvalidClientTokenId', 'The security token included in the request is invalid.');

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** `20240501T102030Z` → epoch milliseconds, or NaN. */
function parseAmzDate(stamp: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  return m ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : NaN;
}

const toStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/**
 * SigV4 of a POST to `https://<host>/` without query, computed from scratch: canonical request,
 * string to sign, HMAC key chain. Written apart from the action's signer on purpose.
 */
export function stsSignature(options: {
  method: string;
  /** Lowercase names → values, for every signed header. */
  headers: Record<string, string>;
  signedHeaders: string[];
  body: string;
  secretAccessKey: string;
  amzDate: string;
  region: string;
}): string {
  const { headers, signedHeaders, amzDate, region } = options;
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    options.method,
    '/',
    '',
    canonicalHeaders,
    signedHeaders.join(';'),
    sha256Hex(options.body),
  ].join('\n');
  const scope = `${amzDate.slice(0, 8)}/${region}/sts/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  let key: Buffer = Buffer.from(`AWS4${options.secretAccessKey}`, 'utf8');
  for (const part of [amzDate.slice(0, 8), region, 'sts', 'aws4_request']) {
    key = createHmac('sha256', key).update(part, 'utf8').digest();
  }
  return createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/sts\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/**
 * What STS would answer the replayed request sent to `https://sts.<region>.amazonaws.com/`:
 * the caller identity, or the refusal. Checks, in order: the host is that STS endpoint (403), the
 * call is a POST of GetCallerIdentity (403), the Authorization header is well formed, the key
 * exists, the session token matches and is signed, X-Amz-Date is within 15 minutes of the fake's
 * clock, and the signature is right (401 each).
 */
export function verifyGetCallerIdentity(
  state: FakeState,
  request: StsRequest,
  region: string,
): CallerIdentity {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    const key = name.toLowerCase();
    headers[key] = key in headers ? `${headers[key]},${value}` : value;
  }
  const endpoint = `sts.${region}.amazonaws.com`;
  if (headers.host !== endpoint) {
    throw forbidden(`Access denied: the signed request is not addressed to AWS STS (${endpoint}).`);
  }
  if (request.method.toUpperCase() !== 'POST' || request.body !== GET_CALLER_IDENTITY_BODY) {
    throw forbidden('Access denied: the signed request is not an STS GetCallerIdentity call.');
  }
  const auth = AUTHORIZATION.exec(headers.authorization ?? '');
  if (!auth) {
    throw stsRefusal(
      'IncompleteSignature',
      'The Authorization header is not a well-formed AWS4-HMAC-SHA256 signature.',
    );
  }
  const [, accessKeyId, day, scopeRegion, signedList, signature] = auth as unknown as string[];
  const signedHeaders = signedList!.split(';');
  const key: AwsKeyRecord | undefined = state.awsKeys.get(accessKeyId!);
  if (!key) throw INVALID_TOKEN();
  if (scopeRegion !== region) {
    throw stsRefusal('SignatureDoesNotMatch', `Credential should be scoped to region ${region}.`);
  }
  const token = headers['x-amz-security-token'];
  if (
    (key.sessionToken ?? '') !== (token ?? '') ||
    (token !== undefined && !signedHeaders.includes('x-amz-security-token'))
  ) {
    throw INVALID_TOKEN();
  }
  const sortedUnique = [...new Set(signedHeaders)].sort();
  if (
    !signedHeaders.includes('host') ||
    !signedHeaders.includes('x-amz-date') ||
    signedHeaders.some((name) => headers[name] === undefined) ||
    sortedUnique.join(';') !== signedList
  ) {
    throw stsRefusal(
      'IncompleteSignature',
      'SignedHeaders must list, sorted, headers the request has, host and x-amz-date included.',
    );
  }
  const amzDate = headers['x-amz-date']!;
  const signedAt = parseAmzDate(amzDate);
  if (Number.isNaN(signedAt) || amzDate.slice(0, 8) !== day) {
    throw stsRefusal('IncompleteSignature', 'X-Amz-Date must match the credential scope date.');
  }
  const now = state.clock.now();
  if (signedAt < now - AWS_CLOCK_SKEW_MS) {
    throw stsRefusal(
      'SignatureExpired',
      `Signature expired: ${amzDate} is now earlier than ${toStamp(now - AWS_CLOCK_SKEW_MS)} (${toStamp(now)} - 15 min.)`,
    );
  }
  if (signedAt > now + AWS_CLOCK_SKEW_MS) {
    throw stsRefusal(
      'SignatureNotYetCurrent',
      `Signature not yet current: ${amzDate} is still later than ${toStamp(now + AWS_CLOCK_SKEW_MS)} (${toStamp(now)} + 15 min.)`,
    );
  }
  const expected = stsSignature({
    method: 'POST',
    headers,
    signedHeaders,
    body: request.body,
    secretAccessKey: key.secretAccessKey,
    amzDate,
    region,
  });
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature!))) {
    throw stsRefusal(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
    );
  }
  return { Account: key.account, Arn: key.arn, UserId: key.userId };
}

/** The real server's `extractPrincipalArn`: an assumed-role session stands for its role. */
export function principalArn(arn: string): string {
  const m = /^arn:([^:]+):sts::(\d+):assumed-role\/([^/]+)\/.+$/.exec(arn);
  return m ? `arn:${m[1]}:iam::${m[2]}:role/${m[3]}` : arn;
}
