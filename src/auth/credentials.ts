/** How to log in: the `method` input's values. */
export const AUTH_METHODS = [
  'universal',
  'oidc',
  'token',
  'aws-iam',
  'kubernetes',
  'jwt',
  'azure',
  'gcp-id-token',
] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** Who to log in as, by method: the settings read it, `authenticate` uses it. */
export type Credentials =
  | { readonly method: 'universal'; readonly clientId: string; readonly clientSecret: string }
  | { readonly method: 'oidc'; readonly identityId: string; readonly audience?: string }
  | { readonly method: 'token'; readonly accessToken?: string }
  | { readonly method: 'aws-iam'; readonly identityId: string }
  | { readonly method: 'kubernetes'; readonly identityId: string; readonly jwt: string }
  | { readonly method: 'jwt'; readonly identityId: string; readonly jwt: string }
  | {
      readonly method: 'azure';
      readonly identityId: string;
      /** The resource (audience) to ask the instance metadata service a token for. */
      readonly resource: string;
      /** Client id of a user-assigned managed identity; the system-assigned one without it. */
      readonly clientId?: string;
    }
  | { readonly method: 'gcp-id-token'; readonly identityId: string };
