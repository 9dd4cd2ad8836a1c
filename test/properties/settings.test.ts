// Every input parser, fed random text: it returns a value within its contract or throws an
// InputError that names the input; nothing else is ever thrown, and no credential is ever echoed.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idInput, slugInput } from '../../src/operations/inputs.js';
import { readOperation } from '../../src/operations/sub-action.js';
import { readConnection } from '../../src/settings/connection.js';
import { InputError } from '../../src/errors/input.js';
import { readMainSettings } from '../../src/settings/main.js';
import {
  booleanInput,
  choiceInput,
  linesInput,
  listInput,
  numberInput,
  requiredInput,
} from '../../src/settings/parse.js';
import { normalizeSecretPath, readProject } from '../../src/settings/project.js';
import { anyText } from './arbitraries.ts';

const CA = fileURLToPath(new URL('../fixtures/tls/ca-cert.pem', import.meta.url));
const workspace = mkdtempSync(path.join(os.tmpdir(), 'settings-property-'));
copyFileSync(CA, path.join(workspace, 'ca.pem'));
/** A service-account token file in the workspace (`kubernetes-token-path: sa-token`). */
const SA_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.sa-CRED-token.c2ln';
writeFileSync(path.join(workspace, 'sa-token'), `${SA_TOKEN}\n`);

/** Runs a parser; returns its value, or the InputError's message (anything else fails). */
function attempt<T>(parse: () => T): { value: T } | { message: string } {
  try {
    return { value: parse() };
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return { message: (error as Error).message };
  }
}

/** The runner passes inputs trimmed; an absent input reads as ''. */
const reader =
  (inputs: Record<string, string | undefined>) =>
  (name: string): string =>
    (inputs[name] ?? '').trim();

/** Random text, often one of the words an input expects. */
const raw = (...words: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('', ...words) },
    { weight: 1, arbitrary: anyText(16) },
    { weight: 1, arbitrary: fc.constantFrom(' ', '\n', '\r\n', '0', '-1', '1e3', 'NaN', 'true ') },
  );

