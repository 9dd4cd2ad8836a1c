// What `infisical-ci run` hides besides a value itself: the forms GitHub's runner masks (base64
// at every byte alignment, JSON, URI, XML and command-line escapes) and the ASCII JSON and form
// encodings, wherever the encoded value sits in the output and however the output is cut.
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_ENCODED_LENGTH, formsOf } from '../../src/cli/forms.js';
import { RedactionSet } from '../../src/cli/redact.js';
import { coverage, redactAtOnce, streamThrough } from '../support/redaction.ts';

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');
const hex = (char: string, upper = false): string => {
  const code = char.charCodeAt(0).toString(16).padStart(4, '0');
  return `\\u${upper ? code.toUpperCase() : code}`;
};
const percent = (char: string): string =>
  `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** HTML text and attribute escapes: `&`, `<`, `>` by name, the quotes as a library writes them. */
const html = (t: string, quot: string, apos: string): string =>
  t.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': quot, "'": apos })[c]!,
  );

/** What other programs print, written independently of the code under test. */
const ENCODERS: Record<string, (text: string) => string> = {
  'JSON (JSON.stringify)': (t) => JSON.stringify(t).slice(1, -1),
  'ASCII JSON (Python json.dumps)': (t) =>
    JSON.stringify(t)
      .slice(1, -1)
      .replace(/[\u0080-\uffff]/g, (c) => hex(c)),
  'ASCII JSON, upper-case hex (Jackson, .NET)': (t) =>
    JSON.stringify(t)
      .slice(1, -1)
      .replace(/[\u0080-\uffff]/g, (c) => hex(c, true)),
  'HTML-safe JSON (Go encoding/json)': (t) =>
    JSON.stringify(t)
      .slice(1, -1)
      .replace(/[<>&\u2028\u2029]/g, (c) => hex(c)),
  'URI component (encodeURIComponent)': encodeURIComponent,
  'URI data (.NET Uri.EscapeDataString, curl)': (t) =>
    encodeURIComponent(t).replace(/[!'()*]/g, percent),
  'form (URLSearchParams)': (t) => new URLSearchParams([['k', t]]).toString().slice(2),
  'form (Python quote_plus)': (t) =>
    encodeURIComponent(t)
      .replace(/[!'()*]/g, percent)
      .replace(/%20/g, '+'),
  'URI path (Python quote, which keeps /)': (t) =>
    encodeURIComponent(t)
      .replace(/[!'()*]/g, percent)
      .replace(/%2F/g, '/'),
  'JSON with \\/ (PHP json_encode: ASCII, lower-case hex)': (t) =>
    JSON.stringify(t)
      .slice(1, -1)
      .replace(/[\u0080-\uffff]/g, (c) => hex(c))
      .replace(/\//g, '\\/'),
  'JSON with \\/, UTF-8 (PHP JSON_UNESCAPED_UNICODE)': (t) =>
    JSON.stringify(t).slice(1, -1).replace(/\//g, '\\/'),
  'HTML (Python html.escape, Django)': (t) => html(t, '&quot;', '&#x27;'),
  'HTML (Ruby ERB, lodash)': (t) => html(t, '&quot;', '&#39;'),
  'HTML (PHP htmlspecialchars)': (t) => html(t, '&quot;', '&#039;'),
  'HTML (Go html.EscapeString, Jinja)': (t) => html(t, '&#34;', '&#39;'),
  'HTML (Go html/template)': (t) => html(t, '&#34;', '&#39;').replace(/\+/g, '&#43;'),
  'CSV field (quotes doubled)': (t) => t.replace(/"/g, '""'),
  "shell single quotes (set -x, ${v@Q}: '\\'')": (t) => t.replace(/'/g, "'\\''"),
  "shell single quotes (Python shlex.quote: '\"'\"')": (t) => t.replace(/'/g, `'"'"'`),
  'XML (.NET SecurityElement.Escape)': (t) =>
    t.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    ),
  'XML text': (t) => t.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!),
  'command line (\\")': (t) => t.replace(/"/g, '\\"'),
  "expression ('')": (t) => t.replace(/'/g, "''"),
};

// Every percent-encoding above, in lower-case hex too (`%c3%a9`, as some libraries write it).
for (const [name, encode] of Object.entries(ENCODERS)) {
  if (!/^(URI|form)/.test(name)) continue;
  ENCODERS[`${name}, lower-case hex`] = (t) =>
    encode(t).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase());
}

