// A visitor's rights as commands (scripts/leads.cli.ts): `--export <address>` reads everything the
// site keeps on an e-mail address, `--forget <address>` erases it, from the local database or with
// `--remote` from production. What the site keeps on an address: its leads (the `leads` rows with
// that e-mail, a newsletter sign-up and its confirmation among them), their Idempotency-Keys
// (`lead_keys`) and their deliveries to other services (`deliveries`: webhook events, newsletter
// sign-ups), owed or made. The newsletter service keeps its own copy of a subscriber: erase it
// there too (docs/forms-and-leads.md). A notice still on a queue holds only a
// lead's id: once the lead is gone its consumer finds nothing and drops it, so nothing more is
// sent. The statements are SQL text because `wrangler d1 execute` takes no parameters: the
// address goes in as one quoted string literal, and only an e-mail address is taken at all.
import { asciiEmail } from '../lib/form-rules';

/** The address as the receiver stores it (lib/receiver.ts: its ASCII form), lower-cased to match any case. */
export function storedAddress(given: string): string | null {
  const ascii = asciiEmail(given);
  // asciiEmail leaves only printable ASCII without spaces; a quote is doubled by `sqlString`.
  return ascii && /^[\x21-\x7e]+$/.test(ascii) ? ascii.toLowerCase() : null;
}

/** A string literal of SQLite: in single quotes, each single quote doubled. */
export const sqlString = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** The ids of the leads sent from `address`, as a subquery. */
const leadIds = (address: string) => `SELECT id FROM leads WHERE lower(email) = ${sqlString(address)}`;

/** The tables that hold what the site keeps on an address, each with the rows of `address`. */
const heldRows = (address: string) =>
  [
    ['leads', `SELECT * FROM leads WHERE lower(email) = ${sqlString(address)} ORDER BY received_at, id`],
    ['deliveries', `SELECT * FROM deliveries WHERE lead_id IN (${leadIds(address)}) ORDER BY created_at, id`],
    ['idempotencyKeys', `SELECT * FROM lead_keys WHERE lead_id IN (${leadIds(address)}) ORDER BY created_at, key`],
  ] as const;

/** Everything the site keeps on `address`: one SELECT a table, in `heldKinds` order. */
export const exportStatements = (address: string): string[] => heldRows(address).map(([, sql]) => sql);

/** The names of what `exportStatements` reads, in its order. */
export const heldKinds = heldRows('').map(([kind]) => kind);

/**
 * Erases everything the site keeps on `address`: the rows that refer to its leads first, then the
 * leads. `wrangler d1 execute` runs them as one batch, so a failure erases nothing. Each returns
 * a row per record it erased (a local database reports no count of changes).
 */
export const forgetStatements = (address: string): string[] =>
  [
    `DELETE FROM deliveries WHERE lead_id IN (${leadIds(address)})`,
    `DELETE FROM lead_keys WHERE lead_id IN (${leadIds(address)})`,
    `DELETE FROM leads WHERE lower(email) = ${sqlString(address)}`,
  ].map((statement) => `${statement} RETURNING 1 AS erased`);

/** What `--export` prints: the address and, for each kind, its rows (an empty list when none). */
export function heldOn(address: string, results: { results: Record<string, unknown>[] }[]) {
  return Object.fromEntries([
    ['address', address],
    ...heldKinds.map((kind, index) => [kind, results[index]?.results ?? []]),
  ]) as { address: string } & Record<(typeof heldKinds)[number], Record<string, unknown>[]>;
}

/** How many rows the statements of `forgetStatements` erased: the rows they returned. */
export const erasedCount = (results: { results?: unknown[] }[]): number =>
  results.reduce((sum, result) => sum + (result.results?.length ?? 0), 0);
