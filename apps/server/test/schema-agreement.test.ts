import { glob } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * The SQL migrations are the database's truth; the Drizzle declarations (modules/<module>/schema.ts and
 * db/schema/*.ts) are how the code sees it. This compares the two on a freshly migrated database: every table the
 * migrations leave has exactly one declaration, with the same columns, types, nullability, presence of a default
 * and primary key.
 */

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** One column as both sides describe it: a canonical type (PostgreSQL's name, `[]` for an array), and so on. */
interface ColumnShape {
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}
interface TableShape {
  columns: Map<string, ColumnShape>;
  primaryKey: string[];
  /** Where it is declared (Drizzle side), for the messages. */
  where?: string;
}
type Catalog = Map<string, TableShape>;

// ---- the database side -------------------------------------------------------------------------------------------

/** information_schema's udt names of array elements, as data_type spells the scalar type. */
const UDT_TYPES: Record<string, string> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  varchar: 'character varying',
  bpchar: 'character',
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
  timetz: 'time with time zone',
  time: 'time without time zone',
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: string;
}

async function readDatabase(database: Database): Promise<Catalog> {
  return database.session(async (query) => {
    const columns = await query<ColumnRow>(
      `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default, c.is_identity,
              c.is_generated
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> 'schema_migrations'
        ORDER BY c.table_name, c.ordinal_position`,
    );
    const keys = await query<{ table_name: string; column_name: string }>(
      `SELECT tc.table_name, k.column_name
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage k
           ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name
              AND k.table_name = tc.table_name
        WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'
        ORDER BY tc.table_name, k.ordinal_position`,
    );
    const catalog: Catalog = new Map();
    for (const c of columns) {
      const table = catalog.get(c.table_name) ?? { columns: new Map(), primaryKey: [] };
      catalog.set(c.table_name, table);
      const type =
        c.data_type === 'ARRAY'
          ? `${UDT_TYPES[c.udt_name.slice(1)] ?? c.udt_name.slice(1)}[]`
          : c.data_type === 'USER-DEFINED'
            ? c.udt_name
            : c.data_type;
      table.columns.set(c.column_name, {
        type,
        notNull: c.is_nullable === 'NO',
        hasDefault: c.column_default !== null || c.is_identity === 'YES' || c.is_generated === 'ALWAYS',
      });
    }
    for (const k of keys) catalog.get(k.table_name)?.primaryKey.push(k.column_name);
    return catalog;
  });
}

// ---- the Drizzle side --------------------------------------------------------------------------------------------

/** Drizzle's SQL type of a column (getSQLType) as information_schema's data_type names it. */
function canonicalType(sqlType: string): string {
  const dims = sqlType.match(/(\[\d*\])+$/)?.[0] ?? '';
  const base = sqlType
    .slice(0, sqlType.length - dims.length)
    .trim()
    .toLowerCase();
  const scalar = (() => {
    if (base === 'serial') return 'integer';
    if (base === 'bigserial') return 'bigint';
    if (base === 'smallserial') return 'smallint';
    if (/^timestamp\s*(\(\d+\))?\s+with time zone$/.test(base)) return 'timestamp with time zone';
    if (/^timestamp\s*(\(\d+\))?(\s+without time zone)?$/.test(base)) return 'timestamp without time zone';
    if (/^time\s*(\(\d+\))?\s+with time zone$/.test(base)) return 'time with time zone';
    if (/^time\s*(\(\d+\))?(\s+without time zone)?$/.test(base)) return 'time without time zone';
    if (/^(varchar|character varying)\b/.test(base)) return 'character varying';
    if (/^(char|character)\b/.test(base)) return 'character';
    if (/^(numeric|decimal)\b/.test(base)) return 'numeric';
    if (/^interval\b/.test(base)) return 'interval';
    if (base === 'double precision' || base === 'real') return base;
    if (/^vector\b/.test(base)) return 'vector';
    return base;
  })();
  // information_schema does not tell an array's dimensions apart.
  return dims ? `${scalar}[]` : scalar;
}

interface Declaration {
  table: PgTable;
  file: string;
  exportName: string;
}

/** Every exported PgTable of the schema files, each table object once (a re-export is the same object). */
async function readDeclarations(): Promise<{ declarations: Declaration[]; files: string[] }> {
  const files: string[] = [];
  for (const pattern of ['**/schema.ts', 'db/schema/*.ts']) {
    for await (const file of glob(pattern, { cwd: src })) if (!files.includes(file)) files.push(file);
  }
  files.sort();
  const seen = new Set<PgTable>();
  const declarations: Declaration[] = [];
  for (const file of files) {
    const mod = (await import(`${src}${file}`)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(mod)) {
      if (!is(value, PgTable) || seen.has(value)) continue;
      seen.add(value);
      declarations.push({ table: value, file, exportName });
    }
  }
  return { declarations, files };
}

function describeDeclaration(d: Declaration): { name: string; schema: string | undefined; shape: TableShape } {
  const config = getTableConfig(d.table);
  const columns = new Map<string, ColumnShape>();
  for (const c of config.columns) {
    const sqlType = c.getSQLType();
    columns.set(c.name, {
      type: canonicalType(sqlType),
      notNull: c.notNull,
      // A default the database applies: .default()/.defaultNow(), a serial, an identity or a generated column
      // ($defaultFn and $onUpdate run in the application, so they are not one).
      hasDefault:
        c.default !== undefined || /serial$/i.test(sqlType) || Boolean(c.generatedIdentity) || Boolean(c.generated),
    });
  }
  const composite = config.primaryKeys[0]?.columns.map((c) => c.name);
  const primaryKey = composite ?? config.columns.filter((c) => c.primary).map((c) => c.name);
  return { name: config.name, schema: config.schema, shape: { columns, primaryKey, where: d.file } };
}

