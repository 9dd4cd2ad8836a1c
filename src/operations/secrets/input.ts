import { maskAll } from '../../runner/mask.js';
import type { KeyValue } from '../../secrets/write-plan.js';
import { displayKey, keyProblem, listKeys, valueProblem } from '../../secrets/write-rules.js';
import { parseDotenvInput, type DotenvEntry } from './dotenv-input.js';
import { InputError } from '../../errors/input.js';
import { byAdapter, ref, subject, words, type Text } from '../../errors/words.js';
import { topLevelMembers } from './json-keys.js';
import type { InputName } from '../../spec/values.js';
import { linesInput, type ReadInput } from '../../settings/parse.js';
import { readSecretsFile } from './file.js';

export interface SecretsInputContext {
  readonly read: ReadInput<InputName<'secrets'>>;
  /** Registers a value with the log masker. */
  readonly mask: (value: string) => void;
  readonly workspace: string;
  readonly runnerTemp?: string;
  readonly pathsAsGiven?: boolean;
}

/** Where the secrets came from, for messages: the input, and the file it names. */
interface Source {
  readonly label: Text;
}

/** A secret as read, with the line(s) it was given on when the source has lines. */
interface Given extends KeyValue {
  readonly line?: number;
}

/** Secrets as read and masked, not yet checked: {@link checkSecretsToSet} checks them. */
export interface SecretsToSet {
  readonly source: Source;
  readonly given: readonly Given[];
}

/**
 * Reads `secrets` (dotenv text) or `secrets-file` (a dotenv or `.json` file), exactly one of them,
 * and masks every value at once: call it before anything else can fail and print a message.
 * Lines that cannot be read are refused here, by number; keys and values are checked by
 * {@link checkSecretsToSet}.
 */
export function readSecretsToSet(context: SecretsInputContext): SecretsToSet {
  const { read } = context;
  const text = read('secrets');
  const file = read('secrets-file');
  if (text && file) {
    throw new InputError(
      words`Set only one of ${ref('secrets')} and ${ref('secrets-file')} for ${ref('operation', 'set')}.`,
    );
  }
  if (!text && !file) {
    throw new InputError(
      words`${ref('operation', 'set')} needs ${ref('secrets')} (\`KEY=value\` lines) or ${ref('secrets-file')} (a dotenv or \`.json\` file${byAdapter(' in the workspace', '')}).`,
    );
  }
  const { source, given, masks, refusal } = text
    ? fromDotenv({ label: subject('secrets') }, text)
    : fromFile(file, context);
  maskAll(masks, context.mask);
  if (refusal) throw new InputError(words`${source.label}: ${refusal}`);
  return { source, given };
}

/**
 * Checks every key and value, and fails with one error listing every key the server would not
 * store as given: a bad key, a key given twice (a batch would store both), a value the server
 * would trim, a value no request can carry (`fits` says whether one request can).
 */
export function checkSecretsToSet(
  secrets: SecretsToSet,
  fits: (secret: KeyValue) => boolean,
): KeyValue[] {
  checkSecrets(secrets.source, secrets.given, fits);
  return secrets.given.map(({ key, value }) => ({ key, value }));
}

/** Reads `keys` of `operation: delete`: one key per line, each a key the server can hold. */
export function readKeysToDelete(read: ReadInput<InputName<'secrets'>>): string[] {
  const keys = linesInput(read, 'keys');
  if (keys.length === 0) {
    throw new InputError(
      words`${ref('operation', 'delete')} needs ${ref('keys')}: the keys to delete, one per line.`,
    );
  }
  const bad = keys.flatMap((key) => {
    const problem = keyProblem(key);
    return problem ? [`${displayKey(key)}: ${problem}`] : [];
  });
  const twice = [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))];
  if (twice.length > 0) bad.push(`${listKeys(twice)}: given more than once`);
  if (bad.length > 0) throw new InputError(words`${subject('keys')}: ${bad.join('; ')}.`);
  return keys;
}

/** What a source holds: the secrets, every text to mask, and why it is refused (if it is). */
interface Read {
  readonly source: Source;
  readonly given: readonly Given[];
  readonly masks: readonly string[];
  /** Said only after the masks are registered: a refusal may name keys, never values. */
  readonly refusal?: string;
}

