import path from 'node:path';
import { isLoopback } from '../api/proxy.js';
import { AUTH_METHODS, readCredentials, type Credentials } from '../auth/methods/index.js';
import { InputError } from '../errors/input.js';
import { byAdapter, ref, subject, words, type Text } from '../errors/words.js';
import { CONNECTION_VALUES, type ConnectionInput } from '../spec/values.js';
import {
  booleanInput,
  choiceInput,
  linesInput,
  numberInput,
  withDefaults,
  type ReadInput,
} from './parse.js';
import { MAX_CA_FILE_BYTES } from '../api/transport.js';
import { describeProblem, readSmallFile, SmallFileError } from '../runner/small-file.js';

/**
 * How to talk to the API, besides where and as whom: what the post step needs to revoke a token
 * at the address the main step recorded.
 */
export interface EndpointSettings {
  readonly apiKey?: string;
  readonly extraHeaders: Readonly<Record<string, string>>;
  readonly caCertificate?: string;
  readonly timeoutMs: number;
  readonly retries: number;
}

/** How to reach and authenticate to the API: shared by the main action and every sub-action. */
export interface ConnectionSettings extends EndpointSettings {
  readonly baseUrl: string;
  readonly credentials: Credentials;
  readonly clean: boolean;
  /** Problems worth a warning that do not stop the job. */
  readonly warnings: readonly Text[];
}

/** What the reader needs besides the inputs. */
export interface ConnectionContext {
  read: ReadInput<ConnectionInput>;
  /** Registers a value with the log masker the moment it is read. */
  mask: (value: string) => void;
  workspace: string;
}

const RESERVED_HEADERS = new Set([
  'authorization',
  'x-api-key',
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'accept-encoding',
  'connection',
]);
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What a header value can carry as typed: printable ASCII, spaces and tabs (RFC 9110, 5.5). */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;

/** Reads and validates the connection and authentication inputs. */
export function readConnection(context: ConnectionContext): ConnectionSettings {
  const { mask, workspace } = context;
  const read = withDefaults(CONNECTION_VALUES, context.read);
  maskCredentialInputs(read, mask);
  const warnings: Text[] = [];
  const baseUrl = readDomain(read, warnings);
  const credentials = readCredentials(choiceInput(read, 'method', AUTH_METHODS), {
    read,
    mask,
    workspace,
  });
  const endpoint = readEndpoint({ ...context, read });
  return {
    ...endpoint,
    baseUrl,
    credentials,
    clean: booleanInput(read, 'clean'),
    warnings,
  };
}

/**
 * Masks every one-line credential input (`secret` in the spec) whole, before anything else can
 * print one (even in an error); a multi-line one is masked value by value as it is read.
 */
export function maskCredentialInputs(
  read: ReadInput<ConnectionInput>,
  mask: (value: string) => void,
): void {
  for (const [name, input] of Object.entries(CONNECTION_VALUES)) {
    if (!input?.secret || input.multiline) continue;
    const value = read(name as ConnectionInput);
    if (value) mask(value);
  }
}

/** `timeout`: the most seconds a request may take (the default is the spec's). */
export const MAX_TIMEOUT_SECONDS = 600;
/** `retries`: the most retries after the first attempt (the default is the spec's). */
export const MAX_RETRIES = 20;

/**
 * Reads the inputs that shape every request: API key, headers (masked as read), trusted CA,
 * timeout and retries. Call {@link maskCredentialInputs} first.
 */
export function readEndpoint(context: ConnectionContext): EndpointSettings {
  const { mask, workspace } = context;
  const read = withDefaults(CONNECTION_VALUES, context.read);
  return {
    apiKey: read('api-key') || undefined,
    extraHeaders: readExtraHeaders(read, mask),
    caCertificate: readCaCertificate(read, workspace),
    timeoutMs: numberInput(read, 'timeout', { min: 1, max: MAX_TIMEOUT_SECONDS }) * 1000,
    retries: numberInput(read, 'retries', { min: 0, max: MAX_RETRIES, integer: true }),
  };
}

