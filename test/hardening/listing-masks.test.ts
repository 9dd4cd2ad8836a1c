// Each listing's values are masked the moment it arrives, before anything else can print: when a
// second path fails after the first one arrived, the first one's values are already registered,
// and blank values are never sent to the masker (the runner warns for each).
import { describe, expect, it } from 'vitest';
import { createTransport, type Transport } from '../../src/api/transport.js';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runStep } from '../support/run.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';

const server = useFakeServer();

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  ...mainInputs(server().url),
  ...extra,
});

/**
 * The real transport, but the listing of `/` answers 403 only after the listing of `/app` has
 * arrived, so the order is the same on every run.
 */
function firstAppThenRefuseRoot(): Transport {
  const real = createTransport({ env: {} });
  let appArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (appArrived = resolve));
  return async (request) => {
    const path = request.url.searchParams.get('secretPath');
    if (request.url.pathname === '/api/v3/secrets/raw' && path === '/') {
      await arrived;
      return {
        status: 403,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          statusCode: 403,
          message: 'You are not allowed to read on secrets',
          error: 'PermissionDenied',
        }),
      };
    }
    const response = await real(request);
    if (path === '/app') setImmediate(appArrived);
    return response;
  };
}

describe('masks per listing', () => {
  it('a listing that arrived is masked even when another path then fails', async () => {
    const appValues = ['app-secret-value-4410', 'app-port-8080-value'];
    server().state.setSecrets([
      { environment: 'dev', path: '/app', key: 'APP_SECRET', value: appValues[0]! },
      { environment: 'dev', path: '/app', key: 'APP_PORT', value: appValues[1]! },
    ]);
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/app\n/' }),
      deps: { transport: firstAppThenRefuseRoot() },
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(/HTTP 403: You are not allowed to read on secrets/),
    ]);
    for (const value of appValues) expect(run.masks).toContain(value);
    const lines = run.stdout.split('\n');
    const error = lines.findIndex((line) => line.startsWith('::error::'));
    for (const value of appValues) {
      expect(lines.indexOf(`::add-mask::${value}`)).toBeLessThan(error);
    }
    expect(run.envEntries).toEqual([]);
    expectNoLeaks(run, [...appValues, MEMBER_CLIENT_SECRET]);
  });

  it('blank values are exported but never sent to the masker; short ones are masked whole', async () => {
    server().state.setSecrets([
      { environment: 'dev', path: '/b', key: 'BLANK', value: '   ' },
      { environment: 'dev', path: '/b', key: 'TAB', value: '\t' },
      { environment: 'dev', path: '/b', key: 'SHORT', value: '1' },
    ]);
    const run = await runStep({ mode: 'in-process', inputs: inputs({ 'secret-path': '/b' }) });
    expect(run.exitCode).toBe(0);
    expect(run.env).toEqual({ BLANK: '   ', TAB: '\t', SHORT: '1' });
    expect(run.masks.filter((mask) => mask.trim() === '')).toEqual([]);
    expect(run.masks).toContain('1');
  });
});
