// The dotenv reader of `secrets` / `secrets-file`: what it reads, what it refuses (by line number,
// never quoting the line), and, for every text it accepts, exact agreement with the `dotenv`
// package, on files written the way people write them and on random text built from the pieces
// that make dotenv stumble.
import { parse as parseDotenvPackage } from 'dotenv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDotenvInput, type DotenvParse } from '../../src/operations/secrets/dotenv-input.js';

/** The entries as dotenv's object would hold them (a later key wins there). */
function asObject(parsed: DotenvParse): Record<string, string> {
  const object: Record<string, string> = {};
  for (const { key, value } of parsed.entries) object[key] = value;
  return object;
}

/** Accepted text must read exactly as the dotenv package reads it. */
function expectAgreement(text: string): void {
  const parsed = parseDotenvInput(text);
  if (parsed.problems.length > 0) return;
  expect(asObject(parsed), JSON.stringify(text)).toEqual({ ...parseDotenvPackage(text) });
}

describe('dotenv input: what it reads', () => {
  it.each([
    ['plain', 'A=1\nB=two words', { A: '1', B: 'two words' }],
    ['comments and blanks', '# note\n\nA=1 # trailing\n  # indented\nB=x#y', { A: '1', B: 'x' }],
    ['export and spacing', 'export A=1\n  B = 2 \nexport=3', { A: '1', B: '2', export: '3' }],
    ['empty values', 'A=\nB= # nothing\nC=#', { A: '', B: '', C: '' }],
    ['single quotes are literal', "A='  $x \\n #y  '", { A: '  $x \\n #y  ' }],
    ['backticks are literal', 'A=`a"b\'c`', { A: 'a"b\'c' }],
    ['double quotes expand \\n and \\r', 'A="l1\\nl2\\r\\t"', { A: 'l1\nl2\r\\t' }],
    [
      'multi-line quotes',
      "A='-----BEGIN\nMIIB\n-----END'\nB=1",
      { A: '-----BEGIN\nMIIB\n-----END', B: '1' },
    ],
    ['a final newline inside quotes', 'A="x\n"', { A: 'x\n' }],
    ['CRLF and lone CR', 'A=1\r\nB="x\r\ny"\rC=3', { A: '1', B: 'x\ny', C: '3' }],
    ['keys with . and -', 'my.key-1=v', { 'my.key-1': 'v' }],
    ['= inside values', 'URL=postgres://h/db?a=b', { URL: 'postgres://h/db?a=b' }],
    ['quotes inside unquoted values', 'A=it\'s "fine"', { A: 'it\'s "fine"' }],
    ['a comment after a closing quote', 'A=\'x\'# c\nB="y"   # c', { A: 'x', B: 'y' }],
    ['a byte-order mark', '\uFEFFA=1', { A: '1' }],
    ['unicode blanks', '\u00a0A\u00a0=\u00a0 v \u00a0', { A: 'v' }],
  ])('%s', (_name, text, expected) => {
    const parsed = parseDotenvInput(text);
    expect(parsed.problems).toEqual([]);
    expect(asObject(parsed)).toEqual(expected);
    expect({ ...parseDotenvPackage(text) }).toEqual(expected);
  });

  it('gives the line each entry starts on, and keeps repeated keys for the caller', () => {
    const parsed = parseDotenvInput("# c\nA='x\ny'\n\nB=1\nA=2");
    expect(parsed.entries).toEqual([
      { key: 'A', value: 'x\ny', line: 2 },
      { key: 'B', value: '1', line: 5 },
      { key: 'A', value: '2', line: 6 },
    ]);
  });
});

