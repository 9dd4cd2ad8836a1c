// Generators shared by the property tests: secret names and values as hostile as the API may
// send (any unicode, line breaks, CR, `%`, quotes, heredoc-delimiter-like lines, empty values).
import fc from 'fast-check';

/** Pieces that break naive exporters; values are built from them and random text. */
const HOSTILE_PIECES = [
  '\n',
  '\r',
  '\r\n',
  '%',
  '%0A',
  '%25',
  "'",
  '"',
  '`',
  '\\',
  '\\n',
  '$',
  '${HOME}',
  '$(id)',
  '#',
  '=',
  ' ',
  '\t',
  '<<',
  'EOF',
  'ghadelimiter_',
  '\nghadelimiter_00000000-0000-4000-8000-000000000000\n',
  '::add-mask::',
  '\u2028',
  '\ufeff',
  '🔐',
  'päßwörd',
  '中文',
  '\u0085',
] as const;

/**
 * Lone UTF-16 surrogates cannot be written to any UTF-8 file (GITHUB_ENV included): they turn
 * into U+FFFD whatever the action does, so generated text keeps to well-formed strings.
 */
const wellFormed = (text: string): boolean =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** Any text: full unicode, without NUL (no environment, shell or C string can hold one). */
export const anyText = (maxLength = 12): fc.Arbitrary<string> =>
  fc
    .string({ unit: 'binary', maxLength })
    .filter((text) => wellFormed(text) && !text.includes('\0'));

/** A secret value: random text mixed with hostile pieces; sometimes empty. */
export const secretValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 6,
    arbitrary: fc
      .array(fc.oneof(anyText(), fc.constantFrom(...HOSTILE_PIECES)), { maxLength: 8 })
      .map((parts) => parts.join('')),
  },
);

/** A name a shell can use (and therefore any format and the runner can carry). */
export const shellName: fc.Arbitrary<string> = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/);

/** Names an API may send: shell names, names with `-` or `.`, digits first, unicode, and worse. */
export const secretName: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: shellName },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,10}$/) },
  { weight: 1, arbitrary: anyText(8).filter((name) => name.trim() !== '') },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(shellName, fc.constantFrom(...HOSTILE_PIECES)), {
        minLength: 1,
        maxLength: 4,
      })
      .map((parts) => parts.join(''))
      .filter((name) => name.trim() !== ''),
  },
);

/** Secrets as entries with unique names. */
export const secretEntries = (
  name: fc.Arbitrary<string> = secretName,
  maxLength = 8,
): fc.Arbitrary<[string, string][]> =>
  fc.uniqueArray(fc.tuple(name, secretValue), {
    maxLength,
    selector: ([key]) => key,
  });
