/**
 * Every login method: the one list a new method joins (its plug-in is `<method>.ts` here). The
 * `method` input's values, the credentials' type and everything the code asks of a method come
 * from it.
 */
import type { Call } from '../../api/endpoint.js';
import type { ConnectionInput } from '../../spec/values.js';
import type { AuthDeps, LoginMethod, MethodInputs, Session } from '../method.js';
import { awsIam } from './aws-iam.js';
import { azure } from './azure.js';
import { gcpIdToken } from './gcp-id-token.js';
import { jwt } from './jwt.js';
import { kubernetes } from './kubernetes.js';
import { oidc } from './oidc.js';
import { token } from './token.js';
import { universal } from './universal.js';

/** In the order the `method` input lists them. */
const METHODS = [universal, oidc, token, awsIam, kubernetes, jwt, azure, gcpIdToken] as const;

type Method = (typeof METHODS)[number];

/** How to log in: the `method` input's values. */
export type AuthMethod = Method['name'];
export const AUTH_METHODS: readonly AuthMethod[] = METHODS.map((method) => method.name);

/** Who to log in as, by method: the settings read it, {@link authenticate} uses it. */
export type Credentials = CredentialsOf<Method>;

type CredentialsOf<T> =
  T extends LoginMethod<infer M, ConnectionInput, infer C, string>
    ? { readonly method: M } & C
    : never;

/** Any method, its types forgotten: what the code does with each, the same way. */
type AnyMethod = LoginMethod<AuthMethod, ConnectionInput, object>;

const byName = new Map<string, AnyMethod>(
  METHODS.map((method) => [method.name, method as unknown as AnyMethod]),
);

/** The plug-in of a method the `method` input names. */
const methodOf = (name: AuthMethod): AnyMethod => byName.get(name) as AnyMethod;

/** Reads and checks the inputs of `method` (an InputError names a wrong or missing one). */
export function readCredentials(
  method: AuthMethod,
  inputs: MethodInputs<ConnectionInput>,
): Credentials {
  return { method, ...methodOf(method).read(inputs) } as Credentials;
}

/** Logs in with the credentials' method and sets the token on the client. */
export async function authenticate(credentials: Credentials, deps: AuthDeps): Promise<Session> {
  const session = await methodOf(credentials.method).login(credentials, deps);
  deps.client.useAccessToken(session.accessToken);
  return session;
}

/** How the action's first line names the credentials' method: "with universal auth". */
export function methodLabel(credentials: Credentials): string {
  const { label } = methodOf(credentials.method);
  return typeof label === 'string' ? label : label(credentials);
}

/** Every method's calls (its login, its requests outside the API), for errors and hints. */
export const METHOD_CALLS: readonly Call<MethodCallKind>[] = METHODS.flatMap(
  (method): readonly Call<MethodCallKind>[] => method.calls,
);

/** The kinds of the methods' calls. */
type MethodCallKind = Method extends infer T
  ? T extends { readonly calls: readonly Call<infer K>[] }
    ? K
    : never
  : never;

/** The method the credentials given choose, and the other methods they would choose too. */
export interface MethodChoice {
  readonly method: AuthMethod;
  /** Other methods with credentials given, each with whether they are complete. */
  readonly others: readonly { readonly method: AuthMethod; readonly complete: boolean }[];
}

/**
 * The tool, without a `method`: the method the credentials given choose (a client id or secret:
 * `universal`; an access token or an API key: `token`; a JWT: `jwt`). When credentials of
 * several are given, complete ones win (a client id alone is not), and among them one that needs
 * no login (an access token, as the official CLI's `INFISICAL_TOKEN`), then the methods' order.
 */
export function chooseMethod(given: (input: ConnectionInput) => boolean): MethodChoice | undefined {
  const offered = METHODS.filter((method) => (method.chosenBy ?? []).some(given)).map((method) => ({
    method: method.name,
    complete: method.chosenByAll ? (method.chosenBy ?? []).every(given) : true,
    noLogin: method.calls.length === 0,
  }));
  const rank = (o: (typeof offered)[number]): number => (o.complete ? 0 : 2) + (o.noLogin ? 0 : 1);
  const chosen = [...offered].sort((a, b) => rank(a) - rank(b))[0];
  if (!chosen) return undefined;
  return {
    method: chosen.method,
    others: offered
      .filter((o) => o !== chosen)
      .map(({ method, complete }) => ({ method, complete })),
  };
}

/** The inputs that choose a method, by method. */
export const chosenByOf = (name: AuthMethod): readonly ConnectionInput[] =>
  methodOf(name).chosenBy ?? [];
