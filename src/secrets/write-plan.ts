import { isValueHidden } from '../api/hidden.js';
import type { Secret } from '../api/endpoints/secrets.js';

/** A key and the value to store under it. */
export interface KeyValue {
  readonly key: string;
  readonly value: string;
}

/** A stored value the server hides: never equal to any value given. */
const HIDDEN: unique symbol = Symbol('hidden value');

/** What setting secrets in a folder takes, given what the folder holds now. */
export interface SetPlan {
  /** Keys the folder does not hold: one batch create. */
  readonly create: readonly KeyValue[];
  /** Keys the folder holds with another value: one batch update. */
  readonly update: readonly KeyValue[];
  /** Keys the folder already holds with this very value: not written. */
  readonly unchanged: readonly string[];
  /**
   * Keys of `update` whose stored value the server hides from the caller (it may list but not
   * read them): they cannot be compared, so they are written whatever they hold.
   */
  readonly hidden: readonly string[];
}

/**
 * Splits the secrets to set by what the folder holds (its own shared secrets, values as stored,
 * neither imported nor expanded). The values given are ones the server stores exactly, so a value
 * equal to the stored one needs no write.
 */
export function planSet(wanted: readonly KeyValue[], held: readonly Secret[]): SetPlan {
  const stored = storedValues(held);
  const create: KeyValue[] = [];
  const update: KeyValue[] = [];
  const unchanged: string[] = [];
  const hidden: string[] = [];
  for (const secret of wanted) {
    const current = stored.get(secret.key);
    if (current === undefined) create.push(secret);
    else if (current === HIDDEN) {
      update.push(secret);
      hidden.push(secret.key);
    } else if (current !== secret.value) update.push(secret);
    else unchanged.push(secret.key);
  }
  return { create, update, unchanged, hidden };
}

/** What deleting keys takes: the keys the folder holds, and those it does not. */
export function planDelete(
  keys: readonly string[],
  held: readonly Secret[],
): { existing: string[]; missing: string[] } {
  const stored = storedValues(held);
  return {
    existing: keys.filter((key) => stored.has(key)),
    missing: keys.filter((key) => !stored.has(key)),
  };
}

/** The folder's shared secrets by key (a user's personal overrides are not what a write changes). */
export function storedValues(held: readonly Secret[]): Map<string, string | typeof HIDDEN> {
  const stored = new Map<string, string | typeof HIDDEN>();
  for (const secret of held) {
    if (secret.type === 'personal') continue;
    if (!stored.has(secret.secretKey)) {
      stored.set(secret.secretKey, isValueHidden(secret) ? HIDDEN : secret.secretValue);
    }
  }
  return stored;
}
