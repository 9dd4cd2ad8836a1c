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

/**
 * The tool, without a `method`: the inputs that choose one when given, in the order they are
 * looked at (the methods' order).
 */
export const CHOSEN_BY: readonly (readonly [input: ConnectionInput, method: AuthMethod])[] =
  METHODS.flatMap((method) =>
    (method.chosenBy ?? []).map((input) => [input, method.name] as const),
  );
