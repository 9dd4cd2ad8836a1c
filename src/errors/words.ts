/**
 * Messages that name inputs. The layer that knows an input (the settings, the hints, the
 * operations, the export formats) builds its message with a reference to it, by its name in
 * the spec, instead of writing the name out; each adapter writes references its own way, in
 * one place: the action as its YAML input (`client-id`, `method: oidc`), the command-line tool
 * as its flag and variable (`--client-id` / INFISICAL_CLIENT_ID, `--method oidc`).
 */
import type { ActionInputs } from '../spec/values.js';

/** Any action's input name. */
export type InputNameOfAny = ActionInputs[keyof ActionInputs];

/**
 * How a reference sits in its sentence: `code` (the default) where a name is shown as code,
 * `subject` where a sentence is about the input ("Input `timeout` must be ..."), `prose` where
 * the name runs in plain words, without code formatting ("using it (if-exists: skip)").
 */
export type RefForm = 'code' | 'subject' | 'prose';

/** A reference to an input, or to one value of it (`method: oidc`). */
export interface InputRef {
  readonly kind: 'input';
  /** The input's name in the spec (or one of the tool's own options). */
  readonly input: string;
  readonly value?: string;
  readonly form: RefForm;
}

/**
 * Words that differ between the action and the tool beyond the names of inputs: what applies
 * only in a GitHub job (`permissions: id-token: write`, the job summary, the workspace).
 */
export interface ByAdapter {
  readonly kind: 'by-adapter';
  readonly action: Words;
  readonly tool: Words;
}

export type Part = string | InputRef | ByAdapter;

/** A message whose references to inputs each adapter writes its own way. */
export class Words {
  readonly parts: readonly Part[];

  constructor(parts: readonly Part[]) {
    this.parts = parts;
  }

  /**
   * The message in the action's words (the spec's names are the action's inputs): what the
   * GitHub runner prints, without loading this module into the post step's small bundle.
   */
  toString(): string {
    return say(this, ACTION_WORDING);
  }
}

/** A message: plain text, or words that name inputs. */
export type Text = string | Words;

type Value = string | number | Part | Words;

/** Adds a part, joining neighbouring text (so a message's text can be searched whole). */
function push(parts: Part[], part: Part): void {
  if (typeof part !== 'string') {
    parts.push(part);
    return;
  }
  if (part === '') return;
  const last = parts.length - 1;
  const previous = parts[last];
  if (typeof previous === 'string') parts[last] = previous + part;
  else parts.push(part);
}

function append(parts: Part[], value: Value): void {
  if (value instanceof Words) for (const part of value.parts) push(parts, part);
  else push(parts, typeof value === 'number' ? String(value) : value);
}

/** A message as a template: `` words`Check ${ref('domain')}.` ``. */
export function words(strings: TemplateStringsArray, ...values: readonly Value[]): Words {
  const parts: Part[] = [];
  strings.forEach((text, index) => {
    push(parts, text);
    if (index < values.length) append(parts, values[index] as Value);
  });
  return new Words(parts);
}

/** Text as words. */
export const toWords = (text: Text): Words =>
  text instanceof Words ? text : new Words(text === '' ? [] : [text]);

/** A reference to an input by its spec name, shown as code: `` `client-id` ``, `` `method: oidc` ``. */
export function ref(input: InputNameOfAny, value?: string): Words {
  return refTo(input, value);
}

/** A reference to an input or an option by any name, in a form. */
function refTo(input: string, value?: string, form: RefForm = 'code'): Words {
  const part: InputRef =
    value === undefined ? { kind: 'input', input, form } : { kind: 'input', input, value, form };
  return new Words([part]);
}

/** A sentence about an input: "Input `timeout` must be ..." in the action. */
export const subject = (input: string): Words => refTo(input, undefined, 'subject');

/** An input's value in plain words: "(if-exists: skip)" in the action. */
export const prose = (input: InputNameOfAny, value: string): Words => refTo(input, value, 'prose');

/**
 * A count with its noun, singular for one: `1 tag`, `2 tags` (`plural` where adding `s` is
 * wrong). Every message that prints a count says it this way.
 */
export const counted = (n: number, noun: string, plural = `${noun}s`): string =>
  `${n} ${n === 1 ? noun : plural}`;

/** Words for the action and for the tool, where more than the names differ. */
export function byAdapter(action: Text, tool: Text): Words {
  return new Words([{ kind: 'by-adapter', action: toWords(action), tool: toWords(tool) }]);
}

/** Items joined by a separator (`, `, ` and `), as words. */
export function joinWords(items: readonly Value[], separator: string): Words {
  const parts: Part[] = [];
  items.forEach((item, index) => {
    if (index > 0) push(parts, separator);
    append(parts, item);
  });
  return new Words(parts);
}

/** The text without its final full stop (or `!`, `?`), to go on with a sentence. */
export function withoutStop(text: Text): Words {
  const parts = [...toWords(text).parts];
  const last = parts.at(-1);
  if (typeof last === 'string') parts[parts.length - 1] = last.replace(/[.!?]$/, '');
  return new Words(parts);
}

/** Whether the text ends a sentence. */
export function endsWithStop(text: Text): boolean {
  const last = toWords(text).parts.at(-1);
  return typeof last === 'string' && /[.!?]$/.test(last);
}

/** How an adapter writes references: one per adapter, the one place that decides. */
export interface Wording {
  readonly adapter: 'action' | 'tool';
  input(ref: InputRef): string;
}

/** A message in an adapter's words. */
export function say(text: Text, wording: Wording): string {
  if (typeof text === 'string') return text;
  let out = '';
  for (const part of text.parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'input') out += wording.input(part);
    else out += say(part[wording.adapter], wording);
  }
  return out;
}

/**
 * The action's words: an input as its YAML input, `` `client-id` ``, `` `method: oidc` ``.
 * The spec's names are the action's inputs, so this is also how an error's `message` reads.
 */
export const ACTION_WORDING: Wording = {
  adapter: 'action',
  input({ input, value, form }) {
    const named = value === undefined ? input : `${input}: ${value}`;
    if (form === 'prose') return named;
    return form === 'subject' ? `Input \`${named}\`` : `\`${named}\``;
  },
};

/** The words of an error: its own when it names inputs, else its message. */
export function textOf(error: unknown): Text {
  if (error instanceof Error) {
    const own = (error as { words?: unknown }).words;
    return own instanceof Words ? own : error.message;
  }
  return String(error);
}
