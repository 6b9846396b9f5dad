// What the migrations leave in the database besides tables: the functions and triggers, read from
// the SQL text, for the test that holds docs/ARCHITECTURE.md to naming each of them.

export interface DatabaseObjects {
  functions: string[];
  triggers: string[];
}

const NAME = String.raw`(?:"?public"?\.)?"?([a-z_][a-z0-9_$]*)"?`;
const STATEMENT = new RegExp(
  [
    String.raw`\bcreate\s+(?:or\s+replace\s+)?function\s+${NAME}`,
    String.raw`\bcreate\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+${NAME}[\s\S]*?\bon\s+${NAME}`,
    String.raw`\bdrop\s+function\s+(?:if\s+exists\s+)?${NAME}`,
    String.raw`\bdrop\s+trigger\s+(?:if\s+exists\s+)?${NAME}`,
    String.raw`\bdrop\s+table\s+(?:if\s+exists\s+)?${NAME}`,
  ].join('|'),
  'gi',
);

/** The SQL without comments and without the bodies between dollar quotes, which are not statements. */
function statementsOnly(sql: string): string {
  return sql.replace(/\$([a-z_]*)\$[\s\S]*?\$\1\$/gi, "''").replace(/--[^\n]*/g, '');
}

/**
 * The functions and triggers that exist once the migrations have run, in their order: a later drop
 * removes a name, a dropped table takes its triggers with it, a create after a drop brings it back.
 */
export function databaseObjectsOf(migrations: readonly string[]): DatabaseObjects {
  const functions = new Set<string>();
  const triggers = new Map<string, string>();
  for (const sql of migrations) {
    for (const match of statementsOnly(sql).matchAll(STATEMENT)) {
      const [, created, trigger, table, droppedFunction, droppedTrigger, droppedTable] = match;
      if (created) functions.add(created.toLowerCase());
      if (trigger && table) triggers.set(trigger.toLowerCase(), table.toLowerCase());
      if (droppedFunction) functions.delete(droppedFunction.toLowerCase());
      if (droppedTrigger) triggers.delete(droppedTrigger.toLowerCase());
      if (droppedTable) {
        for (const [name, on] of triggers) if (on === droppedTable.toLowerCase()) triggers.delete(name);
      }
    }
  }
  return { functions: [...functions].sort(), triggers: [...triggers.keys()].sort() };
}

/** The names among `objects` that `doc` never mentions as a whole word. */
export function undocumentedObjects(objects: DatabaseObjects, doc: string): string[] {
  const names = [...new Set([...objects.functions, ...objects.triggers])];
  return names.filter((name) => {
    const word = new RegExp(`(?<![a-z0-9_$])${name.replaceAll('$', '\\$')}(?![a-z0-9_$])`, 'i');
    return !word.test(doc);
  });
}