describe('dotenv input: what it refuses', () => {
  it.each([
    ['no =', 'A=1\nSECRETVALUE', 2, /is not `KEY=value`/],
    ['colon form', 'A: 1', 1, /is not `KEY=value`/],
    ['a key dotenv cannot read', 'MY KEY=1', 1, /is not `KEY=value`/],
    ['a quote never closed', "A=1\nB='abc\nC=2", 2, /single quote that is never closed/],
    ['text after the quote', 'A="x" y', 1, /text after its closing double quote/],
    ['text after a multi-line quote', "A='x\ny' z", 1, /closing single quote \(on line 2\)/],
    ['a backslash before the closing quote', "A='x\\'", 1, /backslash just before/],
    ['a line separator outside quotes', 'A=x # c\u2028B=y', 1, /U\+2028/],
    ['a line separator in a comment', '# c\u2029B=y', 1, /U\+2028/],
    ['a value on the line after =', "A=\n'x'", 2, /is not `KEY=value`/],
  ])('%s', (_name, text, line, reason) => {
    const { problems } = parseDotenvInput(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(line);
    expect(problems[0]!.reason).toMatch(reason);
  });

  it('names every bad line, and never what a line holds', () => {
    const text = 'OK=1\nsecret-one\nOK2=2\nhunter2 hunter2\n';
    const { problems } = parseDotenvInput(text);
    expect(problems.map((p) => p.line)).toEqual([2, 4]);
    for (const { reason } of problems) expect(reason).not.toMatch(/secret-one|hunter2/);
  });

  it('stops at an unclosed quote: the rest of the text is inside it', () => {
    const { problems, entries } = parseDotenvInput("A='open\nB=1\nbad line");
    expect(problems).toEqual([{ line: 1, reason: expect.stringMatching(/never closed/) }]);
    expect(entries).toEqual([]);
  });
});

// --- agreement with the dotenv package ------------------------------------------------------

const KEY_CHARS = 'AZaz09_.-';
const key = fc
  .string({ unit: fc.constantFrom(...KEY_CHARS.split('')), minLength: 1, maxLength: 6 })
  .filter((k) => k !== '__proto__');
const blanks = fc.constantFrom('', ' ', '\t', '  ', '\u00a0', ' \v', '\f');
/** Value text full of what dotenv treats specially. */
const valueText = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.constantFrom(
        "'",
        '"',
        '`',
        '\\',
        '\\n',
        '\\r',
        '#',
        ' # ',
        '=',
        ' ',
        '\t',
        '\n',
        '\r',
        '\u2028',
        '\u00a0',
        'export ',
        '$x',
      ),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** The ways a value can be written so that dotenv reads it back exactly (none for some values). */
function renderings(value: string): string[] {
  const forms: string[] = [];
  const plain = !/[\n\r#\u2028\u2029]/.test(value) && value === value.trim();
  if (plain && !/^['"`]/.test(value)) forms.push(value);
  for (const quote of ["'", '`']) {
    if (!value.includes(quote) && !value.endsWith('\\') && !value.includes('\r'))
      forms.push(`${quote}${value}${quote}`);
  }
  // Double quotes: line breaks as escapes; only when no `\n` / `\r` text would be expanded.
  if (!value.includes('"') && !/\\[nr]/.test(value) && !/\\$/.test(value)) {
    forms.push(`"${value.replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`);
    if (!value.includes('\r')) forms.push(`"${value}"`);
  }
  return forms;
}

const wellFormedFile = fc
  .record({
    crlf: fc.boolean(),
    items: fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.record({ key, value: valueText, pick: fc.nat(), pad: blanks }) },
        { weight: 1, arbitrary: fc.constantFrom('', '# a comment', '  # x = "y', '\t') },
      ),
      { maxLength: 8 },
    ),
  })
  .map(({ crlf, items }) => {
    const lines: string[] = [];
    const expected: Record<string, string> = {};
    for (const item of items) {
      if (typeof item === 'string') {
        lines.push(item);
        continue;
      }
      const forms = renderings(item.value);
      if (forms.length === 0) continue;
      const form = forms[item.pick % forms.length]!;
      const comment = item.pick % 3 === 0 ? ' # note' : '';
      const prefix = item.pick % 5 === 0 ? 'export ' : '';
      const { pad } = item;
      lines.push(`${pad}${prefix}${item.key}${pad}=${pad}${form}${pad}${comment}`);
      expected[item.key] = item.value;
    }
    return { text: lines.join(crlf ? '\r\n' : '\n'), expected };
  });

describe('dotenv input agrees with the dotenv package', () => {
  it('reads files written with any quoting back exactly, as dotenv does', () => {
    fc.assert(
      fc.property(wellFormedFile, ({ text, expected }) => {
        const parsed = parseDotenvInput(text);
        expect(parsed.problems, JSON.stringify(text)).toEqual([]);
        expect(asObject(parsed)).toEqual(expected);
        expect({ ...parseDotenvPackage(text) }).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('on random text: whatever it accepts, dotenv reads the same way', () => {
    const piece = fc.oneof(
      key.map((k) => `\n${k}=`),
      blanks,
      valueText,
      fc.constantFrom('=', '\n', '\r\n', '#', 'export ', "'", '"', '`', '\\', ': ', '\u2028'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => expectAgreement(pieces.join(''))),
      { numRuns: 5000 },
    );
  });

  it('on random lines of entries: whatever it accepts, dotenv reads the same way', () => {
    const line = fc
      .tuple(blanks, key, blanks, valueText, fc.constantFrom('', ' # c', "'", '"', '`'))
      .map(([pad, k, pad2, value, tail]) => `${pad}${k}${pad2}=${value}${tail}`);
    const text = fc
      .array(fc.oneof(line, fc.constantFrom('', '#', "'", '"x', 'export')), { maxLength: 6 })
      .map((lines) => lines.join('\n'));
    fc.assert(fc.property(text, expectAgreement), { numRuns: 5000 });
  });

  it('on short lines of quotes, backslashes and comments: the same', () => {
    // A small alphabet reaches the corners (a quote escaped or not, a quote left open over the
    // lines below) far more often than random text does.
    const token = fc.constantFrom("'", '"', '`', '\\', '#', ' ', 'x', '\\n', '=');
    const line = fc
      .tuple(
        fc.constantFrom('A=', 'B=', ' A = ', 'export B=', ''),
        fc.array(token, { maxLength: 6 }),
      )
      .map(([head, tokens]) => head + tokens.join(''));
    const text = fc.array(line, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n'));
    fc.assert(fc.property(text, expectAgreement), { numRuns: 20000 });
  });

  it('problems name lines that exist', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(key, valueText, fc.constantFrom('=', '\n')), { maxLength: 10 }),
        (pieces) => {
          const text = pieces.join('');
          const lineCount = text.replace(/\r\n?/g, '\n').split('\n').length;
          for (const { line } of parseDotenvInput(text).problems) {
            expect(line).toBeGreaterThanOrEqual(1);
            expect(line).toBeLessThanOrEqual(lineCount);
          }
        },
      ),
    );
  });
});
