// Small helpers shared by the state, the seed and the routes.
import { createHash } from 'node:crypto';
import type { TrustedIp } from './types.ts';

/** The real server's default trusted IPs: everything. */
export function allowAllIps(): TrustedIp[] {
  return [
    { type: 'ipv4', prefix: 0, ipAddress: '0.0.0.0' },
    { type: 'ipv6', prefix: 0, ipAddress: '::' },
  ];
}

/** A UUID derived from a string, for made-up but stable seed ids. */
export function stableUuid(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID; the real server's database rejects other ids with a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Orders records by ascending id, the order the captured server returned secrets in. */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Formats a duration like `@lukeed/ms` in long form, which the real rate limiter uses for its
 * "try again in …" text: 60000 → "1 minute", 30000 → "30 seconds", 1000 → "1 second".
 */
export function formatDuration(ms: number): string {
  const abs = Math.abs(ms);
  const unit = (value: number, name: string): string => {
    const n = (value | 0) === value ? value : ~~(value + 0.5);
    return `${n} ${name}${n !== 1 ? 's' : ''}`;
  };
  if (abs < 1000) return `${ms} ms`;
  if (abs < 60_000) return unit(ms / 1000, 'second');
  if (abs < 3_600_000) return unit(ms / 60_000, 'minute');
  if (abs < 86_400_000) return unit(ms / 3_600_000, 'hour');
  return unit(ms / 86_400_000, 'day');
}
