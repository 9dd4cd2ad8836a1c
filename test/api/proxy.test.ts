import { describe, expect, it } from 'vitest';
import { noProxyMatcher, proxyRouter, type Route } from '../../src/api/proxy.js';

/** Which proxy variables decide the route, and NO_PROXY read as curl reads it. */

const PROXY = 'http://proxy.internal:3128';

function routed(env: Record<string, string>, url: string): string {
  const route: Route = proxyRouter(env)(new URL(url));
  if ('invalid' in route) return `invalid: ${route.invalid}`;
  if ('direct' in route) return 'direct';
  const { protocol, host, port } = route.proxy;
  return `${protocol}//${host}:${port}`;
}

describe('NO_PROXY', () => {
  const bypassed = (noProxy: string, host: string, port = 443): boolean =>
    noProxyMatcher(noProxy)(host, port);

  it('a name covers itself and its subdomains, with or without a leading dot', () => {
    for (const entry of ['example.test', '.example.test', '*.example.test', 'EXAMPLE.test.']) {
      expect(bypassed(entry, 'example.test'), entry).toBe(true);
      expect(bypassed(entry, 'secrets.example.test'), entry).toBe(true);
      expect(bypassed(entry, 'a.b.example.test'), entry).toBe(true);
      expect(bypassed(entry, 'notexample.test'), entry).toBe(false);
      expect(bypassed(entry, 'example.test.evil'), entry).toBe(false);
    }
  });

  it('* alone bypasses everything; an empty list nothing', () => {
    expect(bypassed('*', 'anything.example')).toBe(true);
    expect(bypassed('*', '10.1.2.3')).toBe(true);
    expect(bypassed('', 'example.test')).toBe(false);
    expect(bypassed(' , ,', 'example.test')).toBe(false);
  });

  it('entries are split by commas and blanks', () => {
    const list = ' a.test,b.test  c.test ,\td.test';
    for (const host of ['a.test', 'b.test', 'c.test', 'd.test']) {
      expect(bypassed(list, host), host).toBe(true);
    }
    expect(bypassed(list, 'e.test')).toBe(false);
  });

  it('an entry with a port is limited to that port; one without covers every port', () => {
    expect(bypassed('example.test:8443', 'api.example.test', 8443)).toBe(true);
    expect(bypassed('example.test:8443', 'api.example.test', 443)).toBe(false);
    expect(bypassed('example.test', 'api.example.test', 8443)).toBe(true);
    expect(bypassed('10.0.0.1:80', '10.0.0.1', 80)).toBe(true);
    expect(bypassed('10.0.0.1:80', '10.0.0.1', 443)).toBe(false);
    expect(bypassed('[fd00::1]:8443', 'fd00::1', 8443)).toBe(true);
    expect(bypassed('[fd00::1]:8443', 'fd00::1', 443)).toBe(false);
  });

  it('an IP address matches only itself, or a CIDR range; never by its tail', () => {
    expect(bypassed('10.0.0.1', '10.0.0.1')).toBe(true);
    expect(bypassed('10.0.0.1', '10.0.0.10')).toBe(false);
    expect(bypassed('0.1', '10.0.0.1')).toBe(false);
    expect(bypassed('10.0.0.0/8', '10.200.3.4')).toBe(true);
    expect(bypassed('10.0.0.0/8', '11.0.0.1')).toBe(false);
    expect(bypassed('fd00::/8', 'fd12::5')).toBe(true);
    expect(bypassed('fd00::/8', 'fe80::1')).toBe(false);
    expect(bypassed('fd00::1', 'fd00::1')).toBe(true);
    expect(bypassed('[fd00::1]', 'fd00::1')).toBe(true);
    // An address range never matches a name, and a name never an address.
    expect(bypassed('10.0.0.0/8', 'ten.example')).toBe(false);
    expect(bypassed('10.0.0.0/33', '10.0.0.1')).toBe(false);
  });
});

