// AWS IAM login: `{identityId, iamHttpRequestMethod, iamRequestBody, iamRequestHeaders}`, the
// last two base64 (the headers as a JSON object) of a SigV4-signed STS GetCallerIdentity request.
// As on the real server: the identity's AWS auth, the region from the Authorization header's
// credential scope, the request replayed to that region's STS (here: checked by `aws-sts.ts`),
// then the allowed account ids and principal ARNs. Unauthenticated, write rate limit.
//
// Real wordings: the 404 for an identity without AWS auth, "Invalid AWS region", and the account
// and ARN refusals. Invented (the captures hold no AWS login): the 400 for undecodable headers
// and every refusal of the signed request itself (see aws-sts.ts).
import { principalArn, verifyGetCallerIdentity } from '../aws-sts.ts';
import { issueIdentityToken } from '../auth.ts';
import { badRequest, internal, notFound, unauthorized } from '../errors.ts';
import { ok } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import { isUuid } from '../util.ts';
import { validate } from '../validation.ts';

interface AwsLoginBody {
  identityId: string;
  iamHttpRequestMethod: string;
  iamRequestBody: string;
  iamRequestHeaders: string;
}

/** Base64 JSON object of string values, or a 400 (invented wording). */
function decodeHeaders(base64: string): Record<string, string> {
  let headers: unknown;
  try {
    headers = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    headers = undefined;
  }
  if (
    !headers ||
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    Object.values(headers).some((v) => typeof v !== 'string')
  ) {
    throw badRequest('iamRequestHeaders must be the base64 of a JSON object of header strings');
  }
  return headers as Record<string, string>;
}

/** The region of `Credential=<key>/<date>/<region>/<service>/aws4_request`, as the server reads it. */
function regionOf(authorization: string | undefined): string | null {
  const field = authorization?.split(' ').find((part) => part.startsWith('Credential='));
  const parts = field?.split('/');
  return parts && parts.length >= 3 ? parts[2]! : null;
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function awsAuthLogin(ctx: RouteContext) {
  const body = validate<AwsLoginBody>(
    {
      identityId: { kind: 'string' },
      iamHttpRequestMethod: { kind: 'string' },
      iamRequestBody: { kind: 'string' },
      iamRequestHeaders: { kind: 'string' },
    },
    ctx.body,
  );
  if (!isUuid(body.identityId)) throw internal('Find one');
  const identity = ctx.state.identities.get(body.identityId);
  const config = identity?.awsAuth;
  if (!identity || !config) {
    throw notFound('AWS auth method not found for identity, did you configure AWS auth?');
  }
  const headers = decodeHeaders(body.iamRequestHeaders);
  const region = regionOf(headers.Authorization ?? headers.authorization);
  if (!region || !/^[a-z0-9-]{1,20}$/.test(region)) throw badRequest('Invalid AWS region');

  const caller = verifyGetCallerIdentity(
    ctx.state,
    {
      method: body.iamHttpRequestMethod,
      headers,
      body: Buffer.from(body.iamRequestBody, 'base64').toString('utf8'),
    },
    region,
  );
  const accounts = list(config.allowedAccountIds);
  if (accounts.length > 0 && !accounts.includes(caller.Account)) {
    throw unauthorized('Access denied: AWS account ID not allowed.');
  }
  const arns = list(config.allowedPrincipalArns);
  const arn = principalArn(caller.Arn);
  if (
    arns.length > 0 &&
    !arns.some((pattern) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(
        arn,
      ),
    )
  ) {
    throw unauthorized('Access denied: AWS principal ARN not allowed.');
  }
  return ok(issueIdentityToken(ctx.state, identity.id, 'aws-auth', config));
}

export const awsAuthRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/v1/auth/aws-auth/login',
    auth: 'none',
    rateLimit: 'write',
    handler: awsAuthLogin,
  },
];