function readDomain(read: ReadInput<ConnectionInput>, warnings: Text[]): string {
  const raw = read('domain');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InputError(
      words`${subject('domain')} must be a URL such as https://app.infisical.com, not \`${raw}\`.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(
      words`${subject('domain')} must start with https:// (or http:// for a local server), not \`${url.protocol}\`.`,
    );
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InputError(
      words`${subject('domain')} must be a plain base URL, without credentials, query or fragment.`,
    );
  }
  // Plain HTTP to this machine is harmless.
  if (url.protocol === 'http:' && !isLoopback(url.hostname.replace(/^\[|\]$/g, '').toLowerCase())) {
    warnings.push(
      words`${ref('domain')} uses plain http:// to ${url.hostname}: credentials and secrets cross the network unencrypted. Use https://.`,
    );
  }
  return baseUrlOf(url);
}

/**
 * The base URL of a server address: without trailing slashes or the `/api` ending (users often
 * paste the API root; the calls add /api/... themselves).
 */
export function baseUrlOf(url: URL): string {
  const pathname = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  return `${url.protocol}//${url.host}${pathname}`;
}

function readExtraHeaders(
  read: ReadInput<ConnectionInput>,
  mask: (value: string) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  linesInput(read, 'extra-headers').forEach((line, index) => {
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    const value = colon > 0 ? line.slice(colon + 1).trim() : '';
    // The line itself is not quoted back: header values are often secrets.
    if (value.length >= 4) mask(value);
    if (!HEADER_NAME.test(name)) {
      throw new InputError(
        words`${subject('extra-headers')}, line ${index + 1}: expected \`Name: value\` with a valid header name.`,
      );
    }
    // Node refuses some other characters only when the request is sent, and sends Latin-1 as
    // one byte each (not the UTF-8 that was typed): both are refused here, before any request.
    if (!HEADER_VALUE.test(value)) {
      throw new InputError(
        words`${subject('extra-headers')}, line ${index + 1}: the value of \`${name}\` has a character an HTTP header cannot carry: use printable ASCII (letters, digits, punctuation, spaces and tabs); encode anything else, as base64 for instance.`,
      );
    }
    const key = name.toLowerCase();
    if (RESERVED_HEADERS.has(key)) {
      throw new InputError(
        words`${subject('extra-headers')} cannot set \`${name}\`: ${byAdapter('the action', 'the tool')} sets it itself.`,
      );
    }
    headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
  });
  return headers;
}

function readCaCertificate(
  read: ReadInput<ConnectionInput>,
  workspace: string,
): string | undefined {
  const raw = read('ca-certificate');
  if (!raw) return undefined;
  let pem = raw;
  if (!raw.includes('-----BEGIN')) {
    const file = path.resolve(workspace, raw);
    try {
      pem = readSmallFile(file, MAX_CA_FILE_BYTES, { followLinks: true }).toString('utf8');
    } catch (error) {
      if (!(error instanceof SmallFileError)) throw error;
      throw new InputError(
        error.problem === 'not-a-file' || error.problem === 'too-large'
          ? words`${subject('ca-certificate')} names ${file}, which cannot be used: ${describeProblem(error, MAX_CA_FILE_BYTES)}. Name a PEM file, or pass the PEM text.`
          : words`${subject('ca-certificate')} is neither PEM text nor a readable file (looked for ${file}). Check out the repository first, or pass the PEM text.`,
      );
    }
  }
  try {
    new (process.getBuiltinModule('node:crypto').X509Certificate)(pem);
  } catch {
    throw new InputError(
      words`${subject('ca-certificate')} does not hold a valid PEM certificate (-----BEGIN CERTIFICATE----- ...).`,
    );
  }
  return pem;
}