describe('the route of a request', () => {
  it('https:// uses HTTPS_PROXY only, http:// uses HTTP_PROXY only', () => {
    expect(routed({ HTTPS_PROXY: PROXY }, 'https://api.example/x')).toBe(
      'http://proxy.internal:3128',
    );
    expect(routed({ HTTPS_PROXY: PROXY }, 'http://api.example/x')).toBe('direct');
    expect(routed({ HTTP_PROXY: PROXY }, 'https://api.example/x')).toBe('direct');
    expect(routed({ HTTP_PROXY: PROXY }, 'http://api.example/x')).toBe(
      'http://proxy.internal:3128',
    );
  });

  it('the lower-case variable wins, as in curl', () => {
    const env = { HTTPS_PROXY: 'http://upper:1', https_proxy: 'http://lower:2' };
    expect(routed(env, 'https://api.example/')).toBe('http://lower:2');
    const noProxy = { HTTPS_PROXY: PROXY, NO_PROXY: 'other.example', no_proxy: 'api.example' };
    expect(routed(noProxy, 'https://api.example/')).toBe('direct');
    expect(routed(noProxy, 'https://other.example/')).toBe('http://proxy.internal:3128');
  });

  it('NO_PROXY covers subdomains (Node 24 proxyEnv alone would not)', () => {
    const env = { HTTPS_PROXY: PROXY, NO_PROXY: 'example.test' };
    expect(routed(env, 'https://secrets.example.test/api')).toBe('direct');
    expect(routed(env, 'https://example.test/api')).toBe('direct');
    expect(routed(env, 'https://example.testing/api')).toBe('http://proxy.internal:3128');
    expect(routed({ ...env, NO_PROXY: 'example.test:8443' }, 'https://a.example.test:8443/')).toBe(
      'direct',
    );
    expect(routed({ ...env, NO_PROXY: 'example.test:8443' }, 'https://a.example.test/')).toBe(
      'http://proxy.internal:3128',
    );
  });

  it('loopback is never proxied, whatever NO_PROXY says', () => {
    const env = { HTTPS_PROXY: PROXY, HTTP_PROXY: PROXY, NO_PROXY: 'elsewhere.example' };
    for (const url of [
      'http://127.0.0.1:8080/',
      'https://127.0.0.2/',
      'https://127.255.0.1/',
      'http://[::1]:8080/',
      'https://localhost/',
      'https://LOCALHOST./',
      'http://api.localhost:3000/',
    ]) {
      expect(routed(env, url), url).toBe('direct');
    }
    expect(routed(env, 'https://128.0.0.1/')).toBe('http://proxy.internal:3128');
  });

  it('proxy URLs: a bare host:port is http://, default ports, https:// proxies, credentials', () => {
    expect(routed({ HTTPS_PROXY: 'proxy.internal:3128' }, 'https://a.example/')).toBe(
      'http://proxy.internal:3128',
    );
    expect(routed({ HTTPS_PROXY: 'http://proxy.internal' }, 'https://a.example/')).toBe(
      'http://proxy.internal:80',
    );
    expect(routed({ HTTPS_PROXY: 'https://proxy.internal' }, 'https://a.example/')).toBe(
      'https://proxy.internal:443',
    );
    expect(routed({ HTTPS_PROXY: 'http://[fd00::3]:3128' }, 'https://a.example/')).toBe(
      'http://fd00::3:3128',
    );
    const route = proxyRouter({ HTTPS_PROXY: 'http://us%40er:p%3Ass@proxy:3128' })(
      new URL('https://a.example/'),
    );
    expect(route).toEqual({
      proxy: {
        protocol: 'http:',
        host: 'proxy',
        port: 3128,
        authorization: `Basic ${Buffer.from('us@er:p:ss').toString('base64')}`,
        variable: 'HTTPS_PROXY',
      },
    });
  });

  it('an unusable proxy URL is an error naming the variable, never its value', () => {
    const secret = 's3cr3t-proxy-password';
    for (const value of [
      `socks5://user:${secret}@proxy:1080`,
      `http://user:${secret}@[bad`,
      `http://user:${secret}%zz@proxy:3128`,
    ]) {
      const text = routed({ https_proxy: value }, 'https://a.example/');
      expect(text, value).toMatch(/^invalid: https_proxy (is not|must be)/);
      expect(text).not.toContain(secret);
    }
    // Only when it would be used: a bypassed host goes direct.
    expect(routed({ HTTPS_PROXY: 'socks5://p:1', NO_PROXY: '*' }, 'https://a.example/')).toBe(
      'direct',
    );
  });

  it('no proxy variable, or empty ones: always direct', () => {
    expect(routed({}, 'https://a.example/')).toBe('direct');
    expect(routed({ HTTPS_PROXY: '', HTTP_PROXY: '  ' }, 'https://a.example/')).toBe('direct');
  });
});
