/**
 * Every endpoint of the API, by resource: the one list a new endpoint joins (its descriptor is in
 * the resource's file). Code calls an endpoint by its descriptor: `client.call(tags.create, …)`.
 */
import type { Call } from '../endpoint.js';
import { tokens } from './tokens.js';
import { dynamicSecrets } from './dynamic-secrets.js';
import { environments } from './environments.js';
import { folders } from './folders.js';
import { identities } from './identities.js';
import { imports } from './imports.js';
import { memberships } from './memberships.js';
import { projects } from './projects.js';
import { secrets } from './secrets.js';
import { snapshots } from './snapshots.js';
import { tags } from './tags.js';

export {
  tokens,
  dynamicSecrets,
  environments,
  folders,
  identities,
  imports,
  memberships,
  projects,
  secrets,
  snapshots,
  tags,
};

const RESOURCES = {
  tokens,
  dynamicSecrets,
  environments,
  folders,
  identities,
  imports,
  memberships,
  projects,
  secrets,
  snapshots,
  tags,
};

type Resources = typeof RESOURCES;
type EndpointOf<R extends keyof Resources> = Resources[R][keyof Resources[R]];

/** The kind of every endpoint: `tags:create`, … */
export type EndpointKind = {
  [R in keyof Resources]: EndpointOf<R>;
}[keyof Resources] extends infer E
  ? E extends { kind: infer K }
    ? K
    : never
  : never;

/** Every endpoint, as far as errors and hints need them (kind, label, hints). */
export const ENDPOINTS: readonly Call<EndpointKind>[] = Object.values(RESOURCES).flatMap(
  (resource): Call<EndpointKind>[] => Object.values(resource),
);
