// The golden logs' placeholders stand for what varies between runs, and for nothing else.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalise } from './normalise.ts';

describe('normalise', () => {
  it('replaces what varies between runs', () => {
    const workspace = path.join(os.tmpdir(), 'workspace-Ab12');
    const text = [
      '::stop-commands::9f8e7d6c',
      'GET http://127.0.0.1:40123/api → 200 in 17 ms',
      '::add-mask::eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl',
      `file ${workspace}/.env, temp ${path.join(os.tmpdir(), 'action-run-Zz9')}`,
      `ran ${process.execPath}`,
      'NAME<<ghadelimiter_0a1b2c3d-4e5f',
      '::9f8e7d6c::',
    ].join('\r\n');
    expect(normalise(text, { workspace })).toBe(
      [
        '::stop-commands::<stop-token>',
        'GET http://127.0.0.1:<port>/api → 200 in <n> ms',
        '::add-mask::<jwt>',
        'file <workspace>/.env, temp <temp>',
        'ran <node>',
        'NAME<<ghadelimiter_<random>',
        '::<stop-token>::',
      ].join('\n'),
    );
  });

  it('numbers ids in order of appearance, the same id the same number', () => {
    const a = '2f012fb9-be49-43ee-a96f-ea89fa65c1f0';
    const b = '37acefa1-4531-4860-8013-419aa74477ea';
    expect(normalise(`${b} ${a} ${b}`)).toBe('<id-1> <id-2> <id-1>');
  });

  it('leaves everything else as it is', () => {
    const text = 'Exported 9 secrets in 0.12 s; port 8080; project gha-test-project; line1\nline2';
    expect(normalise(text)).toBe(text);
  });
});
