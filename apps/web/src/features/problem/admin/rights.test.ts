import { describe, expect, it } from 'vitest';
import { problemAdminRights } from './rights';

describe('problem admin rights', () => {
  it('root may do everything', () => {
    expect(problemAdminRights(['root'])).toEqual({ canDelete: true, canManageTags: true, canTransfer: true });
  });
  it('problem_admin deletes and manages tags but does not import or export', () => {
    expect(problemAdminRights(['problem_admin'])).toEqual({ canDelete: true, canManageTags: true, canTransfer: false });
  });
  it('admin only lists, edits and changes auth', () => {
    expect(problemAdminRights(['admin'])).toEqual({ canDelete: false, canManageTags: false, canTransfer: false });
    expect(problemAdminRights([])).toEqual({ canDelete: false, canManageTags: false, canTransfer: false });
  });
});
