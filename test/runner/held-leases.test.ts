// The post step reads the leases the main step recorded, and nothing else: text that is not what
// the main step writes (a runner's leftover, a hand-made value) gives no lease to revoke.
import { describe, expect, it } from 'vitest';
import { readHeldLeases } from '../../src/runner/state.js';

const lease = {
  name: 'app-db',
  path: '/',
  environment: 'dev',
  projectSlug: 'p',
  id: '6b5d93a4-1b5c-4c96-b924-8370bb75dfae',
  expireAt: '2026-12-03T19:15:48.670Z',
};

describe('readHeldLeases', () => {
  it('reads what the main step writes', () => {
    const text = JSON.stringify({ baseUrl: 'https://app.infisical.com', leases: [lease] });
    expect(readHeldLeases(text)).toEqual({ baseUrl: 'https://app.infisical.com', leases: [lease] });
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{'],
    ['no address', JSON.stringify({ leases: [lease] })],
    ['no list', JSON.stringify({ baseUrl: 'x', leases: 'a' })],
    ['no lease left', JSON.stringify({ baseUrl: 'x', leases: [] })],
    ['null', 'null'],
  ])('gives nothing for %s', (_, text) => {
    expect(readHeldLeases(text)).toBeUndefined();
  });

  it('drops a lease with a field missing or not text, keeps the others', () => {
    const { id: _id, ...noId } = lease;
    const text = JSON.stringify({
      baseUrl: 'x',
      leases: [noId, { ...lease, expireAt: 1 }, null, lease],
    });
    expect(readHeldLeases(text)?.leases).toEqual([lease]);
  });
});
