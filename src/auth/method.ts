/**
 * What a login method is: one plug-in (`src/auth/methods/<method>.ts`) says everything the
 * settings, the login, the errors and the tool need of it, and the registry
 * (`src/auth/methods/index.ts`) derives the `method` input's values and the credentials' type.
 */
import type { RetryNotice } from '../api/caller.js';
import type { InfisicalClient } from '../api/client.js';
import { endpoint, type Call, type HintRule } from '../api/endpoint.js';
import { accessToken, type AccessTokenResponse } from '../api/endpoints/tokens.js';
import type { RetryPolicy } from '../api/retry.js';
import type { Transport } from '../api/transport.js';
import { InputError } from '../errors/input.js';
import { ref, words, type Text } from '../errors/words.js';
import type { ConnectionInput } from '../spec/values.js';

/** A logged-in session's token, and whose it is. */
export interface Session {
  /** Undefined when only an API key is used. */
  readonly accessToken?: string;
  /** True when the action logged in, so the token is its own to revoke. */
  readonly obtained: boolean;
}

/** What a login may use besides its credentials. */
export interface AuthDeps {
  client: InfisicalClient;
  transport: Transport;
  env: Readonly<Record<string, string | undefined>>;
  mask: (value: string) => void;
  timeoutMs: number;
  /** `ca-certificate`, for requests made outside the API client (the AWS SDK's STS calls). */
  caCertificate?: string;
  /** Retry timing for requests made outside the API client (the GitHub OIDC token). */
  retry?: Partial<RetryPolicy>;
  onRetry?: (notice: RetryNotice) => void;
  /** Clock of the AWS request signature (milliseconds since the epoch). */
  now?: () => number;
  /** Debug lines (where the AWS credentials came from); never a credential. */
  debug?: (line: string) => void;
  /** Warnings about the job's configuration (two AWS credential sources set). */
  warning?: (text: string) => void;
}

/** What a method's settings read: its inputs (defaults applied), the masker, the workspace. */
export interface MethodInputs<I extends ConnectionInput> {
  /** Reads one of the method's inputs (declared in `inputs`): trimmed, '' when not set. */
  readonly read: (name: I) => string;
  /** Registers a value with the log masker the moment it is read. */
  readonly mask: (value: string) => void;
  /** Where relative paths start. */
  readonly workspace: string;
}

/** One way to log in: the `method` input's value `name`. */
export interface LoginMethod<
  M extends string,
  I extends ConnectionInput,
  C extends object,
  K extends string = string,
> {
  readonly name: M;
  /** How the action's first line says it logs in: "with universal auth" (or from the credentials). */
  readonly label: string | ((credentials: C) => string);
  /**
   * The inputs it reads (its credentials, the connection inputs whose description names it);
   * `read` can read no other.
   */
  readonly inputs: readonly I[];
  /** In the tool, without a `method`: any of these inputs, given, chooses this method. */
  readonly chosenBy?: readonly ConnectionInput[];
  /** The credentials are complete only with every input of `chosenBy` (a client id and its secret). */
  readonly chosenByAll?: boolean;
  /** Its calls: the login, and any request it makes outside the API (kinds, labels, hints). */
  readonly calls: readonly Call<K>[];
  /** Reads and checks its inputs, before any request: a missing or wrong one is an InputError. */
  readonly read: (inputs: MethodInputs<I>) => C;
  /** Logs in (masking what it obtains the moment it has it). */
  readonly login: (credentials: C, deps: AuthDeps) => Promise<Session>;
}

/** Declares a login method, keeping its name as a literal type (`AuthMethod` is made of them). */
export const loginMethod = <
  const M extends string,
  I extends ConnectionInput,
  C extends object,
  K extends string = never,
>(
  method: LoginMethod<M, I, C, K>,
): LoginMethod<M, I, C, K> => method;

/** A login's endpoint: a POST of `body` to `path`, answered with an access token. */
export const loginEndpoint = <In extends object, const K extends string>(described: {
  kind: K;
  label: string;
  path: string;
  hints: readonly HintRule[];
}) =>
  endpoint<In, AccessTokenResponse, K>({
    kind: described.kind,
    label: described.label,
    // A login only mints another short-lived token.
    login: true,
    safeToRepeat: true,
    generations: [
      { route: (body) => ({ method: 'POST', path: described.path, body }), answer: accessToken },
    ],
    hints: described.hints,
  });

/** The body of a login with a token from elsewhere (OIDC, Kubernetes, JWT, Azure, GCP). */
export interface MachineLogin {
  identityId: string;
  jwt: string;
}

/** The session of a login: its token, masked at once, is the action's own to revoke. */
export async function loggedIn(
  login: Promise<AccessTokenResponse>,
  mask: (value: string) => void,
): Promise<Session> {
  const { accessToken } = await login;
  mask(accessToken);
  return { accessToken, obtained: true };
}

/** `identity-id`, which every login by a machine identity's id needs: one error without it. */
export function requireIdentityId(
  read: (name: 'identity-id') => string,
  method: string,
  auth: string,
): string {
  const identityId = read('identity-id');
  if (!identityId) {
    throw new InputError(
      words`${ref('method', method)} needs ${ref('identity-id')}, the id of the machine identity with ${auth} auth configured.`,
    );
  }
  return identityId;
}

/** The hint for a login whose identity the server did not find. */
export const checkIdentityId = (auth: string): Text =>
  words`Check ${ref('identity-id')}: it must be the id (a UUID) of a machine identity with ${auth} auth configured.`;

/** What a request to a cloud VM's metadata server takes of the login's dependencies. */
export const metadataDeps = (deps: AuthDeps) => ({
  env: deps.env,
  timeoutMs: deps.timeoutMs,
  retry: deps.retry,
  onRetry: deps.onRetry,
  mask: deps.mask,
  debug: deps.debug,
});
