import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect';
import * as m001 from './001_foundation';
import * as m002 from './002_judging';
import * as m003 from './003_problem_bank';
import * as m004 from './004_sessions_and_accounts';
import * as m005 from './005_problem_owner';
import * as m006 from './006_contests';
import * as m007 from './007_case_output_excerpt';
import * as m008 from './008_contest_board_index';
import * as m009 from './009_trainings';
import * as m010 from './010_home_and_ranks';
import * as m011 from './011_discussions';
import * as m012 from './012_messages';
import * as m013 from './013_session_sid';
import * as m014 from './014_groups';
import * as m016 from './016_judge_hosts';
import * as m017 from './017_list_indexes';
import * as m018 from './018_authority_by_uid';
import * as m020 from './020_process_heartbeats';
import * as m021 from './021_teams';
import * as m022 from './022_clarifications';
import * as m023 from './023_balloons';
import * as m024 from './024_ccs_events';
import * as m025 from './025_virtual';
import * as m026 from './026_ratings';
import * as m027 from './027_similarity';
import * as m030 from './030_verification';
import * as m031 from './031_judge_mode_width';
import * as m032 from './032_remote_account_lease';
import * as m033 from './033_verification_timing';
import * as m034 from './034_board_snapshot';

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
  '008_contest_board_index': m008,
  '009_trainings': m009,
  '010_home_and_ranks': m010,
  '011_discussions': m011,
  '012_messages': m012,
  '013_session_sid': m013,
  '014_groups': m014,
  '016_judge_hosts': m016,
  '017_list_indexes': m017,
  '018_authority_by_uid': m018,
  '020_process_heartbeats': m020,
  '021_teams': m021,
  '022_clarifications': m022,
  '023_balloons': m023,
  '024_ccs_events': m024,
  '025_virtual': m025,
  '026_ratings': m026,
  '027_similarity': m027,
  '030_verification': m030,
  '031_judge_mode_width': m031,
  '032_remote_account_lease': m032,
  '033_verification_timing': m033,
  '034_board_snapshot': m034,
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
