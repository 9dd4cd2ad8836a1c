/**
 * The forms of a value that `run`'s redactor hides besides the value itself: what GitHub's runner
 * registers for every secret (its value encoders: base64 at the three byte alignments, JSON
 * string escape, URI data escape, XML escape, the command-line and expression escapes, the
 * quote-trimmed and PowerShell sections), plus the variants other programs print (ASCII JSON
 * with `\uXXXX`, Go's HTML-safe JSON, JSON with `\/`, encodeURIComponent, Python's `quote`, the
 * two form encodings, each URI form in lower-case hex too, HTML's numeric references, CSV's
 * doubled quotes, and bash's quoting: `printf %q`, `set -x`, `${v@Q}`).
 *
 * An encoded form shorter than {@link MIN_ENCODED_LENGTH} characters is left out: `M` (from
 * base64 of `1`) or `\"` would hide text all over a log. The value itself is always hidden.
 */

/** Encoded forms shorter than this are not hidden; 6 base64 characters are 36 bits. */
export const MIN_ENCODED_LENGTH = 6;

/**
 * Base64 of a value that follows an unknown prefix. With the prefix's length k, base64 turns
 * each 6 bits of prefix + value into one character, so character i covers bits 6i to 6i + 6
 * and the value's n bytes are bits 8k to 8(k + n). The characters that the value alone decides,
 * whatever the prefix and whatever follows, are those whose 6 bits lie wholly inside the value:
 * i from ceil(8k / 6) to floor(8(k + n) / 6), exclusive. Only k mod 3 matters (3 bytes are 4
 * whole characters), so the three alignments give every case; any prefix of that length gives
 * the same characters, zeros do. When the value ends the data, the rest is decided too: the
 * last partial character (its missing bits are zeros) and the `=` padding.
 */
function base64Forms(bytes: Buffer): string[] {
  const forms: string[] = [];
  for (let k = 0; k < 3; k++) {
    const encoded = Buffer.concat([Buffer.alloc(k), bytes]).toString('base64');
    const from = Math.ceil((8 * k) / 6);
    // The value followed by more data, then the value at the end of the data (k = 0: the
    // plain base64 of the value).
    forms.push(encoded.slice(from, Math.floor((8 * (k + bytes.length)) / 6)), encoded.slice(from));
  }
  return forms;
}

const hex = (code: number): string => code.toString(16).padStart(4, '0');

/**
 * JSON string escapes: minimal, ASCII (both hex cases), Go's HTML-safe default, and the first
 * three with `/` escaped as `\/` (PHP's `json_encode`: ASCII, lower-case hex).
 */
