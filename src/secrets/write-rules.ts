/**
 * Which keys and values the server would take differently from how they were given. The server checks almost nothing (it trims keys and
 * values, and takes any name up to its router's limit), so these are checked before any request.
 */

/** Longest key the server's routes take (a longer name in the URL is an unknown route). */
export const MAX_KEY_LENGTH = 100;

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Why the server could not store this key as given, or undefined when it can. */
export function keyProblem(key: string): string | undefined {
  if (key === '') return 'the key is empty';
  if (key.length > MAX_KEY_LENGTH) {
    return `the key is ${key.length} characters long (at most ${MAX_KEY_LENGTH})`;
  }
  if (CONTROL.test(key)) return 'the key holds a control character or a line break';
  if (key.trim() !== key) return 'the key starts or ends with a blank (the server trims it)';
  return undefined;
}

/**
 * Why the server would not store this value exactly as given, or undefined when it would. A value
 * that the server's trimming leaves alone under either reading of it (trim, then put back one
 * final line break) is stored exactly: no blank at either end, or exactly one line break at the
 * end of a value that is not blank.
 */
export function valueProblem(value: string): string | undefined {
  const body = value.endsWith('\n') ? value.slice(0, -1) : value;
  if (value === body.trim() || (body !== '' && body === body.trim())) return undefined;
  return 'the value starts or ends with blanks or line breaks, which the server would trim (one final line break is kept)';
}

/** A key as messages show it: quoted with backticks, or as JSON when it holds odd characters. */
export function displayKey(key: string): string {
  const shown = key.length > MAX_KEY_LENGTH ? `${key.slice(0, MAX_KEY_LENGTH)}…` : key;
  return CONTROL.test(shown) || shown.includes('`') ? JSON.stringify(shown) : `\`${shown}\``;
}

/** Keys for a message: every one of them, in the order given. */
export function listKeys(keys: readonly string[]): string {
  return keys.map(displayKey).join(', ');
}