describe('single parsers', () => {
  it('booleanInput: the YAML true/false spellings, or an error naming the input', () => {
    fc.assert(
      fc.property(raw('true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'yes', '1'), (text) => {
        const result = attempt(() => booleanInput(reader({ flag: text }), 'flag'));
        if ('message' in result) expect(result.message).toContain('`flag`');
        else expect(result.value).toBe(/^t/i.test(text.trim()));
      }),
    );
  });

  it('numberInput: within bounds (whole when asked), or an error naming the input', () => {
    const bounds = fc.record({
      min: fc.integer({ min: -5, max: 5 }),
      span: fc.nat(100),
      integer: fc.boolean(),
    });
    fc.assert(
      fc.property(raw('1', '30', '600', '5.5', '0x10', 'Infinity', '-0'), bounds, (text, b) => {
        const limits = { min: b.min, max: b.min + b.span, integer: b.integer };
        const result = attempt(() => numberInput(reader({ n: text }), 'n', limits));
        if ('message' in result) return void expect(result.message).toContain('`n`');
        expect(result.value).toBeGreaterThanOrEqual(limits.min);
        expect(result.value).toBeLessThanOrEqual(limits.max);
        if (limits.integer) expect(Number.isInteger(result.value)).toBe(true);
      }),
    );
  });

  it('choiceInput and readOperation: one of the choices, or an error naming the input', () => {
    const choices = ['env', 'file', 'output'] as const;
    fc.assert(
      fc.property(raw(...choices, 'ENV', 'none'), (text) => {
        const optional = attempt(() => choiceInput(reader({ c: text }), 'c', choices));
        if ('message' in optional) expect(optional.message).toContain('`c`');
        else expect(choices).toContain(optional.value);
        const operation = attempt(() => readOperation(reader({ operation: text }), choices));
        if ('message' in operation) expect(operation.message).toContain('`operation`');
        else expect(choices).toContain(operation.value);
        if (text.trim() === '') expect('message' in operation).toBe(true);
      }),
    );
  });

  it('linesInput and listInput: trimmed, non-empty items; never throw', () => {
    fc.assert(
      fc.property(raw('a\nb', 'a, b', ' , \n'), (text) => {
        for (const items of [
          linesInput(reader({ l: text }), 'l'),
          listInput(reader({ l: text }), 'l'),
        ]) {
          for (const item of items) {
            expect(item).toBe(item.trim());
            expect(item).not.toBe('');
            expect(item).not.toMatch(/[\r\n]/);
          }
        }
      }),
    );
  });

  it('requiredInput, readProject, normalizeSecretPath: a value or an error naming the input', () => {
    fc.assert(
      fc.property(
        raw('x'),
        raw('61b2e68c-eb8f-4c1a-9b21-d1368c152d27'),
        raw('/', '/a/b/', '//a', '/./a', '../a'),
        (req, id, folder) => {
          const required = attempt(() => requiredInput(reader({ r: req }), 'r', '(why)'));
          if ('message' in required) expect(required.message).toContain('`r`');
          else expect(required.value).not.toBe('');
          const project = attempt(() =>
            readProject(reader({ 'project-id': id, 'project-slug': req })),
          );
          if ('message' in project) expect(project.message).toMatch(/`project-(id|slug)`/);
          else expect([project.value.id, project.value.slug].filter(Boolean)).toHaveLength(1);
          const normal = attempt(() => normalizeSecretPath(folder));
          if ('message' in normal) return void expect(normal.message).toContain('`secret-path`');
          expect(normal.value).toMatch(/^\/(?:[^/]+(?:\/[^/]+)*)?$/);
          expect(normal.value.split('/')).not.toContain('..');
          expect(normalizeSecretPath(normal.value)).toBe(normal.value);
        },
      ),
    );
  });

  it('sub-action inputs (id, slug, single operation): a value or an error naming the input', () => {
    fc.assert(
      fc.property(
        raw('2f012fb9-be49-43ee-a96f-ea89fa65c1f0', 'my-app-2', 'create', 'Create'),
        (text) => {
          const read = reader({ 'x-id': text, 'x-slug': text, operation: text });
          const id = attempt(() => idInput(read, 'x-id', '(why)'));
          if ('message' in id) expect(id.message).toContain('`x-id`');
          const slug = attempt(() => slugInput(read, 'x-slug'));
          if ('message' in slug) expect(slug.message).toContain('`x-slug`');
          else if (slug.value !== undefined) expect(slug.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          const operation = attempt(() => readOperation(read, ['create']));
          if ('message' in operation) expect(operation.message).toContain('`operation`');
        },
      ),
    );
  });
});

/** Valid words per input (the first is what a typical workflow sets), then wrong ones. */
const WORDS: Record<string, { valid: string[]; wrong: string[] }> = {
  domain: {
    valid: ['https://app.infisical.com', 'http://127.0.0.1:8080/api/', 'http://example.com', ''],
    wrong: ['ftp://x', 'https://u:p@h', 'not a url', 'https://h/?q=1'],
  },
  method: {
    valid: ['universal', 'oidc', 'token', 'OIDC', 'kubernetes', 'jwt', ''],
    wrong: ['aws', 'k8s'],
  },
  'client-id': { valid: ['8bc767b2-f78b-4797-894c-ce99e2455fa9'], wrong: [''] },
  'identity-id': { valid: ['0421e64c-bf54-44e0-b20a-3b0196673f81', ''], wrong: [] },
  'oidc-audience': { valid: ['', 'aud'], wrong: [] },
  'kubernetes-token-path': { valid: ['sa-token', ''], wrong: ['missing-token', '/'] },
  'extra-headers': {
    valid: ['', 'X-A: 1', 'X-A: 1\nX-A: 2'],
    wrong: ['Authorization: x', 'bad line', 'X A: 1'],
  },
  'ca-certificate': {
    valid: ['', 'ca.pem', readFileSync(CA, 'utf8')],
    wrong: ['missing.pem', '-----BEGIN junk', '../../../etc/hostname'],
  },
  timeout: { valid: ['', '1', '30', '600', '0.5e1'], wrong: ['601', '0', 'x', '-1'] },
  retries: { valid: ['', '0', '5', '20'], wrong: ['21', '2.5', 'many'] },
  clean: { valid: ['', 'true', 'false', 'False'], wrong: ['yes', '1'] },
  'project-slug': { valid: ['gha-test-project'], wrong: [''] },
  'project-id': { valid: [''], wrong: ['61b2e68c-eb8f-4c1a-9b21-d1368c152d27'] },
  'env-slug': { valid: ['dev'], wrong: [''] },
  'secret-path': { valid: ['', '/', '/app\n/', 'app//x/', '/a\n/a/'], wrong: ['/a/../b', './x'] },
  'include-imports': { valid: ['', 'true', 'false'], wrong: ['no'] },
  recursive: { valid: ['', 'true', 'false'], wrong: ['on'] },
  'expand-references': { valid: ['', 'true', 'false'], wrong: ['off'] },
  tags: { valid: ['', 'a,b', 'a\nb'], wrong: [] },
  keys: { valid: ['', 'A', 'B=A\nC', 'X=Y=Z'], wrong: ['=A', 'B=A\nB=C', 'B='] },
  'export-type': {
    valid: ['', 'env', 'env,output', 'file', 'none', 'ENV, File'],
    wrong: ['none,env', 'json'],
  },
  'file-output-path': {
    valid: ['', '/.env', '.env', 'config/app.env'],
    wrong: ['../x', '/', '..', 'a/../../b'],
  },
  'file-format': { valid: ['', 'dotenv', 'json', 'yaml', 'shell'], wrong: ['toml'] },
  'env-prefix': { valid: ['', 'TF_VAR_', '_x1'], wrong: ['1X', 'A-B'] },
  'output-access-token': { valid: ['', 'true', 'false'], wrong: ['maybe'] },
  summary: { valid: ['', 'true', 'false'], wrong: ['TRUE!'] },
  'fail-on-empty': { valid: ['', 'true', 'false'], wrong: ['2'] },
};

/** Credentials: recognisable, so that a message echoing one is caught. */
const credential = fc.stringMatching(/^[a-z0-9]{6}-CRED-[a-z0-9]{6}$/);
const CREDENTIALS = ['client-secret', 'access-token', 'api-key', 'jwt'];
const INPUT_NAMES = [...Object.keys(WORDS), ...CREDENTIALS];

/**
 * All the main action's inputs: a valid set (half the runs), with up to four inputs made
 * wrong or random; credentials always set (or empty), a header value sometimes a credential.
 */
const mainInputs: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.record(
      Object.fromEntries(Object.entries(WORDS).map(([n, w]) => [n, fc.constantFrom(...w.valid)])),
    ),
    fc.record(
      Object.fromEntries(CREDENTIALS.map((n) => [n, fc.oneof(fc.constant(''), credential)])),
    ),
    fc.subarray(Object.keys(WORDS), { maxLength: 4 }),
    fc.record(
      Object.fromEntries(
        Object.entries(WORDS).map(([n, w]) => [
          n,
          fc.oneof(fc.constantFrom('', ...w.wrong, ...w.valid), anyText(16)),
        ]),
      ),
    ),
    fc.option(credential, { nil: undefined }),
  )
  .map(([valid, secrets, changed, wild, header]) => {
    const inputs: Record<string, string> = { ...valid, ...secrets };
    if (inputs.method !== 'token' && inputs['client-secret'] === '')
      inputs['client-secret'] = 'abcdef-CRED-secret';
    for (const name of changed) inputs[name] = wild[name]!;
    if (header) inputs['extra-headers'] = `X-Firewall: ${header}`;
    return inputs;
  });

