/** One member of a JSON object: its key, decoded, and its value's text as written. */
export type JsonMember = readonly [key: string, valueText: string];

/**
 * The members of the outermost object of a JSON text, in the order written, every repeat
 * included: `JSON.parse` keeps the last of a repeated key without a word, and its reviver never
 * sees the others. Call it on text `JSON.parse` accepted as an object: it follows the structure
 * token by token (strings with their escapes, objects, arrays, the `,` after which an object's
 * next key comes) and does not check the grammar again. Linear in the text.
 *
 * Keys are decoded as string values (`JSON.parse('"\u0041"')`), so `"\u0041"` and `"A"` are the
 * same key. Not as object keys: Node 24.9's `JSON.parse` reads every one-character escaped key
 * (`"\u0042"`, `"\n"`) as `\` once it has read a one-character key `\` anywhere in the process,
 * while string values are read right.
 */
export function topLevelMembers(text: string): JsonMember[] {
  const members: JsonMember[] = [];
  /** Open containers: true for an object, false for an array. */
  const open: boolean[] = [];
  /** Whether the next string in the innermost object is a key (after `{` or `,`). */
  let keyNext = false;
  let key = '';
  /** Where the value of the outermost object's current member starts (after its `:`). */
  let valueStart = -1;
  const endMember = (at: number): void => {
    if (valueStart >= 0) members.push([key, text.slice(valueStart, at)]);
    valueStart = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i;
      for (i++; text.charCodeAt(i) !== QUOTE; i++) {
        if (text.charCodeAt(i) === BACKSLASH) i++; // the escaped character, `"` included
      }
      if (keyNext && open.length === 1) key = JSON.parse(text.slice(start, i + 1)) as string;
      keyNext = false;
    } else if (c === COLON) {
      if (open.length === 1) valueStart = i + 1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      open.push(c === OPEN_BRACE);
      keyNext = c === OPEN_BRACE;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (open.length === 1) endMember(i);
      open.pop();
      keyNext = false;
    } else if (c === COMMA) {
      if (open.length === 1) endMember(i);
      keyNext = open.at(-1) === true;
    }
  }
  return members;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
