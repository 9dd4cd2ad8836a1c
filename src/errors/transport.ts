import { ref, words, type Text } from './words.js';

/**
 * The largest response body accepted by default: what every export can carry. A listing costs
 * the tool about 30 times its size at its peak (each value is held with the redaction forms of
 * its masks: measured with the built tool, `export --format json` of 100-byte values took
 * 822 MB for a 25 MiB listing, 1.9 GB for 64 MiB, and 64 KiB values 4.5 GB for 250 MiB), and
 * Node's heap on a 7 GB runner is about 1.75 GB: past it the process dies with no error line and
 * no revoke. 32 MiB (about 1 GB at its peak) is ten times a listing of 10,000 secrets with imports.
 */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/**
 * A request that got no complete response. `code` is stable (ETIMEDOUT, ECONNRESET, TRUNCATED,
 * TOO_LARGE, CERT_UNTRUSTED, PROXY_AUTH...) and is what callers decide on and describe.
 */
export class TransportError extends Error {
  readonly code: string;
  /** A sentence to show after the code's description (never holds a secret). */
  readonly note?: Text;
  constructor(code: string, message: string, cause?: unknown, note?: Text) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'TransportError';
    this.code = code;
    if (note) this.note = note;
  }
}

/** Node's certificate verdicts, grouped by what the user has to do about them. */
const CERTIFICATE_CODES: Record<string, string> = {
  // No chain to a trusted CA: the fix is `ca-certificate`.
  UNABLE_TO_GET_ISSUER_CERT: 'CERT_UNTRUSTED',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'CERT_UNTRUSTED',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'CERT_UNTRUSTED',
  SELF_SIGNED_CERT_IN_CHAIN: 'CERT_UNTRUSTED',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'CERT_UNTRUSTED',
  CERT_UNTRUSTED: 'CERT_UNTRUSTED',
  // A trusted certificate for another name: the fix is `domain`.
  ERR_TLS_CERT_ALTNAME_INVALID: 'CERT_HOSTNAME',
  HOSTNAME_MISMATCH: 'CERT_HOSTNAME',
  IP_ADDRESS_MISMATCH: 'CERT_HOSTNAME',
  // Outside its validity period: the server's certificate, or the runner's clock.
  CERT_HAS_EXPIRED: 'CERT_EXPIRED',
  CERT_NOT_YET_VALID: 'CERT_NOT_YET_VALID',
};

/** What a refused certificate's reason says of a proxy's certificate. */
const PROXY_CERTIFICATE_REASONS: Record<string, Text> = {
  CERT_UNTRUSTED: words`a certificate not from a CA the runner trusts (for a private CA set ${ref('ca-certificate')})`,
  CERT_HOSTNAME: 'a certificate for another host name (the proxy URL must use a name it lists)',
  CERT_EXPIRED: "an expired certificate (or the runner's clock is wrong)",
  CERT_NOT_YET_VALID: "a certificate that is not valid yet (check the runner's clock)",
  CERT: 'a certificate that was refused',
};

/** The stable code of a certificate refusal, or '' for any other error code. */
function certificateCode(code: string): string {
  return CERTIFICATE_CODES[code] ?? (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code) ? 'CERT' : '');
}

/**
 * Turns an error on the way to a proxy (before it carried anything to the server) into a
 * {@link TransportError} that names the proxy's variable: PROXY_NOT_FOUND (its name does not
 * resolve), PROXY_CERT (an https:// proxy's certificate), else PROXY_UNREACHABLE.
 */
export function toProxyError(error: unknown, variable: string): TransportError {
  if (error instanceof TransportError) return error;
  const { code = 'ENETWORK', message = String(error) } = (error ?? {}) as NodeJS.ErrnoException;
  const certificate = certificateCode(code);
  if (certificate) {
    const note = words`the proxy that ${variable} names has ${PROXY_CERTIFICATE_REASONS[certificate] ?? ''}`;
    return new TransportError('PROXY_CERT', `TLS with the proxy: ${message}`, error, note);
  }
  const note = `connecting to the proxy that ${variable} names failed (${code})`;
  const kind = code === 'ENOTFOUND' ? 'PROXY_NOT_FOUND' : 'PROXY_UNREACHABLE';
  return new TransportError(kind, message, error, note);
}

export interface ErrorContext {
  /** The environment the job gave the transport (only NODE_TLS_REJECT_UNAUTHORIZED is read). */
  env: Record<string, string | undefined>;
}

/** OpenSSL's words for an answer to its handshake that is not TLS (a plain-HTTP server's). */
const NOT_TLS = /wrong version number|packet length too long|unknown protocol|http request/i;

/**
 * The error for a URL whose scheme is not what its server speaks: PLAIN_HTTP (`https://` to a
 * server of plain HTTP), TLS_SERVER (`http://` to a TLS server); the note gives the address to use.
 */
export function wrongScheme(url: URL, cause?: unknown): TransportError {
  const toHttp = url.protocol === 'https:';
  const address = `${toHttp ? 'http' : 'https'}://${url.host}`;
  const speaks = toHttp ? 'plain HTTP, not TLS' : 'TLS (HTTPS), not plain HTTP';
  return new TransportError(
    toHttp ? 'PLAIN_HTTP' : 'TLS_SERVER',
    `the server at ${url.host} speaks ${speaks}`,
    cause,
    words`set ${ref('domain')} to ${address}`,
  );
}

/**
 * Whether an error of a request to `url` shows that the server speaks the other scheme: OpenSSL
 * finding no TLS in the answer to an `https://` request, or a TLS record (an alert, a handshake)
 * answering an `http://` one, which Node's HTTP parser refuses.
 */
function isWrongScheme(error: NodeJS.ErrnoException & { rawPacket?: unknown }, url: URL): boolean {
  if (url.protocol === 'https:') {
    return (
      (error.code === 'EPROTO' || error.code === 'ERR_SSL_WRONG_VERSION_NUMBER') &&
      NOT_TLS.test(error.message)
    );
  }
  const first = Buffer.isBuffer(error.rawPacket) ? error.rawPacket[0] : undefined;
  return /^HPE_/.test(error.code ?? '') && (first === 0x15 || first === 0x16);
}

/**
 * Turns a socket, TLS or HTTP parser error into a {@link TransportError} with a stable code.
 * `url`, when the error is of a request sent straight to it, tells a wrong scheme.
 */
export function toTransportError(error: unknown, context: ErrorContext, url?: URL): TransportError {
  if (error instanceof TransportError) return error;
  const { code = 'ENETWORK', message = String(error) } = (error ?? {}) as NodeJS.ErrnoException;
  if (url && isWrongScheme(error as NodeJS.ErrnoException, url)) return wrongScheme(url, error);
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new TransportError('HEADERS_TOO_LARGE', 'response headers over the limit', error);
  }
  if (code === 'ECONNRESET' && /aborted/i.test(message)) {
    return new TransportError('TRUNCATED', 'response body cut short', error);
  }
  const certificate = certificateCode(code);
  if (certificate) {
    // Some jobs set it for another tool; it is ignored here, and a user who expected it to work
    // needs to hear that, and what to do instead.
    const note =
      context.env.NODE_TLS_REJECT_UNAUTHORIZED === '0'
        ? words`NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored: TLS is always verified (a private CA goes in ${ref('ca-certificate')})`
        : undefined;
    return new TransportError(certificate, `TLS: ${message}`, error, note);
  }
  return new TransportError(code, message, error);
}
