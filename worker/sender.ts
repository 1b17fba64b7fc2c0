// Who sent a form, as far as the receiver needs to know: the network it came from. One person
// holds one IPv4 address but a whole IPv6 /64 (RFC 4291: the interface identifier is theirs to
// choose, and privacy addresses rotate through it), so an IPv6 sender is its /64.

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  // A dotted IPv4 tail (::ffff:192.0.2.1) is the last two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((part) => part > 255)) return null;
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const [head = '', rest] = halves;
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const fill = rest === undefined ? 0 : 8 - headGroups.length - restGroups.length;
  if (fill < 0 || (rest !== undefined && fill === 0)) return null;
  const groups = [...headGroups, ...Array<string>(fill).fill('0'), ...restGroups];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The key the limits count a sender by: an IPv4 address as it is, an IPv6 address as its /64
 * (`2001:db8:1:2::/64`), an IPv4 address mapped into IPv6 as the IPv4 address; "unknown" when
 * Cloudflare gave none (only outside Cloudflare, in local runs).
 */
export function senderKey(address: string | null): string {
  const value = address?.trim() ?? '';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) return value;
  const groups = value.includes(':') ? ipv6Groups(value) : null;
  if (!groups) return value === '' ? 'unknown' : `other:${value.slice(0, 64)}`;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
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
