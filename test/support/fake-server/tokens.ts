// Ready-made credentials, so tests can skip the login call. They are signed with the fake's own
// secret and registered by the default seed; identity tokens never expire (TTL 0, which the real
// server also allows) and can be revoked like any other token.
import { signHs256 } from './jwt.ts';
import {
  ADMIN_USER_ID,
  FAKE_AUTH_SECRET,
  MEMBER_IDENTITY_ID,
  OIDC_IDENTITY_ID,
  ORG_ID,
  OUTSIDER_IDENTITY_ID,
  VIEWER_IDENTITY_ID,
} from './constants.ts';

// The capture machine's clock, so the tokens are byte-for-byte stable.
const ISSUED_AT = Date.parse('2026-11-21T22:44:33.000Z') / 1000;

/** Ids of the seeded access-token records behind the static tokens. */
export const STATIC_TOKEN_IDS = {
  member: 'a0c2e4f6-8b1d-4f3a-9c5e-7a9c1e3b5d70',
  viewer: 'b1d3f5a7-9c2e-4a4b-8d6f-8b0d2f4c6e81',
  outsider: 'c2e4a6b8-0d3f-4b5c-9e7a-9c1e3a5d7f92',
  oidc: 'd3f5b7c9-1e4a-4c6d-8f8b-0d2f4b6e8a03',
} as const;

function identityToken(identityId: string, identityAccessTokenId: string): string {
  return signHs256(
    { identityId, identityAccessTokenId, authTokenType: 'identityAccessToken', iat: ISSUED_AT },
    FAKE_AUTH_SECRET,
  );
}

/** Access token of the member identity (`gha-identity`). */
export const MEMBER_ACCESS_TOKEN = identityToken(MEMBER_IDENTITY_ID, STATIC_TOKEN_IDS.member);
/** Access token of the viewer identity (`gha-readonly-identity`). */
export const VIEWER_ACCESS_TOKEN = identityToken(VIEWER_IDENTITY_ID, STATIC_TOKEN_IDS.viewer);
/** Access token of the identity that is in the org but not in the project. */
export const OUTSIDER_ACCESS_TOKEN = identityToken(OUTSIDER_IDENTITY_ID, STATIC_TOKEN_IDS.outsider);
/** Access token of the OIDC identity, as if it had logged in. */
export const OIDC_ACCESS_TOKEN = identityToken(OIDC_IDENTITY_ID, STATIC_TOKEN_IDS.oidc);

/** Org-scoped user token of admin@example.com (the captures' "admin JWT"). */
export const ADMIN_USER_TOKEN = signHs256(
  {
    authTokenType: 'accessToken',
    userId: ADMIN_USER_ID,
    tokenVersionId: 'e4a6c8d0-2f5b-4d7e-9a9c-1e3a5c7f9b14',
    accessVersion: 1,
    organizationId: ORG_ID,
    iat: ISSUED_AT,
  },
  FAKE_AUTH_SECRET,
);