// ---- the comparison ----------------------------------------------------------------------------------------------

const yesNo = (notNull: boolean) => (notNull ? 'NOT NULL' : 'nullable');
const withDefault = (hasDefault: boolean) => (hasDefault ? 'a default' : 'no default');

/** Every disagreement between the migrated database and the declarations, one line each. */
function compareCatalogs(database: Catalog, declared: Catalog): string[] {
  const problems: string[] = [];
  for (const [table, sqlTable] of database) {
    const d = declared.get(table);
    if (!d) {
      problems.push(
        `table ${table}: created by the migrations but declared by no pgTable('${table}', ...) ` +
          `(declare it in the owning module's schema.ts)`,
      );
      continue;
    }
    for (const [column, s] of sqlTable.columns) {
      const c = d.columns.get(column);
      if (!c) {
        problems.push(`${table}.${column}: in the migrations (${s.type}) but not declared in ${d.where}`);
        continue;
      }
      if (c.type !== s.type)
        problems.push(`${table}.${column}: SQL type ${s.type}, declared as ${c.type} in ${d.where}`);
      if (c.notNull !== s.notNull)
        problems.push(`${table}.${column}: SQL ${yesNo(s.notNull)}, declared ${yesNo(c.notNull)} in ${d.where}`);
      if (c.hasDefault !== s.hasDefault)
        problems.push(
          `${table}.${column}: SQL has ${withDefault(s.hasDefault)}, declared with ${withDefault(c.hasDefault)} in ${d.where}`,
        );
    }
    for (const column of d.columns.keys())
      if (!sqlTable.columns.has(column))
        problems.push(`${table}.${column}: declared in ${d.where} but no migration creates it (or one drops it)`);
    if (sqlTable.primaryKey.join(',') !== d.primaryKey.join(','))
      problems.push(
        `table ${table}: SQL primary key (${sqlTable.primaryKey.join(', ') || 'none'}), ` +
          `declared (${d.primaryKey.join(', ') || 'none'}) in ${d.where}`,
      );
  }
  for (const [table, d] of declared)
    if (!database.has(table)) problems.push(`table ${table}: declared in ${d.where} but no migration creates it`);
  return problems;
}

// ---- the tests ---------------------------------------------------------------------------------------------------

let database: Database;
let inDatabase: Catalog;
let declarations: Declaration[];
let files: string[];

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  inDatabase = await readDatabase(database);
  ({ declarations, files } = await readDeclarations());
});
afterAll(() => database?.close());

/** The declared public tables by name (the first declaration of a name when there are several). */
function declaredCatalog(): Catalog {
  const catalog: Catalog = new Map();
  for (const d of declarations) {
    const { name, schema, shape } = describeDeclaration(d);
    if ((schema ?? 'public') === 'public' && !catalog.has(name)) catalog.set(name, shape);
  }
  return catalog;
}

describe('the SQL migrations and the Drizzle schema', () => {
  it('finds the schema files and the migrated tables', () => {
    expect(files).toContain('db/schema/accounts.ts');
    expect(files.some((f) => f.startsWith('modules/'))).toBe(true);
    expect(inDatabase.size).toBeGreaterThan(10);
    expect(inDatabase.has('schema_migrations')).toBe(false);
  });

  it('declares no table twice', () => {
    const byName = new Map<string, string[]>();
    for (const d of declarations) {
      const { name, schema } = describeDeclaration(d);
      const key = schema && schema !== 'public' ? `${schema}.${name}` : name;
      byName.set(key, [...(byName.get(key) ?? []), `${d.exportName} in ${d.file}`]);
    }
    const twice = [...byName]
      .filter(([, where]) => where.length > 1)
      .map(([table, where]) => `table ${table}: declared ${where.length} times (${where.join('; ')})`);
    expect(twice).toEqual([]);
  });

  it('declares every migrated table with the same columns, types, nullability, defaults and primary key', () => {
    expect(compareCatalogs(inDatabase, declaredCatalog())).toEqual([]);
  });

  it('notices a table or a column a migration adds without a declaration, and a changed column', async () => {
    await database.session(async (query) => {
      await query('CREATE TABLE undeclared_things (id serial PRIMARY KEY, note text)');
      await query('ALTER TABLE uploads ADD COLUMN undeclared_column text');
      await query('ALTER TABLE deposits ALTER COLUMN completed_at SET NOT NULL');
      await query('ALTER TABLE deposits ALTER COLUMN completed_at SET DEFAULT now()');
      await query('ALTER TABLE deposits ALTER COLUMN decided_by TYPE bigint');
    });
    const problems = compareCatalogs(await readDatabase(database), declaredCatalog());
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^table undeclared_things: created by the migrations but declared by no pgTable/),
        expect.stringMatching(/^uploads\.undeclared_column: in the migrations \(text\) but not declared/),
        expect.stringMatching(/^deposits\.completed_at: SQL NOT NULL, declared nullable/),
        expect.stringMatching(/^deposits\.completed_at: SQL has a default, declared with no default/),
        expect.stringMatching(/^deposits\.decided_by: SQL type bigint, declared as integer/),
      ]),
    );
  });
});
