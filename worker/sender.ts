// Who sent a form, as far as the receiver needs to know: the network it came from. One person
// holds one IPv4 address but a whole IPv6 /64 (RFC 4291: the interface identifier is theirs to
// choose, and privacy addresses rotate through it), so an IPv6 sender is its /64.
import { IPv4, IPv6 } from 'ipaddr.js';

/**
 * The key the limits count a sender by: an IPv4 address as it is, an IPv6 address as its /64
 * (`2001:db8:1:2::/64`, in RFC 5952's form), an IPv4 address mapped into IPv6 as the IPv4
 * address; "unknown" when Cloudflare gave none (only outside Cloudflare, in local runs).
 */
export function senderKey(address: string | null): string {
  const value = address?.trim() ?? '';
  if (value === '') return 'unknown';
  if (IPv4.isValidFourPartDecimal(value)) return value;
  if (!IPv6.isValid(value)) return `other:${value.slice(0, 64)}`;
  const ipv6 = IPv6.parse(value);
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  return `${new IPv6([...ipv6.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

let todaysKey: { day: string; key: CryptoKey } | null = null;

/**
 * The key of `day`'s visitor hash: random, made by the first send of the day and kept in D1
 * (so that every Worker instance hashes alike) until the hourly sweep deletes it after the day.
 * Once it is gone no one, holding the database or not, can turn that day's hashes back into
 * addresses or link them to another day's.
 */
async function dayKey(db: D1Database, day: string): Promise<CryptoKey> {
  if (todaysKey?.day === day) return todaysKey.key;
  const fresh = hex(crypto.getRandomValues(new Uint8Array(32)).buffer);
  const [, read] = await db.batch<{ key: string }>([
    db.prepare('INSERT INTO visitor_keys (day, key) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING').bind(day, fresh),
    db.prepare('SELECT key FROM visitor_keys WHERE day = ?1').bind(day),
  ]);
  const stored = read?.results[0]?.key ?? fresh;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(stored),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  todaysKey = { day, key };
  return key;
}

/** HMAC-SHA-256 of the sender's network under the day's key: it links one day's sends, and nothing more. */
export async function visitorHash(db: D1Database, sender: string, now: Date): Promise<string> {
  const key = await dayKey(db, now.toISOString().slice(0, 10));
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(sender)));
}

/** Deletes the keys of the days before `now`'s; returns how many. */
export async function forgetPastDayKeys(db: D1Database, now: Date): Promise<number> {
  const result = await db.prepare('DELETE FROM visitor_keys WHERE day < ?1').bind(now.toISOString().slice(0, 10)).run();
  return result.meta.changes;
}
