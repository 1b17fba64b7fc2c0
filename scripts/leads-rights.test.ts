/** @jest-environment node */
import {
  erasedCount,
  exportStatements,
  forgetStatements,
  heldKinds,
  heldOn,
  sqlString,
  storedAddress,
} from './leads-rights';

describe('the address a visitor names', () => {
  it('is matched as the receiver stores it: its ASCII form, in any case', () => {
    expect(storedAddress('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(storedAddress('Juergen@Müller.example')).toBe('juergen@xn--mller-kva.example');
  });

  it('is refused unless it is an e-mail address, so nothing else reaches the SQL', () => {
    for (const given of ["x' OR '1'='1", 'ada@example.com; DROP TABLE leads', 'ada @example.com', 'no-at-sign', '']) {
      expect([given, storedAddress(given)]).toEqual([given, null]);
    }
  });

  it('keeps a quote an address may hold inside one string literal', () => {
    const address = storedAddress("o'brien@example.com")!;
    expect(address).toBe("o'brien@example.com");
    expect(sqlString(address)).toBe("'o''brien@example.com'");
    for (const statement of [...exportStatements(address), ...forgetStatements(address)])
      expect(statement.split("'o''brien@example.com'").join('')).not.toContain("'");
  });
});

describe('the statements', () => {
  it('read a table each, in the order the export names them', () => {
    expect(heldKinds).toEqual(['leads', 'deliveries', 'idempotencyKeys']);
    const [leads, deliveries, keys] = exportStatements('ada@example.com');
    expect(leads).toMatch(/^SELECT \* FROM leads WHERE lower\(email\) = 'ada@example\.com'/);
    expect(deliveries).toMatch(/^SELECT \* FROM deliveries WHERE lead_id IN \(SELECT id FROM leads/);
    expect(keys).toMatch(/^SELECT \* FROM lead_keys WHERE lead_id IN \(SELECT id FROM leads/);
  });

  it('erase what refers to the leads before the leads', () => {
    expect(forgetStatements('ada@example.com').map((statement) => statement.split(' WHERE')[0])).toEqual([
      'DELETE FROM deliveries',
      'DELETE FROM lead_keys',
      'DELETE FROM leads',
    ]);
  });

  it('give an export with an empty list for each kind nothing is kept of, and a count of what was erased', () => {
    expect(heldOn('ada@example.com', [{ results: [{ id: 'a' }] }, { results: [] }])).toEqual({
      address: 'ada@example.com',
      leads: [{ id: 'a' }],
      deliveries: [],
      idempotencyKeys: [],
    });
    expect(erasedCount([{ results: [{ erased: 1 }, { erased: 1 }] }, { results: [{ erased: 1 }] }, {}])).toBe(3);
  });
});
