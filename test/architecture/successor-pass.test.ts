import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUCCESSOR_PASS } from '../suites.ts';

// A pattern that matches nothing would silently drop the second pass (a moved folder did once).
describe('the successor-only pass', () => {
  for (const pattern of SUCCESSOR_PASS) {
    it(`${pattern} names test files`, () => {
      expect(globSync(pattern).length).toBeGreaterThan(0);
    });
  }
});