/** The registered forms of one value, as bytes. */
const textsOf = (value: string): Buffer[] => formsOf(value).map(bytes);

/** Whether every byte of input[from, to) is hidden. */
function hidden(value: string, input: Buffer, from: number, to: number): boolean {
  const covered = coverage(textsOf(value), input);
  for (let i = from; i < to; i++) if (!covered[i]) return false;
  return true;
}

/** `input` through a fresh redactor of `value`, in random chunks: the same as all at once. */
function redactStreamed(value: string, input: Buffer, sizes: readonly number[]): Buffer {
  const set = new RedactionSet();
  set.add(value);
  const out = streamThrough(set.redactor(), input, sizes);
  expect(out.equals(redactAtOnce(textsOf(value), input))).toBe(true);
  return out;
}

describe('the forms the filed report found printed in clear', () => {
  const value = 'pässwörd&<"it\'s"> ~*!x+y 42';
  const redact = (text: string): string => {
    const set = new RedactionSet();
    set.add(value);
    return set.redactText(text);
  };

  it('base64("deploy:" + value), what curl -u sends: hidden from the first character the value alone decides', () => {
    const basic = Buffer.from(`deploy:${value}`).toString('base64');
    // Seven bytes of prefix: 9 characters are the prefix's alone, the 10th mixes both.
    expect(redact(`Authorization: Basic ${basic}\n`)).toBe(
      `Authorization: Basic ${basic.slice(0, 10)}***\n`,
    );
  });

  it('base64 of the value at byte offsets 1 and 2, with something after it too', () => {
    for (const prefix of ['x', 'xy', 'xyz', 'wxyz']) {
      for (const suffix of ['', '\n', 'and more']) {
        const k = prefix.length;
        const n = Buffer.byteLength(value);
        const encoded = Buffer.from(`${prefix}${value}${suffix}`).toString('base64');
        const input = bytes(`b64: ${encoded}.`);
        const from = 5 + Math.ceil((8 * k) / 6);
        const to = 5 + (suffix === '' ? encoded.length : Math.floor((8 * (k + n)) / 6));
        expect(hidden(value, input, from, to), `${prefix}|${suffix}`).toBe(true);
      }
    }
  });

  it('the ASCII JSON form (\\u00e4), the form-encoded form (+) and the XML-escaped form', () => {
    const json = JSON.stringify({ v: value }).replace(/[\u0080-\uffff]/g, (c) => hex(c));
    expect(json).toContain('\\u00e4');
    expect(redact(json)).toBe('{"v":"***"}');
    const form = new URLSearchParams({ user: 'deploy', password: value }).toString();
    expect(form).toContain('+');
    expect(redact(form)).toBe('user=deploy&password=***');
    const xml = `<password>${ENCODERS['XML (.NET SecurityElement.Escape)']!(value)}</password>`;
    expect(redact(xml)).toBe('<password>***</password>');
  });

  it('each of the runner’s value encoders and the common variants, in one log', () => {
    for (const [name, encode] of Object.entries(ENCODERS)) {
      expect(redact(`[${encode(value)}]`), name).toBe('[***]');
    }
  });
});

