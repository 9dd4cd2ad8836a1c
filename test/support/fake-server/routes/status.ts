// Health check: unauthenticated and not rate limited.
import { ok } from '../router.ts';
import type { Route } from '../router.ts';

export const statusRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/status',
    auth: 'none',
    rateLimit: null,
    handler: (ctx) =>
      ok({
        date: ctx.state.clock.iso(),
        message: 'Ok',
        emailConfigured: false,
        inviteOnlySignup: true,
        redisConfigured: true,
        secretScanningConfigured: false,
      }),
  },
];
