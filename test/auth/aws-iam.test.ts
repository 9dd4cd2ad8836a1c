// The SigV4 signer against AWS's published examples, and the STS GetCallerIdentity login request
// it builds. Vectors: the worked example of the AWS General Reference ("Examples of the complete
// Signature Version 4 signing process": IAM ListUsers, and "Examples of how to derive a signing
// key"), and cases of AWS's SigV4 test suite (aws-sig-v4-test-suite, credentials AKIDEXAMPLE,
// 2015-08-30T12:36:00Z, us-east-1, service `service`).
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  amzDate,
  deriveSigningKey,
  signGetCallerIdentity,
  signV4,
  STS_GET_CALLER_IDENTITY_BODY,
} from '../../src/auth/aws-signature.js';

const EXAMPLE = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const AT = new Date('2015-08-30T12:36:00Z');
/** The session token of the test suite's post-sts-token cases. */
const EXAMPLE_SESSION_TOKEN =
  'AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPfIe' +
  'oIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT7WZ0' +
  'wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKmlzm8FDr' +
  'ypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA==';

interface SuiteRequest {
  method: string;
  headers?: Record<string, string>;
  body?: string;
}

const suite = (request: SuiteRequest, sessionToken?: string) =>
  signV4(
    {
      method: request.method,
      host: 'example.amazonaws.com',
      path: '/',
      headers: request.headers ?? {},
      body: request.body ?? '',
    },
    { ...EXAMPLE, sessionToken },
    { region: 'us-east-1', service: 'service' },
    AT,
  );