describe('beyond the runner: the forms common tools write', () => {
  const value = `p/a+s's"w&<ré~#x`;
  const redact = (text: string): string => {
    const set = new RedactionSet();
    set.add(value);
    return set.redactText(text);
  };

  it('Python’s quote (keeps /), lower-case hex, JSON with \\/, HTML numeric references, CSV, shell quotes', () => {
    const named = [
      'URI path (Python quote, which keeps /)',
      'URI path (Python quote, which keeps /), lower-case hex',
      'URI component (encodeURIComponent), lower-case hex',
      'form (Python quote_plus), lower-case hex',
      'JSON with \\/ (PHP json_encode: ASCII, lower-case hex)',
      'JSON with \\/, UTF-8 (PHP JSON_UNESCAPED_UNICODE)',
      'HTML (Python html.escape, Django)',
      'HTML (Ruby ERB, lodash)',
      'HTML (PHP htmlspecialchars)',
      'HTML (Go html.EscapeString, Jinja)',
      'HTML (Go html/template)',
      'CSV field (quotes doubled)',
      "shell single quotes (set -x, ${v@Q}: '\\'')",
      "shell single quotes (Python shlex.quote: '\"'\"')",
    ];
    for (const name of named) {
      const encode = ENCODERS[name];
      expect(encode, name).toBeDefined();
      // Each differs from the value and from every form the runner itself registers.
      expect(encode!(value), name).not.toBe(value);
      expect(redact(`[${encode!(value)}]`), name).toBe('[***]');
    }
    expect(ENCODERS['HTML (Python html.escape, Django)']!(value)).toContain('&#x27;');
    expect(ENCODERS['HTML (Ruby ERB, lodash)']!(value)).toContain('&#39;');
    expect(ENCODERS['URI path (Python quote, which keeps /), lower-case hex']!(value)).toContain(
      'p/a%2bs%27s%22w%26%3cr%c3%a9',
    );
  });

  // bash itself, where there is one: its quoting depends on the character's place (`#`, `~`)
  // and on the locale, so it is read from bash rather than modelled in the test.
  const bash = spawnSync('bash', ['-c', 'echo "${BASH_VERSINFO[0]}"'], { encoding: 'utf8' });
  it.runIf(process.platform === 'linux' && Number(bash.stdout) >= 4)(
    'bash’s printf %q, ${v@Q} and set -x, in a UTF-8 locale and in C: the quoted value is hidden',
    () => {
      const unit = fc.constantFrom(
        ...['a', 'Z', '7', ' ', '"', "'", '&', '<', '>', '%', '+', '*', '~', '!', '(', ')', '/'],
        ...['\\', '#', '=', ':', '$', '`', '{', '}', '[', ']', '^', '|', ';', ',', '?', '@'],
        ...['é', '€', '😀', '\t', '\u0001', '\u001b', '\u007f', '\u0085', '\u2028'],
      );
      const values = fc
        .sample(fc.string({ unit, minLength: 1, maxLength: 10 }), { numRuns: 400, seed: 30 })
        .filter((v) => v.trim() !== '');
      const script = `for v in "$@"; do printf '%q\\0' "$v"; printf '%s\\0' "\${v@Q}"; done`;
      for (const locale of ['C.UTF-8', 'C']) {
        const run = spawnSync('bash', ['-c', script, 'bash', ...values], {
          env: { PATH: process.env.PATH ?? '', LC_ALL: locale },
        });
        expect(run.status, String(run.stderr)).toBe(0);
        const outputs = run.stdout.toString('utf8').split('\0');
        values.forEach((value, i) => {
          for (const quoted of [outputs[2 * i]!, outputs[2 * i + 1]!]) {
            // The value's part: inside $'…' or '…', or all of it (backslashes).
            const inner =
              /^\$'(.*)'$/s.exec(quoted)?.[1] ?? /^'(.*)'$/s.exec(quoted)?.[1] ?? quoted;
            // Encoded forms shorter than the minimum are not hidden (see 'short values').
            if (inner !== value && inner.length < MIN_ENCODED_LENGTH) continue;
            const input = bytes(`> ${quoted} <`);
            const from = 2 + Buffer.byteLength(quoted.slice(0, quoted.indexOf(inner)));
            expect(
              hidden(value, input, from, from + Buffer.byteLength(inner)),
              `${locale} ${quoted}`,
            ).toBe(true);
          }
        });
      }
    },
  );
});

