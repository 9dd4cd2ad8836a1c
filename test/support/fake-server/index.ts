// Public API of the fake Infisical server used by the tests, the demo and the benchmarks.
//
//   const server = await startFakeServer();            // seeded, random port on 127.0.0.1
//   await fetch(`${server.url}/api/status`);
//   server.state.setSecret({ environment: 'dev', key: 'NEW', value: 'x' });
//   server.faults.add({ match: { path: '/api/v3/secrets/raw' }, kind: { status: 503 } });
//   await server.close();
export { startFakeServer } from './server.ts';
export type { FakeServer, FakeServerOptions, RecordedRequest } from './server.ts';
export { Clock, FakeState, normalizePath } from './state.ts';
export { seedOtherProjects } from './seed.ts';
export type {
  BulkSecretsInput,
  HiddenValuesRule,
  IdentityInput,
  ImportFanoutInput,
  ImportFanoutResult,
  ImportInput,
  SecretInput,
  TagInput,
} from './state.ts';
export { FaultQueue } from './faults.ts';
export type { FaultKind, FaultMatch, FaultSpec } from './faults.ts';
export { DEFAULT_LIMITS, RateLimiter } from './ratelimit.ts';
export type { RateLimitOptions } from './ratelimit.ts';
export type { RateLimitClass } from './router.ts';
export type { RouteSet } from './routes/index.ts';
export {
  decodeJwt,
  makeAzureJwt,
  makeGcpIdJwt,
  makeKubernetesJwt,
  makeOidcJwt,
  makeProviderJwt,
  makeUnsignedJwt,
  signHs256,
  withBadSignature,
} from './jwt.ts';
export type { JwtClaims } from './jwt.ts';
export { REVOKED_TOKEN_MESSAGE } from './auth.ts';
export { EXPIRED_TOKEN_MESSAGE, MALFORMED_TOKEN_MESSAGE } from './errors.ts';
export type * from './types.ts';
export * from './constants.ts';
export * from './tokens.ts';
