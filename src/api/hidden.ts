import type { Secret } from './types.js';

/**
 * What newer servers send as the value of a secret the caller may list but not read: its role
 * has the secrets permission `describeSecret` without `readValue` ("Read Value").
 */
export const HIDDEN_VALUE = '<hidden-by-infisical>';

/** How messages name the permission that shows hidden values. */
export const READ_VALUE_PERMISSION = 'Read Value (`readValue`)';

/**
 * Whether the server hid this secret's value: `secretValueHidden` with the placeholder as the
 * value. Servers send a personal secret's own value even when they set the flag; any other
 * secret they flag carries the placeholder, and is counted hidden whatever it carries.
 */
export function isValueHidden(
  secret: Pick<Secret, 'secretValueHidden' | 'secretValue' | 'type'>,
): boolean {
  return (
    secret.secretValueHidden === true &&
    (secret.type !== 'personal' || secret.secretValue === HIDDEN_VALUE)
  );
}
