import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseObjectsOf, undocumentedObjects } from './database-objects';
import { MIGRATIONS_FOLDER } from './migrate';

// A trigger or an SQL function acts on every write without any TypeScript calling it, so a reader of
// the code cannot find it; docs/database-objects.md (linked from docs/ARCHITECTURE.md) is where they look.

function readMigrations(): string[] {
  const journal: { entries: { tag: string }[] } = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  );
  return journal.entries.map((entry) =>
    readFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8'),
  );
}

const databaseObjectsDoc = readFileSync(
  path.join(import.meta.dirname, '..', '..', '..', 'docs', 'database-objects.md'),
  'utf8',
);

describe('the database objects the migrations create', () => {
  it('are each named in docs/database-objects.md', () => {
    const objects = databaseObjectsOf(readMigrations());
    // Guards the extraction itself: an empty list would pass whatever the doc says.
    expect(objects.functions).toContain('salons_refresh_rating');
    expect(objects.triggers).toContain('reviews_refresh_salon_rating');
    expect(undocumentedObjects(objects, databaseObjectsDoc)).toEqual([]);
  });

  it('catches a trigger a new migration adds without a word in the doc', () => {
    const planted = [
      ...readMigrations(),
      `-- A comment naming CREATE TRIGGER commented_out ON x is not a statement.
CREATE FUNCTION rdv_touch_salon() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'CREATE TRIGGER inside_a_body AFTER INSERT ON y FOR EACH ROW EXECUTE FUNCTION z()';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "salons_touch" AFTER UPDATE ON "public"."salons"
  FOR EACH ROW EXECUTE FUNCTION rdv_touch_salon();`,
    ];
    expect(undocumentedObjects(databaseObjectsOf(planted), databaseObjectsDoc)).toEqual([
      'rdv_touch_salon',
      'salons_touch',
    ]);
  });

  it('forgets what a later migration drops', () => {
    const objects = databaseObjectsOf([
      `CREATE FUNCTION kept() RETURNS trigger LANGUAGE sql AS $$ SELECT NULL $$;
CREATE FUNCTION gone() RETURNS void LANGUAGE sql AS $$ SELECT 1 $$;
CREATE TRIGGER kept_trigger AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION kept();
CREATE TRIGGER dropped_trigger AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION kept();
CREATE TRIGGER with_its_table AFTER INSERT ON b FOR EACH ROW EXECUTE FUNCTION kept();`,
      `DROP FUNCTION IF EXISTS gone();
DROP TRIGGER dropped_trigger ON a;
DROP TABLE "b" CASCADE;`,
    ]);
    expect(objects).toEqual({ functions: ['kept'], triggers: ['kept_trigger'] });
  });
});
