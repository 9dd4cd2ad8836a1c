import net from 'node:net';

/** A forward proxy from HTTPS_PROXY / HTTP_PROXY, credentials already turned into a header. */
export interface Proxy {
  protocol: 'http:' | 'https:';
  /** Host name or IP address, without IPv6 brackets. */
  host: string;
  port: number;
  /** `Basic ...` from the URL's user and password; sent only to the proxy, never printed. */
  authorization?: string;
  /** The variable it came from (`HTTPS_PROXY`, `https_proxy`...), to name in errors. */
  variable: string;
}

/** A proxy variable that is set but unusable: named (its value may hold a password), not shown. */
export interface InvalidProxy {
  invalid: string;
}

/** Where a request goes: straight to the server, through a proxy, or nowhere (bad setting). */
export type Route = { direct: true } | { proxy: Proxy } | InvalidProxy;

/** Chooses the route of each request from the environment, as curl reads it. */
export type Router = (url: URL) => Route;

const DIRECT: Route = { direct: true };

/**
 * Reads `https_proxy` / `HTTPS_PROXY` (for https:// requests), `http_proxy` / `HTTP_PROXY` (for
 * http://) and `no_proxy` / `NO_PROXY`; the lower-case name wins, as in curl. Loopback is never
 * proxied: local servers and tests must stay on this machine.
 */
export function proxyRouter(env: Record<string, string | undefined>): Router {
  const https = readProxy(env, 'https_proxy', 'HTTPS_PROXY');
  const http = readProxy(env, 'http_proxy', 'HTTP_PROXY');
  if (!https && !http) return () => DIRECT;
  const bypass = noProxyMatcher(pick(env, 'no_proxy', 'NO_PROXY')?.value ?? '');
  return (url) => {
    const proxy = url.protocol === 'https:' ? https : http;
    if (!proxy) return DIRECT;
    const host = hostOf(url);
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    if (isLoopback(host) || bypass(host, port)) return DIRECT;
    return 'invalid' in proxy ? proxy : { proxy };
  };
}

function pick(
  env: Record<string, string | undefined>,
  ...names: string[]
): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return { name, value };
  }
  return undefined;
}

function readProxy(
  env: Record<string, string | undefined>,
  ...names: string[]
): Proxy | InvalidProxy | undefined {
  const picked = pick(env, ...names);
  if (!picked) return undefined;
  const invalid = {
    invalid: `${picked.name} is not a proxy URL such as http://proxy.example:3128`,
  };
  // Like curl, a bare `host:port` means an http:// proxy.
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(picked.value)
    ? picked.value
    : `http://${picked.value}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    return {
      invalid: `${picked.name} must be an http:// or https:// proxy URL (SOCKS is not supported)`,
    };
  }
  const proxy: Proxy = {
    protocol: url.protocol,
    host: hostOf(url),
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    variable: picked.name,
  };
  if (url.username || url.password) {
    try {
      const user = decodeURIComponent(url.username);
      const password = decodeURIComponent(url.password);
      proxy.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    } catch {
      return invalid;
    }
  }
  return proxy;
}

/** The URL's host in lower case, without IPv6 brackets or a trailing dot. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** Whether a host name (lower case, without brackets) is this machine. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return net.isIPv4(host) && host.startsWith('127.');
}

type Matcher = (host: string, port: number) => boolean;

/**
 * NO_PROXY as curl reads it: entries split by commas or blanks; `*` alone bypasses every host; a
 * name covers itself and its subdomains (a leading `.` or `*.` changes nothing); an IP address
 * matches only that address, or a range in CIDR notation (`10.0.0.0/8`, `fd00::/8`). An entry
 * with a port (`host:8443`, `[::1]:8443`) is limited to that port, as Go and Node read it.
 */
export function noProxyMatcher(value: string): Matcher {
  const rules = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => parseEntry(entry.toLowerCase()))
    .filter((rule): rule is Matcher => rule !== undefined);
  return (host, port) => rules.some((rule) => rule(host, port));
}

function parseEntry(entry: string): Matcher | undefined {
  if (entry === '*') return () => true;
  let host = entry;
  let port: number | undefined;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  const withPort = /^([^:]+):(\d+)$/.exec(entry);
  if (bracketed) {
    host = bracketed[1] ?? '';
    port = bracketed[2] === undefined ? undefined : Number(bracketed[2]);
  } else if (withPort) {
    host = withPort[1] ?? '';
    port = Number(withPort[2]);
  }
  const samePort = (p: number): boolean => port === undefined || port === p;

  const cidr = /^(.+)\/(\d{1,3})$/.exec(host);
  const address = cidr ? (cidr[1] ?? '') : host;
  const family = net.isIP(address);
  if (family !== 0) {
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const list = new net.BlockList();
    try {
      if (cidr) list.addSubnet(address, Number(cidr[2]), type);
      else list.addAddress(address, type);
    } catch {
      return undefined; // a prefix longer than the address: matches nothing, as in curl
    }
    return (h, p) => net.isIP(h) === family && list.check(h, type) && samePort(p);
  }
  if (cidr) return undefined;
  const name = host.replace(/^\*?\./, '').replace(/\.$/, '');
  if (!name) return undefined;
  // A name never matches an IP address by its tail (`0.1` does not cover 127.0.0.1).
  return (h, p) => net.isIP(h) === 0 && (h === name || h.endsWith(`.${name}`)) && samePort(p);
}