function fromDotenv(source: Source, text: string): Read {
  const { entries, problems } = parseDotenvInput(text);
  const given = entries.map(({ key, value, line }: DotenvEntry) => ({ key, value, line }));
  return {
    source,
    given,
    masks: given.map((secret) => secret.value),
    refusal:
      problems.length > 0
        ? `${problems.map((p) => `line ${p.line} ${p.reason}`).join('; ')}. Nothing was written.`
        : undefined,
  };
}

/** A `secrets-file`: dotenv text, or a JSON object of strings when the name ends in `.json`. */
function fromFile(raw: string, context: SecretsInputContext): Read {
  const file = readSecretsFile(raw, context);
  const source: Source = { label: words`${subject('secrets-file')} (${file.display})` };
  return /\.json$/i.test(raw) ? fromJson(source, file.text) : fromDotenv(source, file.text);
}

/**
 * A JSON object of string values. Numbers and booleans are refused rather than turned into text:
 * JSON numbers lose digits (`12345678901234567890`) and change form (`1e21`, `0.10`), so the value
 * stored would not be the one written in the file.
 */
function fromJson(source: Source, text: string): Read {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // The parser's message quotes the text around the error: only its position is shown.
    throw new InputError(
      words`${source.label}: not valid JSON${jsonErrorPlace(error, text)}. A \`.json\` file holds one object of string values, such as {"API_KEY": "..."}.`,
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new InputError(
      words`${source.label}: a \`.json\` file must hold one object of string values, such as {"API_KEY": "..."}.`,
    );
  }
  // Read from the text itself, in its order, every repeat included: JSON.parse keeps the last of
  // a repeated key without a word, which is refused here as in a dotenv file.
  const entries = topLevelMembers(text).map(
    ([key, value]) => [key, JSON.parse(value) as unknown] as const,
  );
  const odd = entries.filter(([, value]) => typeof value !== 'string');
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const [key] of entries) (seen.has(key) ? repeated : seen).add(key);
  const refusals = [
    ...(odd.length > 0
      ? [
          `every value must be a JSON string; ${odd.map(([key, value]) => `${displayKey(key)} is ${jsonKind(value)}`).join(', ')}. Quote ${odd.length === 1 ? 'it' : 'them'} (such as "5432") so that the value stored is exactly the text written.`,
        ]
      : []),
    ...(repeated.size > 0
      ? [
          `${[...repeated].map(displayKey).join(', ')} ${repeated.size === 1 ? 'is' : 'are'} given more than once; give each key once.`,
        ]
      : []),
  ];
  return {
    source,
    given: entries.map(([key, value]) => ({ key, value: String(value) })),
    // A number or a list may be a secret too: masked before the refusal names its key.
    masks: entries.map(([, value]) => (typeof value === 'string' ? value : JSON.stringify(value))),
    refusal: refusals.length > 0 ? refusals.join(' ') : undefined,
  };
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** ` (line N, column M)` from a JSON.parse error, computed from numbers only. */
function jsonErrorPlace(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return ` (line ${lineColumn[1]}, column ${lineColumn[2]})`;
  const position = /position (\d+)/.exec(message);
  if (!position) return '';
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  return ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
}

function checkSecrets(
  source: Source,
  given: readonly Given[],
  fits: (secret: KeyValue) => boolean,
): void {
  if (given.length === 0) {
    throw new InputError(words`${source.label}: no \`KEY=value\` found; nothing to set.`);
  }
  const lines = new Map<string, number[]>();
  for (const secret of given) {
    const seen = lines.get(secret.key) ?? [];
    seen.push(secret.line ?? 0);
    lines.set(secret.key, seen);
  }
  const bad: string[] = [];
  const reported = new Set<string>();
  for (const secret of given) {
    if (reported.has(secret.key)) continue;
    const at = lines.get(secret.key) ?? [];
    const where =
      secret.line === undefined ? '' : ` (line${at.length > 1 ? 's' : ''} ${at.join(', ')})`;
    const problem =
      keyProblem(secret.key) ??
      (at.length > 1 ? 'given more than once' : undefined) ??
      valueProblem(secret.value) ??
      (fits(secret)
        ? undefined
        : 'the value is too large: a request carrying it would exceed the 1 MiB the server takes');
    if (problem) {
      reported.add(secret.key);
      bad.push(`${displayKey(secret.key)}${where}: ${problem}`);
    }
  }
  if (bad.length > 0) {
    throw new InputError(
      words`${source.label}: ${bad.length === 1 ? 'a secret' : `${bad.length} secrets`} cannot be set as given (nothing was written): ${bad.join('; ')}.`,
    );
  }
}
