import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/core/diagnose.js';

describe('editDistance (the nearest-match suggestion)', () => {
  it.each([
    ['prod', 'prod', 0],
    ['prdo', 'prod', 1], // a transposition is one edit
    ['prd', 'prod', 1],
    ['staging', 'stage', 3],
    ['', 'dev', 3],
    ['dev', 'prod', 4],
  ])('%s → %s: %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});
