import { InputError } from '../errors/input.js';

/** Reads an input by name; the settings modules are the only callers. */
export type ReadInput = (name: string) => string;

const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);

/** A boolean input: the YAML 1.2 spellings of true and false, or the default when empty. */
export function booleanInput(read: ReadInput, name: string, fallback: boolean): boolean {
  const raw = read(name);
  if (raw === '') return fallback;
  if (TRUE.has(raw)) return true;
  if (FALSE.has(raw)) return false;
  throw new InputError(`Input \`${name}\` must be \`true\` or \`false\`, not \`${raw}\`.`);
}

/** A number input within bounds, or the default when empty. */
export function numberInput(
  read: ReadInput,
  name: string,
  fallback: number,
  bounds: { min: number; max: number; integer?: boolean },
): number {
  const raw = read(name);
  if (raw === '') return fallback;
  const value = Number(raw);
  const kind = bounds.integer ? 'a whole number' : 'a number';
  if (!Number.isFinite(value) || (bounds.integer && !Number.isInteger(value))) {
    throw new InputError(
      `Input \`${name}\` must be ${kind} from ${bounds.min} to ${bounds.max}, not \`${raw}\`.`,
    );
  }
  if (value < bounds.min || value > bounds.max) {
    throw new InputError(
      `Input \`${name}\` must be ${kind} from ${bounds.min} to ${bounds.max}, not ${value}.`,
    );
  }
  return value;
}

/** One of a fixed set of words (case-insensitive), or the default when empty. */
export function choiceInput<T extends string>(
  read: ReadInput,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = read(name).toLowerCase();
  if (raw === '') return fallback;
  const match = choices.find((choice) => choice === raw);
  if (!match) {
    throw new InputError(
      `Input \`${name}\` must be one of ${choices.map((c) => `\`${c}\``).join(', ')}, not \`${raw}\`.`,
    );
  }
  return match;
}

/** Non-empty trimmed lines of a multi-line input. */
export function linesInput(read: ReadInput, name: string): string[] {
  return read(name)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Items of a list input separated by commas or new lines. */
export function listInput(read: ReadInput, name: string): string[] {
  return read(name)
    .split(/[,\r\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Fails unless the input is set. */
export function requiredInput(read: ReadInput, name: string, why: string): string {
  const value = read(name);
  if (value === '') throw new InputError(`Input \`${name}\` is required ${why}.`);
  return value;
}