function jsonForms(text: string): string[] {
  const json = JSON.stringify(text).slice(1, -1);
  const ascii = json.replace(/[\u0080-\uffff]/g, (c) => `\\u${hex(c.charCodeAt(0))}`);
  const forms = [
    json,
    ascii,
    ascii.replace(/\\u([0-9a-f]{4})/g, (_, code: string) => `\\u${code.toUpperCase()}`),
  ];
  // A `/` is never part of an escape, so each `/` of these is one of the value's.
  return [
    ...forms,
    ...(text.includes('/') ? forms.map((form) => form.replace(/\//g, '\\/')) : []),
    json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${hex(c.charCodeAt(0))}`),
  ];
}

/**
 * Percent-encoding of UTF-8 bytes: alphanumerics and `keep` left as they are, space as `+` for
 * forms, any other byte as `%XX` in upper-case hex, or in lower-case hex as some libraries
 * write it. Each byte's encoding comes from a table, into a buffer: a value may be a megabyte.
 */
function percentEncoding(keep: string, plusForSpace = false): (bytes: Buffer) => string[] {
  const HEX = '0123456789ABCDEF0123456789abcdef';
  // Per byte: up to 3 character codes of its encoding at 3 * byte, and how many.
  const tables = [0, 16].map((hexCase) => {
    const codes = new Uint8Array(3 * 256);
    const lengths = new Uint8Array(256);
    for (let byte = 0; byte < 256; byte++) {
      const char = String.fromCharCode(byte);
      const bare =
        (byte >= 0x30 && byte <= 0x39) ||
        (byte >= 0x41 && byte <= 0x5a) ||
        (byte >= 0x61 && byte <= 0x7a) ||
        keep.includes(char);
      const encoded = bare
        ? char
        : plusForSpace && byte === 0x20
          ? '+'
          : `%${HEX[hexCase + (byte >> 4)]}${HEX[hexCase + (byte & 15)]}`;
      for (let i = 0; i < encoded.length; i++) codes[3 * byte + i] = encoded.charCodeAt(i);
      lengths[byte] = encoded.length;
    }
    return { codes, lengths };
  });
  return (bytes) =>
    tables.map(({ codes, lengths }) => {
      const out = Buffer.allocUnsafe(3 * bytes.length);
      let at = 0;
      for (const byte of bytes) {
        const length = lengths[byte] ?? 0;
        for (let i = 0; i < length; i++) out[at++] = codes[3 * byte + i] ?? 0;
      }
      return out.toString('latin1', 0, at);
    });
}

const PERCENT_ENCODINGS = [
  // encodeURIComponent; RFC 3986 unreserved (.NET Uri.EscapeDataString, curl); Python's quote,
  // which keeps `/`.
  percentEncoding("-_.!~*'()"),
  percentEncoding('-_.~'),
  percentEncoding('-_.~/'),
  // application/x-www-form-urlencoded: URLSearchParams and HTML forms; Python's quote_plus.
  percentEncoding('*-._', true),
  percentEncoding('-_.~', true),
];

/** Percent-encodings, each in upper-case hex (RFC 3986's choice) and lower-case hex. */
const uriForms = (bytes: Buffer): string[] => PERCENT_ENCODINGS.flatMap((encode) => encode(bytes));

const XML: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * HTML escapes: `&`, `<`, `>` as named references, and the quotes (and Go templates' `+`) as
 * each library writes them: Python's `html.escape` and Django (`&quot;`, `&#x27;`), Ruby's ERB
 * and lodash (`&quot;`, `&#39;`), PHP's `htmlspecialchars` (`&quot;`, `&#039;`), Go's
 * `html.EscapeString` and Jinja (`&#34;`, `&#39;`), Go's `html/template` (and `&#43;`).
 */
function htmlForms(text: string): string[] {
  const base = text.replace(/[&<>]/g, (c) => XML[c] ?? c);
  if (!/["'+]/.test(text)) return [];
  // Replacement strings, not a function per match: a value may be a megabyte.
  const with_ = (quot: string, apos: string, plus = '+'): string => {
    const quoted = base.replace(/"/g, quot).replace(/'/g, apos);
    return plus === '+' ? quoted : quoted.replace(/\+/g, plus);
  };
  return [
    with_('&quot;', '&#x27;'),
    with_('&quot;', '&#39;'),
    with_('&quot;', '&#039;'),
    with_('&#34;', '&#39;'),
    with_('&#34;', '&#39;', '&#43;'),
  ];
}

/** Control characters bash writes by name inside `$'…'`. */
const ANSI_C: Readonly<Record<string, string>> = {
  '\x1b': '\\E',
  '\x07': '\\a',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\v': '\\v',
};

/**
 * What bash escapes inside `$'…'`: `\` and `'`, and what a UTF-8 locale does not print (control
 * characters, line and paragraph separators); in a locale that is not UTF-8 (`C`) also every
 * character past ASCII.
 */
const ANSI_C_ESCAPED = {
  utf8: /[\\'\p{Cc}\p{Zl}\p{Zp}]/gu,
  c: /[\\'\p{Cc}\p{Zl}\p{Zp}\u0080-\u{10ffff}]/gu,
};

/** The text inside bash's `$'…'`: escaped characters by name or as the octal of their bytes. */
function ansiC(text: string, escaped: RegExp): string {
  return text.replace(escaped, (char) => {
    if (char === '\\' || char === "'") return `\\${char}`;
    const named = ANSI_C[char];
    if (named) return named;
    let octal = '';
    for (const byte of Buffer.from(char, 'utf8')) octal += `\\${byte.toString(8).padStart(3, '0')}`;
    return octal;
  });
}

/**
 * bash's quoting of a value: `printf %q`'s backslashes for a printable value (before each
 * character of its `bstab`, before `#` at its start, and before `~` at its start or after `:`
 * or `=`), or else the text inside `$'…'`; and the text inside the single quotes of `set -x`,
 * `${v@Q}` and `declare -p` (`'\''`), or of Python's `shlex.quote` (`'"'"'`), which differs
 * from the value only where it has a `'`.
 */
function shellForms(text: string): string[] {
  const backslashed = text
    .replace(/[ !"$&'()*,;<>?[\\\]^`{|}]/g, '\\$&')
    .replace(/^#/, '\\#')
    .replace(/(^|[:=])~/g, '$1\\~');
  return [
    backslashed,
    ansiC(text, ANSI_C_ESCAPED.utf8),
    ansiC(text, ANSI_C_ESCAPED.c),
    text.replace(/'/g, "'\\''"),
    text.replace(/'/g, `'"'"'`),
  ];
}

/** The sections around `&` that PowerShell prints apart in an error (the runner's rule). */
function powerShellSections(text: string): string[] {
  if (!text.includes('&')) return [];
  const plus = text.indexOf('&+');
  if (plus !== -1) return [text.slice(0, plus + 2), text.slice(plus + 3)];
  const last = text.lastIndexOf('&');
  return [text.slice(0, last + 1), text.slice(last + 1)];
}

/**
 * The value and its forms, each once, the value first. A value's lone surrogates are read as
 * U+FFFD, as they reach a command (and any encoder) as UTF-8.
 */
export function formsOf(value: string): string[] {
  const text = Buffer.from(value, 'utf8').toString('utf8');
  const bytes = Buffer.from(text, 'utf8');
  const quoted = text.length > 8 && text.startsWith('"') && text.endsWith('"');
  const encoded = [
    ...base64Forms(bytes),
    ...jsonForms(text),
    ...uriForms(bytes),
    text.replace(/[&<>"']/g, (c) => XML[c] ?? c),
    text.replace(/[&<>]/g, (c) => XML[c] ?? c),
    ...htmlForms(text),
    text.replace(/"/g, '\\"'),
    text.replace(/'/g, "''"),
    // CSV: a field's quotes doubled.
    text.replace(/"/g, '""'),
    ...shellForms(text),
    quoted ? text.slice(1, -1) : '',
    ...powerShellSections(text),
  ];
  const forms = new Set([text]);
  for (const form of encoded) {
    if (form.length >= MIN_ENCODED_LENGTH && form.trim() !== '') forms.add(form);
  }
  return [...forms];
}
