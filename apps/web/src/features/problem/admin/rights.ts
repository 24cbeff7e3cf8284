/**
 * What an admin may do on the problem screens (contract §2.11, §2.12): every admin role lists
 * problems and changes auth; delete and tags need root or problem_admin; import and export root.
 * Pure, so the rules are unit-tested; the server checks them again.
 */
export interface ProblemAdminRights {
  canDelete: boolean;
  canManageTags: boolean;
  canTransfer: boolean;
}

export function problemAdminRights(roleList: readonly string[]): ProblemAdminRights {
  const root = roleList.includes('root');
  const problemAdmin = roleList.includes('problem_admin');
  return { canDelete: root || problemAdmin, canManageTags: root || problemAdmin, canTransfer: root };
}