describe('readMainSettings (every input at once)', () => {
  it('settings within their contract, or one InputError naming an input; credentials masked first, never echoed', () => {
    fc.assert(
      fc.property(mainInputs, (inputs) => {
        const masked: string[] = [];
        const result = attempt(() =>
          readMainSettings({ read: reader(inputs), mask: (v) => masked.push(v), workspace }),
        );
        const secrets = CREDENTIALS.map((name) => inputs[name]!).filter((v) => v !== '');
        // Masked the moment they are read, whatever happens next.
        for (const secret of secrets) expect(masked).toContain(secret);
        const header = /^X-Firewall: (.+)$/.exec(inputs['extra-headers'] ?? '')?.[1];
        if ('message' in result) {
          expect(
            INPUT_NAMES.some((name) => result.message.includes(`\`${name}\``)),
            result.message,
          ).toBe(true);
          for (const secret of [...secrets, header ?? '', SA_TOKEN])
            if (secret) expect(result.message).not.toContain(secret);
          return;
        }
        const s = result.value;
        if (s.connection.credentials.method === 'kubernetes') expect(masked).toContain(SA_TOKEN);
        if (header) expect(masked).toContain(header);
        expect(s.connection.timeoutMs % 1000 === 0 || s.connection.timeoutMs > 0).toBe(true);
        expect(s.connection.timeoutMs).toBeGreaterThanOrEqual(1000);
        expect(s.connection.timeoutMs).toBeLessThanOrEqual(600_000);
        expect(Number.isInteger(s.connection.retries)).toBe(true);
        expect(s.connection.retries).toBeGreaterThanOrEqual(0);
        expect(s.connection.retries).toBeLessThanOrEqual(20);
        expect(s.connection.baseUrl).toMatch(/^https?:\/\/[^/?#@]+(\/[^?#]*[^/?#])?$/);
        expect(s.environment).not.toBe('');
        expect([s.project.id, s.project.slug].filter(Boolean)).toHaveLength(1);
        expect(new Set(s.paths).size).toBe(s.paths.length);
        for (const folder of s.paths) expect(normalizeSecretPath(folder)).toBe(folder);
        const inside = path.relative(workspace, s.file.path);
        expect(inside === '' || inside.startsWith('..') || path.isAbsolute(inside)).toBe(false);
        expect(s.envPrefix).toMatch(/^([A-Za-z_][A-Za-z0-9_]*)?$/);
        for (const type of s.exportTypes) expect(['env', 'file', 'output']).toContain(type);
        if (s.keys) expect(new Set(s.keys.map((k) => k.name)).size).toBe(s.keys.length);
      }),
      { numRuns: 500 },
    );
  });

  it('readConnection alone (every sub-action): the same guarantees', () => {
    fc.assert(
      fc.property(mainInputs, (inputs) => {
        const masked: string[] = [];
        const result = attempt(() =>
          readConnection({ read: reader(inputs), mask: (v) => masked.push(v), workspace }),
        );
        for (const secret of CREDENTIALS.map((name) => inputs[name])) {
          if (secret) expect(masked).toContain(secret);
          if (secret && 'message' in result) expect(result.message).not.toContain(secret);
        }
      }),
      { numRuns: 300 },
    );
  });
});
