/**
 * The dynamic secrets to lease for the job (`dynamic-secrets`, `lease-ttl`): one line each,
 * `NAME` (in the folder `/`), `/folder/NAME`, or either after `PREFIX=` (the fields are exported
 * as `PREFIX_FIELD`).
 */
import { InputError } from '../errors/input.js';
import { subject, words } from '../errors/words.js';
import { linesInput, type ReadInput } from './parse.js';
import { normalizeSecretPath } from './project.js';

/** One dynamic secret to lease. */
export interface LeaseRequest {
  /** The dynamic secret's name. */
  readonly name: string;
  /** Its folder. */
  readonly path: string;
  /** Put before each field's name (`APPDB_`); empty for none. */
  readonly prefix: string;
}

export interface LeaseSettings {
  readonly leases: readonly LeaseRequest[];
  /** The leases' time to live (`10m`, `2h`); the dynamic secret's default when undefined. */
  readonly ttl?: string;
}

/** What the server's names are made of (a slug). */
const NAME = /^[a-z0-9][a-z0-9_.-]*$/i;
const PREFIX = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A duration as the server reads it: a number and a unit. */
const TTL = /^\d+\s*(s|m|h|d)$/;

export function readLeaseSettings(read: ReadInput<'dynamic-secrets' | 'lease-ttl'>): LeaseSettings {
  const seen = new Set<string>();
  const leases = linesInput(read, 'dynamic-secrets').map((line, index) => {
    const request = parseLine(line, index);
    const id = `${request.path}\n${request.name}\n${request.prefix}`;
    if (seen.has(id)) {
      throw new InputError(
        words`${subject('dynamic-secrets')} lists \`${line}\` twice: each line leases one credential.`,
      );
    }
    seen.add(id);
    return request;
  });
  const ttl = readLeaseTtl(read);
  return { leases, ...(ttl ? { ttl } : {}) };
}

/** `lease-ttl`: a number and a unit, or undefined when empty. */
export function readLeaseTtl(read: ReadInput<'lease-ttl'>): string | undefined {
  const ttl = read('lease-ttl').trim();
  if (ttl && !TTL.test(ttl)) {
    throw new InputError(
      words`${subject('lease-ttl')} must be a number and a unit, \`s\`, \`m\`, \`h\` or \`d\` (e.g. \`15m\`, \`2h\`), not \`${ttl}\`.`,
    );
  }
  return ttl || undefined;
}

function parseLine(line: string, index: number): LeaseRequest {
  const eq = line.indexOf('=');
  const prefix = eq >= 0 ? line.slice(0, eq).trim() : '';
  const target = (eq >= 0 ? line.slice(eq + 1) : line).trim();
  const slash = target.lastIndexOf('/');
  const name = target.slice(slash + 1);
  const folder = slash > 0 ? target.slice(0, slash) : '/';
  const wrong = (why: string): InputError =>
    new InputError(
      words`${subject('dynamic-secrets')}, line ${index + 1}: ${why} (a line is \`NAME\`, \`/folder/NAME\`, or either after \`PREFIX=\`, e.g. \`APPDB=/db/app-db\`); got \`${line}\`.`,
    );
  if (eq >= 0 && !PREFIX.test(prefix)) {
    throw wrong('the prefix must be letters, digits and underscores, not starting with a digit');
  }
  if (slash > 0 && !target.startsWith('/')) throw wrong('a folder starts with `/`');
  if (!NAME.test(name)) throw wrong('expected the name of a dynamic secret');
  return {
    name,
    path: normalizeSecretPath(folder, 'dynamic-secrets'),
    prefix: prefix ? `${prefix}_` : '',
  };
}
