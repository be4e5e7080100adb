import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/connection.js';
import { preparedFor } from '../../../src/server/db/prepared.js';

// Stand-ins for two open databases: preparedFor only uses them as keys.
const dbA = {} as Db;
const dbB = {} as Db;

describe('preparedFor', () => {
  it('builds a statement once per database and never hands one database another one', () => {
    const built: Db[] = [];
    const statement = preparedFor((db) => {
      built.push(db);
      return { db };
    });
    const first = statement(dbA);
    expect(statement(dbA)).toBe(first);
    expect(first.db).toBe(dbA);
    expect(statement(dbB).db).toBe(dbB);
    expect(statement(dbB)).not.toBe(first);
    expect(built).toEqual([dbA, dbB]);
  });
});