describe('short values', () => {
  it('the value itself is hidden whatever its length; encoded forms shorter than the minimum are not registered', () => {
    const set = new RedactionSet();
    set.add('1');
    set.add('ab"');
    // base64("1") is MQ==, "ab\"" as JSON is ab\": too short to hide without wrecking output.
    expect(set.redactText('1 MQ== ab" ab\\"')).toBe('*** MQ== *** ab\\"');
    expect(formsOf('1')).toEqual(['1']);
    for (const form of formsOf('pässwörd&<"it\'s">')) {
      expect(form.length).toBeGreaterThanOrEqual(MIN_ENCODED_LENGTH);
    }
  });

  it('values of 5 bytes or more have their base64 hidden at every alignment, at the end of the data or not', () => {
    for (const value of ['abcde', 'äbcd', '12345', 'a\u0000b\u0001c']) {
      for (let k = 0; k < 3; k++) {
        for (const suffix of ['', '?']) {
          const encoded = Buffer.from(`${'p'.repeat(k)}${value}${suffix}`).toString('base64');
          const n = Buffer.byteLength(value);
          const to = suffix ? Math.floor((8 * (k + n)) / 6) : encoded.length;
          expect(hidden(value, bytes(encoded), Math.ceil((8 * k) / 6), to), `${k} ${value}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('blank text is never hidden, in any form', () => {
    const set = new RedactionSet();
    set.add(' \n\t ');
    expect(set.size).toBe(0);
  });
});

describe('properties: random prefixes, suffixes and chunking', () => {
  const chunks = fc.array(fc.integer({ min: 1, max: 13 }), { maxLength: 40 });

  it('base64: every character the value alone decides is hidden, and to the end when the value ends the data', () => {
    const value = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 24 })
      .filter((v) => v.trim() !== '' && Buffer.byteLength(v) >= 5);
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 11 }),
        value,
        fc.uint8Array({ maxLength: 5 }),
        chunks,
        (prefix, v, suffix, sizes) => {
          const data = Buffer.concat([prefix, bytes(v), suffix]);
          const encoded = data.toString('base64');
          const input = bytes(`data: ${encoded}\n`);
          const k = prefix.length;
          const n = Buffer.byteLength(v);
          const from = 6 + Math.ceil((8 * k) / 6);
          const to = 6 + (suffix.length === 0 ? encoded.length : Math.floor((8 * (k + n)) / 6));
          expect(hidden(v, input, from, to)).toBe(true);
          const out = redactStreamed(v, input, sizes);
          // What is left of the encoding are at most the prefix's and suffix's own characters,
          // plus one character at each edge that mixes their bits with the value's.
          expect(out.length).toBeLessThanOrEqual(input.length - (to - from) + 3);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('character encodings: the encoded value is hidden inside any encoded text', () => {
    const unit = fc.constantFrom(
      ...['a', 'Z', '7', ' ', '"', "'", '&', '<', '>', '%', '+', '*', '~', '!', '(', ')', '/'],
      ...['\\', '\n', '\t', '\u0001', 'ä', '€', '\u2028', '😀', '=', '?', '#', ':'],
    );
    const text = (maxLength: number, minLength = 0) =>
      fc.string({ unit, minLength, maxLength }).map((s) => s);
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(ENCODERS)),
        text(8),
        text(12, 1),
        text(8),
        chunks,
        (name, prefix, value, suffix, sizes) => {
          const encode = ENCODERS[name]!;
          const encodedValue = encode(value);
          fc.pre(value.trim() !== '');
          fc.pre(encodedValue === value || encodedValue.length >= MIN_ENCODED_LENGTH);
          const encoded = encode(prefix + value + suffix);
          // Each of these encodes character by character: the value's part is known.
          expect(encoded).toBe(encode(prefix) + encodedValue + encode(suffix));
          const input = bytes(`> ${encoded} <`);
          const from = 2 + Buffer.byteLength(encode(prefix));
          expect(hidden(value, input, from, from + Buffer.byteLength(encodedValue)), name).toBe(
            true,
          );
          redactStreamed(value, input, sizes);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
