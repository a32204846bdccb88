import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Brings an image a Shopify product CSV names by its address (`Image Src`, `Variant Image`) onto this
 * machine, so the import can put it in the file library. Only http(s) on the usual ports, to public
 * addresses: the host is resolved once and the connection goes to the address that was checked (no
 * loopback, private, link-local, unique-local or multicast address: the import must not make the
 * server fetch its own network), at most 3 redirects (each checked the same way), a time limit for
 * the whole download and a size limit counted as it arrives.
 */

export interface RemoteImageLimits {
  /** The whole download, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  /** Tests only: let 127.0.0.1 answer (a local server stands in for a shop's CDN). */
  allowPrivateAddresses?: boolean;
}

export const REMOTE_IMAGE_LIMITS: RemoteImageLimits = { timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024 };

export type RemoteImage =
  { ok: true; path: string; cleanUp: () => Promise<void> } | { ok: false; reason: string };

export type RemoteImageFetch = (url: string) => Promise<RemoteImage>;

const REDIRECTS_MAX = 3;

// Two lists: Node checks an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d).
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` (an IP) is one a fetch may connect to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4-mapped address (::ffff:127.0.0.1) is the IPv4 address it maps.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const high = parseInt(hex[1] ?? '0', 16);
    const low = parseInt(hex[2] ?? '0', 16);
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return !NOT_PUBLIC_V6.check(address, 'ipv6');
}

class Refused extends Error {}

/** A fetcher with these limits (the import's default is REMOTE_IMAGE_LIMITS). */
export function remoteImageFetcher(limits: RemoteImageLimits = REMOTE_IMAGE_LIMITS): RemoteImageFetch {
  return async (url) => {
    const dir = await mkdtemp(join(tmpdir(), 'plinth-import-image-'));
    const cleanUp = () => rm(dir, { recursive: true, force: true });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
    try {
      const path = join(dir, 'image');
      await download(url, path, limits, controller.signal);
      return { ok: true, path, cleanUp };
    } catch (error) {
      await cleanUp();
      return { ok: false, reason: reasonOf(error, controller.signal.aborted, limits) };
    } finally {
      clearTimeout(timer);
    }
  };
}

async function download(url: string, path: string, limits: RemoteImageLimits, signal: AbortSignal) {
  let address = url;
  for (let hop = 0; hop <= REDIRECTS_MAX; hop += 1) {
    const response = await open(address, limits, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      address = new URL(location, address).toString();
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new Refused(`the address answered ${status}`);
    }
    const declared = Number(response.headers['content-length'] ?? NaN);
    if (declared > limits.maxBytes) {
      response.destroy();
      throw new Refused(tooLarge(limits));
    }
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBytes) response.destroy(new Refused(tooLarge(limits)));
    });
    await pipeline(response, createWriteStream(path), { signal });
    return;
  }
  throw new Refused(`more than ${REDIRECTS_MAX} redirects`);
}

function open(address: string, limits: RemoteImageLimits, signal: AbortSignal): Promise<IncomingMessage> {
  let target: URL;
  try {
    target = new URL(address);
  } catch {
    return Promise.reject(new Refused('not a web address'));
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return Promise.reject(new Refused('only http and https addresses are fetched'));
  }
  if (target.username || target.password) return Promise.reject(new Refused('the address holds a password'));
  // An address given as an IP is connected to without a lookup: check it here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && limits.allowPrivateAddresses !== true && !isPublicAddress(literal)) {
    return Promise.reject(new Refused(`${literal} is not a public address`));
  }
  const lookup = checkedLookup(limits.allowPrivateAddresses === true);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      { method: 'GET', lookup, signal, headers: { accept: 'image/*', 'user-agent': 'Plinth import' } },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses any address that is not public: the connection uses what it answers. */
function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const allowed = allowPrivate ? addresses : addresses.filter((a) => isPublicAddress(a.address));
      if (allowed.length === 0) {
        return callback(new Refused(`${hostname} is not a public address`), '');
      }
      const wantsAll = (options as { all?: boolean }).all === true;
      if (wantsAll) return callback(null, allowed);
      const [first] = allowed;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}

function tooLarge(limits: RemoteImageLimits): string {
  return `larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`;
}

function reasonOf(error: unknown, timedOut: boolean, limits: RemoteImageLimits): string {
  if (timedOut) return `no answer within ${Math.round(limits.timeoutMs / 1000)} s`;
  if (error instanceof Refused) return error.message;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host name is not known';
  if (error instanceof Error && error.cause instanceof Refused) return error.cause.message;
  return code ? `the download failed (${code})` : 'the download failed';
}
