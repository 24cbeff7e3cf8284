import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect';
import * as m001 from './001_foundation';
import * as m002 from './002_judging';
import * as m003 from './003_problem_bank';
import * as m004 from './004_sessions_and_accounts';
import * as m005 from './005_problem_owner';
import * as m006 from './006_contests';
import * as m007 from './007_case_output_excerpt';
import * as m010 from './010_home_and_ranks';

/* eslint-disable @typescript-eslint/no-explicit-any */
interface VerdictMigration {
  up: (db: Kysely<any>, dialect: Dialect) => Promise<void>;
}

/** Every migration in order; a new one is appended here and never edited after it lands. */
const migrations: Record<string, VerdictMigration> = {
  '001_foundation': m001,
  '002_judging': m002,
  '003_problem_bank': m003,
  '004_sessions_and_accounts': m004,
  '005_problem_owner': m005,
  '006_contests': m006,
  '007_case_output_excerpt': m007,
  '010_home_and_ranks': m010,
};

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) out[name] = { up: (db) => m.up(db, dialect) };
      return out;
    },
  };
}
