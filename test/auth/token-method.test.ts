// `method: token` says all it needs in its plug-in: an access token or an API key (one of the
// two, before any request), and the log names which one it uses.
import { describe, expect, it } from 'vitest';
import { methodLabel, readCredentials } from '../../src/auth/methods/index.js';
import { InputError } from '../../src/errors/input.js';

const inputs = (values: Record<string, string>) => ({
  read: (name: string) => values[name] ?? '',
  mask: () => {},
  workspace: '/work',
});

describe('method: token', () => {
  it('needs an access token or an API key', () => {
    expect(() => readCredentials('token', inputs({}))).toThrow(InputError);
    expect(() => readCredentials('token', inputs({}))).toThrow(/`access-token`.*`api-key`/);
  });

  it('takes an API key alone, and the log says so', () => {
    const credentials = readCredentials('token', inputs({ 'api-key': 'k' }));
    expect(credentials).toEqual({ method: 'token', accessToken: undefined });
    expect(methodLabel(credentials)).toBe('an API key');
  });

  it('takes an access token, and the log says so', () => {
    const credentials = readCredentials('token', inputs({ 'access-token': 't' }));
    expect(credentials).toEqual({ method: 'token', accessToken: 't' });
    expect(methodLabel(credentials)).toBe('an access token');
    expect(methodLabel({ method: 'universal', clientId: 'i', clientSecret: 's' } as never)).toBe(
      'universal auth',
    );
  });
});
