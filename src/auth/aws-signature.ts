import { createHash, createHmac } from 'node:crypto';

/** AWS credentials: an access key id and secret key, with a session token when temporary. */
export interface AwsCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Present for temporary credentials (an assumed role, instance or container credentials). */
  readonly sessionToken?: string;
}

/** A request to sign with AWS Signature Version 4. */
export interface SignableRequest {
  readonly method: string;
  readonly host: string;
  /** Already in canonical form (`/` for the query APIs such as STS). */
  readonly path: string;
  /** Raw query string without `?`, or empty. */
  readonly query?: string;
  /** Headers to send and sign besides `Host`, `X-Amz-Date` and `X-Amz-Security-Token`. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface SignedRequest {
  /** The request's headers with `Host`, `X-Amz-Date`, the session token and `Authorization`. */
  readonly headers: Record<string, string>;
  readonly canonicalRequest: string;
  readonly stringToSign: string;
  readonly signature: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** The body of STS `GetCallerIdentity`, the call whose signature proves who the job is. */
export const STS_GET_CALLER_IDENTITY_BODY = 'Action=GetCallerIdentity&Version=2011-06-15';

/** The fields of an AWS IAM login besides `identityId`. */
export interface AwsIamLoginRequest {
  iamHttpRequestMethod: string;
  /** Base64 of the request body. */
  iamRequestBody: string;
  /** Base64 of the JSON object of the signed request's headers. */
  iamRequestHeaders: string;
}

const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** `20150830T123600Z`: the ISO 8601 basic form SigV4 uses, in UTC, without milliseconds. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** kSigning = HMAC chain over the date, region, service and `aws4_request`. */
export function deriveSigningKey(
  secretAccessKey: string,
  date: string,
  region: string,
  service: string,
): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

/** RFC 3986 percent-encoding of everything but the unreserved characters, as SigV4 wants. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Parameters encoded once and sorted by name, then value. */
function canonicalQuery(query: string): string {
  if (!query) return '';
  const decode = (part: string): string => decodeURIComponent(part.replace(/\+/g, ' '));
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? '' : pair.slice(eq + 1);
      return [uriEncode(decode(name)), uriEncode(decode(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * Signs a request with AWS Signature Version 4 (header form): adds `Host`, `X-Amz-Date` and,
 * for temporary credentials, `X-Amz-Security-Token`, signs every header, and adds
 * `Authorization`. Nothing here is logged: the result holds the session token.
 */
export function signV4(
  request: SignableRequest,
  credentials: AwsCredentials,
  scope: { region: string; service: string },
  now: Date,
): SignedRequest {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    Host: request.host,
    'X-Amz-Date': stamp,
  };
  if (credentials.sessionToken) headers['X-Amz-Security-Token'] = credentials.sessionToken;

  const canonical = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    const clean = value.trim().replace(/\s+/g, ' ');
    canonical.set(key, canonical.has(key) ? `${canonical.get(key)},${clean}` : clean);
  }
  const names = [...canonical.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    canonicalQuery(request.query ?? ''),
    ...names.map((name) => `${name}:${canonical.get(name)}`),
    '',
    signedHeaders,
    sha256Hex(request.body),
  ].join('\n');

  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = [ALGORITHM, stamp, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const key = deriveSigningKey(credentials.secretAccessKey, day, scope.region, scope.service);
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  headers.Authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}

/**
 * A signed STS `GetCallerIdentity` request to the region's endpoint, packed as the AWS IAM login
 * expects it. The server replays it to AWS, and AWS tells the server whose credentials signed it.
 */
export function signGetCallerIdentity(
  credentials: AwsCredentials,
  region: string,
  now: Date,
): AwsIamLoginRequest {
  const body = STS_GET_CALLER_IDENTITY_BODY;
  const { headers } = signV4(
    {
      method: 'POST',
      host: `sts.${region}.amazonaws.com`,
      path: '/',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
      },
      body,
    },
    credentials,
    { region, service: 'sts' },
    now,
  );
  return {
    iamHttpRequestMethod: 'POST',
    iamRequestBody: Buffer.from(body, 'utf8').toString('base64'),
    iamRequestHeaders: Buffer.from(JSON.stringify(headers), 'utf8').toString('base64'),
  };
}