describe('SigV4 signer: published AWS examples', () => {
  it('derives the signing key of the AWS General Reference example', () => {
    const key = deriveSigningKey(EXAMPLE.secretAccessKey, '20120215', 'us-east-1', 'iam');
    expect(key.toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it('signs the IAM ListUsers example: canonical request, string to sign, key, signature', () => {
    const signed = signV4(
      {
        method: 'GET',
        host: 'iam.amazonaws.com',
        path: '/',
        query: 'Action=ListUsers&Version=2010-05-08',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: '',
      },
      EXAMPLE,
      { region: 'us-east-1', service: 'iam' },
      AT,
    );
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/',
        'Action=ListUsers&Version=2010-05-08',
        'content-type:application/x-www-form-urlencoded; charset=utf-8',
        'host:iam.amazonaws.com',
        'x-amz-date:20150830T123600Z',
        '',
        'content-type;host;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(createHash('sha256').update(signed.canonicalRequest).digest('hex')).toBe(
      'f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59',
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/iam/aws4_request\n' +
        'f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59',
    );
    expect(
      deriveSigningKey(EXAMPLE.secretAccessKey, '20150830', 'us-east-1', 'iam').toString('hex'),
    ).toBe('c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9');
    expect(signed.headers.Authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
    expect(signed.headers).toMatchObject({
      Host: 'iam.amazonaws.com',
      'X-Amz-Date': '20150830T123600Z',
    });
  });

  it.each([
    [
      'get-vanilla',
      { method: 'GET' },
      '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    ],
    [
      'post-vanilla',
      { method: 'POST' },
      '5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b',
    ],
    [
      'post-header-key-sort',
      { method: 'POST', headers: { 'My-Header1': 'value1' } },
      'c5410059b04c1ee005303aed430f6e6645f61f4dc9e1461ec8f8916fdf18852c',
    ],
    [
      'post-header-value-case',
      { method: 'POST', headers: { 'My-Header1': 'VALUE1' } },
      'cdbc9802e29d2942e5e10b5bccfdd67c5f22c7c4e8ae67b53629efa58b974b7d',
    ],
    [
      'post-x-www-form-urlencoded',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'Param1=value1',
      },
      'ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a',
    ],
    [
      'post-x-www-form-urlencoded-parameters',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf8' },
        body: 'Param1=value1',
      },
      '1a72ec8f64bd914b0e42e42607c7fbce7fb2c7465f63e3092b3b0d39fa77a6fe',
    ],
  ] as [string, SuiteRequest, string][])('test suite %s', (_name, request, signature) => {
    const signed = suite(request);
    expect(signed.signature).toBe(signature);
    const names = ['host', 'x-amz-date', ...Object.keys(request.headers ?? {})]
      .map((n) => n.toLowerCase())
      .sort()
      .join(';');
    expect(signed.headers.Authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=${names}, Signature=${signature}`,
    );
  });

  it('test suite post-sts-header-before: the session token is sent and signed', () => {
    const signed = suite({ method: 'POST' }, EXAMPLE_SESSION_TOKEN);
    expect(signed.headers['X-Amz-Security-Token']).toBe(EXAMPLE_SESSION_TOKEN);
    expect(signed.headers.Authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date;x-amz-security-token, ' +
        'Signature=85d96828115b5dc0cfc3bd16ad9e210dd772bbebba041836c64533a82be05ead',
    );
  });

  it('sorts and encodes query parameters once', () => {
    const query = (q: string) =>
      signV4(
        { method: 'GET', host: 'h', path: '/', query: q, headers: {}, body: '' },
        EXAMPLE,
        { region: 'us-east-1', service: 'service' },
        AT,
      ).canonicalRequest.split('\n')[2];
    expect(query('Param2=value2&Param1=value1')).toBe('Param1=value1&Param2=value2');
    expect(query('a=b+c&a=b&x=%7E*')).toBe('a=b&a=b%20c&x=~%2A');
  });

  it('formats X-Amz-Date in UTC without milliseconds', () => {
    expect(amzDate(new Date('2024-02-29T23:59:59.999Z'))).toBe('20240229T235959Z');
  });
});

describe('STS GetCallerIdentity login request', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };
  const decode = (login: ReturnType<typeof signGetCallerIdentity>) => ({
    body: Buffer.from(login.iamRequestBody, 'base64').toString('utf8'),
    headers: JSON.parse(Buffer.from(login.iamRequestHeaders, 'base64').toString('utf8')) as Record<
      string,
      string
    >,
  });

  /** SigV4 written out step by step, independently of the signer, for this one request. */
  function expectedSignature(
    headers: Record<string, string>,
    secret: string,
    region: string,
  ): string {
    const signed = headers.Authorization!.match(/SignedHeaders=([^,]+)/)![1]!.split(';');
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const hash = (s: string) => createHash('sha256').update(s).digest('hex');
    const canonical = `POST\n/\n\n${signed.map((n) => `${n}:${lower[n]}\n`).join('')}\n${signed.join(';')}\n${hash(STS_GET_CALLER_IDENTITY_BODY)}`;
    const date = headers['X-Amz-Date']!;
    const scope = `${date.slice(0, 8)}/${region}/sts/aws4_request`;
    let key: Buffer = Buffer.from(`AWS4${secret}`);
    for (const part of [date.slice(0, 8), region, 'sts', 'aws4_request'])
      key = createHmac('sha256', key).update(part).digest();
    return createHmac('sha256', key)
      .update(`AWS4-HMAC-SHA256\n${date}\n${scope}\n${hash(canonical)}`)
      .digest('hex');
  }

  it('signs POST https://sts.<region>.amazonaws.com/ with the GetCallerIdentity body', () => {
    const login = signGetCallerIdentity(credentials, 'eu-west-3', new Date('2024-05-01T10:20:30Z'));
    expect(login.iamHttpRequestMethod).toBe('POST');
    const { body, headers } = decode(login);
    expect(body).toBe('Action=GetCallerIdentity&Version=2011-06-15');
    expect(headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
      'Content-Length': '43',
      Host: 'sts.eu-west-3.amazonaws.com',
      'X-Amz-Date': '20240501T102030Z',
      Authorization: expect.stringMatching(
        /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20240501\/eu-west-3\/sts\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/,
      ),
    });
    const signature = headers.Authorization!.slice(-64);
    expect(signature).toBe(expectedSignature(headers, credentials.secretAccessKey, 'eu-west-3'));
  });

  it('sends and signs the session token of temporary credentials', () => {
    const token = 'FwoGZXIvYXdzEXAMPLE//session+token==';
    const login = signGetCallerIdentity(
      { ...credentials, sessionToken: token },
      'us-east-1',
      new Date('2024-05-01T10:20:30Z'),
    );
    const { headers } = decode(login);
    expect(headers['X-Amz-Security-Token']).toBe(token);
    expect(headers.Authorization).toContain(
      'SignedHeaders=content-length;content-type;host;x-amz-date;x-amz-security-token,',
    );
    expect(headers.Authorization!.slice(-64)).toBe(
      expectedSignature(headers, credentials.secretAccessKey, 'us-east-1'),
    );
    // The secret key never leaves the runner, in any form.
    expect(JSON.stringify(login)).not.toContain(credentials.secretAccessKey);
  });
});
