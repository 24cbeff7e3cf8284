import type { CcsViewer } from './ccs-viewer';

/** The properties each endpoint answers (the `access` endpoint lists them; referentially intact). */
const PROPERTIES: Record<string, string[]> = {
  contest: [
    'id',
    'name',
    'formal_name',
    'start_time',
    'countdown_pause_time',
    'duration',
    'scoreboard_freeze_duration',
    'scoreboard_type',
    'penalty_time',
  ],
  'judgement-types': ['id', 'name', 'penalty', 'solved'],
  languages: ['id', 'name', 'entry_point_required', 'entry_point_name', 'extensions'],
  problems: ['id', 'label', 'name', 'ordinal', 'rgb', 'time_limit', 'test_data_count', 'max_score'],
  groups: ['id', 'name'],
  organizations: ['id', 'name', 'formal_name', 'country'],
  teams: ['id', 'name', 'label', 'display_name', 'organization_id', 'group_ids', 'hidden'],
  persons: ['id', 'team_ids', 'name', 'role'],
  accounts: ['id', 'username', 'type', 'team_id', 'person_id'],
  state: ['started', 'frozen', 'ended', 'thawed', 'finalized', 'end_of_updates'],
  submissions: ['id', 'language_id', 'problem_id', 'team_id', 'time', 'contest_time', 'entry_point', 'files'],
  judgements: [
    'id',
    'submission_id',
    'judgement_type_id',
    'score',
    'start_time',
    'start_contest_time',
    'end_time',
    'end_contest_time',
    'max_run_time',
  ],
  runs: ['id', 'judgement_id', 'ordinal', 'judgement_type_id', 'time', 'contest_time', 'run_time'],
  clarifications: ['id', 'from_team_id', 'to_team_id', 'reply_to_id', 'problem_id', 'text', 'time', 'contest_time'],
  awards: ['id', 'citation', 'team_ids'],
  scoreboard: ['time', 'contest_time', 'state', 'rows'],
  'event-feed': ['type', 'id', 'data', 'token'],
};

/** The caller's capabilities and the endpoints (with their properties) it reads. */
export function accessOf(viewer: CcsViewer, scored: boolean) {
  const capabilities = viewer.role === 'admin' ? ['admin_clar'] : viewer.role === 'team' ? ['team_clar'] : [];
  const endpoints = Object.entries(PROPERTIES)
    .filter(([type]) => type !== 'accounts' || viewer.role !== 'public')
    .map(([type, props]) => ({
      type,
      properties: props.filter((p) => (scored ? p !== 'penalty_time' && p !== 'penalty' : p !== 'max_score' && p !== 'score')),
    }));
  return { capabilities, endpoints };
}
