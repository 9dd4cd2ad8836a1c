/**
 * Reads dotenv text given to the action (the `secrets` input, a `secrets-file`): `KEY=value`
 * lines, `#` comments, blank lines, an optional `export `, and values in single quotes, backticks
 * (both literal) or double quotes (where `\n` and `\r` become line breaks), which may span lines.
 *
 * Every file this reader accepts reads exactly as the `dotenv` package reads it. That package
 * skips what it cannot read and reads some lines in surprising ways (a quote left open takes in
 * the lines below it up to the next quote); here those lines are refused instead, by line number,
 * so a typo cannot quietly store a different value. A refusal never quotes the line: it may hold
 * a secret.
 */

/** One `KEY=value`, with the line it starts on (counting from 1). */
export interface DotenvEntry {
  readonly key: string;
  readonly value: string;
  readonly line: number;
}

/** A line that cannot be read, and why (never what it holds). */
export interface DotenvProblem {
  readonly line: number;
  readonly reason: string;
}

export interface DotenvParse {
  readonly entries: readonly DotenvEntry[];
  readonly problems: readonly DotenvProblem[];
}

/** Blanks as dotenv's `\s` reads them, line breaks aside (so tabs, NBSP and the like count). */
const WS = '[^\\S\\n\\u2028\\u2029]';
/** Start of an entry: `export ` optional, the key (the characters dotenv reads in one), `=`. */
const ENTRY = new RegExp(`^${WS}*(?:export${WS}+)?([\\w.-]+)${WS}*=${WS}*`);
/** A blank line, a comment, and what may follow a closing quote: all the same shape. */
const BLANK_OR_COMMENT = new RegExp(`^${WS}*(?:#[\\s\\S]*)?$`);
const AFTER_QUOTE = BLANK_OR_COMMENT;
const QUOTE_NAMES: Readonly<Record<string, string>> = {
  "'": 'single quote',
  '"': 'double quote',
  '`': 'backtick',
};
/**
 * JavaScript's regular expressions (so the dotenv package) also end lines at U+2028 and U+2029:
 * outside quotes, the text after one would be read as a line of its own.
 */
const UNICODE_LINE_BREAK = /[\u2028\u2029]/;

/**
 * Parses dotenv text into its entries and the problems of the lines it cannot read. Keys may
 * repeat here: whether that is allowed is for the caller to say.
 */
export function parseDotenvInput(text: string): DotenvParse {
  // Line breaks as dotenv reads them: CRLF and a lone CR are both a line break.
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const entries: DotenvEntry[] = [];
  const problems: DotenvProblem[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const number = index + 1;
    if (BLANK_OR_COMMENT.test(line)) {
      if (UNICODE_LINE_BREAK.test(line)) problems.push(lineBreakProblem(number));
      continue;
    }
    const head = ENTRY.exec(line);
    if (!head) {
      problems.push({
        line: number,
        reason:
          'is not `KEY=value` (a key of letters, digits, `_`, `.` or `-`, then `=`), a comment or blank',
      });
      continue;
    }
    const key = head[1] ?? '';
    const rest = line.slice(head[0].length);
    const quote = rest[0];
    if (quote !== undefined && quote in QUOTE_NAMES) {
      const quoted = readQuoted(lines, index, rest.slice(1), quote);
      if (quoted.problem) {
        problems.push({ line: number, reason: quoted.problem });
        // An unclosed quote takes in the rest of the text: nothing after it can be read.
        if (quoted.unclosed) break;
      } else {
        entries.push({ key, value: quoted.value, line: number });
      }
      index = quoted.lastLine;
      continue;
    }
    const hash = rest.indexOf('#');
    const value = (hash === -1 ? rest : rest.slice(0, hash)).trim();
    // The blanks after `=` are consumed above, so an unquoted value never starts with a quote.
    if (UNICODE_LINE_BREAK.test(line)) problems.push(lineBreakProblem(number));
    else entries.push({ key, value, line: number });
  }
  return { entries, problems };
}

interface Quoted {
  readonly value: string;
  readonly lastLine: number;
  readonly problem?: string;
  readonly unclosed?: boolean;
}

/** A quoted value from just after its opening quote, up to the next quote of the same kind. */
function readQuoted(lines: readonly string[], first: number, start: string, quote: string): Quoted {
  const name = QUOTE_NAMES[quote] ?? 'quote';
  let content = '';
  let segment = start;
  for (let index = first; ;) {
    const close = segment.indexOf(quote);
    if (close !== -1) {
      content += segment.slice(0, close);
      const after = segment.slice(close + 1);
      if (content.endsWith('\\')) {
        // dotenv reads `\` + quote as a quote inside the value when a later quote can close it.
        return {
          value: '',
          lastLine: index,
          problem: `has a backslash just before its closing ${name}, which dotenv may read as part of the value: quote it with another kind of quote`,
        };
      }
      if (!AFTER_QUOTE.test(after) || UNICODE_LINE_BREAK.test(after)) {
        return {
          value: '',
          lastLine: index,
          problem: `has text after its closing ${name}${index === first ? '' : ` (on line ${index + 1})`}: only a \`#\` comment may follow`,
        };
      }
      return { value: quote === '"' ? expandEscapes(content) : content, lastLine: index };
    }
    content += segment;
    index++;
    if (index >= lines.length) {
      return {
        value: '',
        lastLine: lines.length - 1,
        problem: `opens a ${name} that is never closed`,
        unclosed: true,
      };
    }
    content += '\n';
    segment = lines[index] ?? '';
  }
}

/** The escapes dotenv reads in double quotes: `\n` and `\r`, nothing else (`\\` included). */
function expandEscapes(content: string): string {
  return content.replace(/\\n/g, '\n').replace(/\\r/g, '\r');
}

function lineBreakProblem(line: number): DotenvProblem {
  return {
    line,
    reason: 'holds a Unicode line separator (U+2028 or U+2029) outside quotes: quote the value',
  };
}
