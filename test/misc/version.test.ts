import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USER_AGENT } from '../../src/api/user-agent.js';
import { VERSION } from '../../src/spec/values.js';

describe('product version', () => {
  it('the user agent carries the version in package.json', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
    expect(USER_AGENT).toBe(`infisical-secrets-action/${pkg.version}`);
  });
});
