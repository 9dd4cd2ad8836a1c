import { InputError } from '../errors/input.js';
import { subject, words, type Text } from '../errors/words.js';
import type { InputValues } from '../spec/values.js';

/**
 * Reads an input by one of its declared names (another name is a compile error): trimmed, ''
 * when not set. The settings modules are the only callers.
 */
export type ReadInput<N extends string = string> = (name: N) => string;

/**
 * The one place where defaults apply: an input that is empty (not set, or set to '') reads as
 * the default its action declares in src/spec/, so no settings code repeats one. Each settings
 * reader wraps the reader it is given, for its own inputs (wrapping twice changes nothing).
 */
export function withDefaults<N extends string>(
  inputs: InputValues<N>,
  read: ReadInput<N>,
): ReadInput<N> {
  return (name) => read(name) || (inputs[name]?.default ?? '');
}

const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);

/** A boolean input: the YAML 1.2 spellings of true and false. */
export function booleanInput<N extends string>(read: ReadInput<N>, name: N): boolean {
  const raw = read(name);
  if (TRUE.has(raw)) return true;
  if (FALSE.has(raw)) return false;
  throw new InputError(words`${subject(name)} must be \`true\` or \`false\`, not \`${raw}\`.`);
}

/** A number input within bounds. */
export function numberInput<N extends string>(
  read: ReadInput<N>,
  name: N,
  bounds: { min: number; max: number; integer?: boolean },
): number {
  const raw = read(name);
  const value = Number(raw);
  const kind = bounds.integer ? 'a whole number' : 'a number';
  if (raw === '' || !Number.isFinite(value) || (bounds.integer && !Number.isInteger(value))) {
    throw new InputError(
      words`${subject(name)} must be ${kind} from ${bounds.min} to ${bounds.max}, not \`${raw}\`.`,
    );
  }
  if (value < bounds.min || value > bounds.max) {
    throw new InputError(
      words`${subject(name)} must be ${kind} from ${bounds.min} to ${bounds.max}, not ${value}.`,
    );
  }
  return value;
}

/** One of a fixed set of words (case-insensitive). */
export function choiceInput<N extends string, T extends string>(
  read: ReadInput<N>,
  name: N,
  choices: readonly T[],
): T {
  const raw = read(name).toLowerCase();
  const match = choices.find((choice) => choice === raw);
  if (!match) {
    throw new InputError(
      words`${subject(name)} must be one of ${choices.map((c) => `\`${c}\``).join(', ')}, not \`${raw}\`.`,
    );
  }
  return match;
}

/** Non-empty trimmed lines of a multi-line input. */
export function linesInput<N extends string>(read: ReadInput<N>, name: N): string[] {
  return read(name)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Items of a list input separated by commas or new lines. */
export function listInput<N extends string>(read: ReadInput<N>, name: N): string[] {
  return read(name)
    .split(/[,\r\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Fails unless the input is set; `why` says what it is for. */
export function requiredInput<N extends string>(read: ReadInput<N>, name: N, why: Text): string {
  const value = read(name);
  if (value === '') throw new InputError(words`${subject(name)} is required ${why}.`);
  return value;
}
