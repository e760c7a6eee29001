import { ENTITIES } from './registry';
import { searchBackfillSql, searchTriggerSql, searchTriggersFor } from './prisma';
import { findEntity } from './registry';

describe('the search triggers a migration gets', () => {
  it('adds the trigger of each searchable table the migration creates, and a backfill where a table gains the column', () => {
    const personnel = findEntity('personnel')!;
    const city = findEntity('city')!;
    const sql = `CREATE TABLE "personnel" (\n "id" SERIAL NOT NULL\n);\nALTER TABLE "city" ADD COLUMN     "search_text" TEXT;\nCREATE TABLE "personnel_personnel_link" ("owner_id" INTEGER);`;
    const added = searchTriggersFor(sql, ENTITIES);
    expect(added).toContain(searchTriggerSql(personnel));
    expect(added).toContain(searchTriggerSql(city));
    expect(added).toContain(searchBackfillSql(city));
    expect(added).not.toContain(searchBackfillSql(personnel));
    expect(added.match(/CREATE TRIGGER/g)).toHaveLength(2);
  });

  it('finds the column among several a statement adds (a hand-written table the engine takes over)', () => {
    const vehicle = findEntity('rescuevehicle')!;
    const sql = `ALTER TABLE "rescue_vehicle" ADD COLUMN     "code" VARCHAR(20),\nADD COLUMN     "search_text" TEXT,\nADD COLUMN     "updated_by" INTEGER;\nALTER TABLE "message" ADD COLUMN "x" INTEGER;`;
    const added = searchTriggersFor(sql, ENTITIES);
    expect(added).toContain(searchTriggerSql(vehicle));
    expect(added).toContain(searchBackfillSql(vehicle));
    expect(added.match(/CREATE TRIGGER/g)).toHaveLength(1);
  });

  it('adds nothing to a migration that creates no searchable table', () => {
    expect(searchTriggersFor('ALTER TABLE "message" ADD COLUMN "mail_purpose" SMALLINT;', ENTITIES)).toBe('');
  });
});
