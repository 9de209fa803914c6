import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { MessageKey } from '@niaga/shared';
import { badRequest } from '../../platform/errors.js';

/**
 * Where a company's webhooks may go (docs/decisions.md "Webhook targets"). In production: https only, and never
 * to a loopback, private, link-local or other non-public address, checked when saved (an IP literal or localhost)
 * and again at each delivery on the address the name resolves to (DNS can change, or point inside). Outside
 * production, plain http to 127.0.0.1 / localhost is also allowed so tests and local receivers work.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address no production webhook may reach (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isNonPublicAddress(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const urlError = (key: MessageKey) => badRequest(key, { url: key });

/** Refuses a URL HQ may not register (400 with the `url` field's reason); answers it normalised. */
export function checkWebhookUrl(text: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw urlError('webhook.urlInvalid');
  }
  if (url.username || url.password) throw urlError('webhook.urlInvalid');
  const host = url.hostname.toLowerCase();
  const local = LOCAL_HOSTS.has(host);
  if (url.protocol === 'http:' && !(local && !production)) throw urlError('webhook.urlInsecure');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw urlError('webhook.urlInsecure');
  if (production) {
    const literal = host.replace(/^\[|\]$/g, '');
    if (local || host.endsWith('.localhost') || (isIP(literal) !== 0 && isNonPublicAddress(literal)))
      throw urlError('webhook.urlPrivate');
  }
  return url.toString();
}

/**
 * The DNS lookup a production delivery connects with: the connection is refused when the name resolves to a
 * non-public address, so a name that changes after it was saved still cannot reach inside.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as Array<{ address: string; family: number }>;
    const refused = list.find((entry) => isNonPublicAddress(entry.address));
    if (refused || list.length === 0) return callback(new Error(`${hostname} resolves to a non-public address`), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    const [first] = list;
    callback(null, first!.address, first!.family);
  });
};
