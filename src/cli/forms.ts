/**
 * The forms of a value that `run`'s redactor hides besides the value itself: what GitHub's runner
 * registers for every secret (its value encoders: base64 at the three byte alignments, JSON
 * string escape, URI data escape, XML escape, the command-line and expression escapes, the
 * quote-trimmed and PowerShell sections), plus the variants other programs print (ASCII JSON
 * with `\uXXXX`, Go's HTML-safe JSON, encodeURIComponent, the two form encodings).
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

/** JSON string escapes: minimal, ASCII (both hex cases), and Go's HTML-safe default. */
function jsonForms(text: string): string[] {
  const json = JSON.stringify(text).slice(1, -1);
  const ascii = json.replace(/[\u0080-\uffff]/g, (c) => `\\u${hex(c.charCodeAt(0))}`);
  return [
    json,
    ascii,
    ascii.replace(/\\u([0-9a-f]{4})/g, (_, code: string) => `\\u${code.toUpperCase()}`),
    json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${hex(c.charCodeAt(0))}`),
  ];
}

const ALPHANUMERIC = /^[A-Za-z0-9]$/;

/** Percent-encoding of the UTF-8 bytes, `keep` left as they are; space as `+` for forms. */
function percentEncoded(bytes: Buffer, keep: string, plusForSpace = false): string {
  let out = '';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    if (byte < 0x80 && (ALPHANUMERIC.test(char) || keep.includes(char))) out += char;
    else if (plusForSpace && byte === 0x20) out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function uriForms(bytes: Buffer): string[] {
  return [
    // encodeURIComponent; RFC 3986 unreserved (.NET Uri.EscapeDataString, curl).
    percentEncoded(bytes, "-_.!~*'()"),
    percentEncoded(bytes, '-_.~'),
    // application/x-www-form-urlencoded: URLSearchParams and HTML forms; Python's quote_plus.
    percentEncoded(bytes, '*-._', true),
    percentEncoded(bytes, '-_.~', true),
  ];
}

const XML: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

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
    text.replace(/"/g, '\\"'),
    text.replace(/'/g, "''"),
    quoted ? text.slice(1, -1) : '',
    ...powerShellSections(text),
  ];
  const forms = new Set([text]);
  for (const form of encoded) {
    if (form.length >= MIN_ENCODED_LENGTH && form.trim() !== '') forms.add(form);
  }
  return [...forms];
}
