import type { Secret } from './listing-json.js';

/**
 * What newer servers send as the value of a secret the caller may list but not read: its role
 * has the secrets permission `describeSecret` without `readValue` ("Read Value").
 */
export const HIDDEN_VALUE = '<hidden-by-infisical>';

/** How messages name the permission that shows hidden values. */
export const READ_VALUE_PERMISSION = 'Read Value (`readValue`)';

/**
 * Whether the server flagged this secret's value hidden (`secretValueHidden`). The flag wins,
 * whatever value comes with it: the placeholder, or a real value (servers send a personal
 * secret's own value with the flag; a server bug or a changed placeholder could send any). Such a
 * secret is never exported.
 */
export function isValueHidden(secret: Pick<Secret, 'secretValueHidden'>): boolean {
  return secret.secretValueHidden === true;
}

/**
 * Whether the value is only the placeholder of a hidden one: not a secret, so never registered
 * as a mask (it would hide the word in every log). Any other value is masked, flagged or not.
 */
export function isPlaceholder(secret: Pick<Secret, 'secretValueHidden' | 'secretValue'>): boolean {
  return secret.secretValueHidden === true && secret.secretValue === HIDDEN_VALUE;
}
