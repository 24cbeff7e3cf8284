import { useOutletContext } from 'react-router';
import type { Viewer } from './groupRules';

export interface ShellGroup {
  id: number;
  name: string;
  shortName: string;
  brief: string | null;
  description: string | null;
  owner: string | null;
  uid: string | null;
  avatar: string | null;
  auth: number;
  code?: string | null;
  visible: boolean;
  gmtCreate: string | null;
}

/** What the group's tabs read from the shell. */
export interface GroupContext {
  group: ShellGroup;
  viewer: Viewer;
  username: string | undefined;
  /** Member (level 3+) or super admin: the tabs open. */
  isMember: boolean;
  /** Group admin (4+) or super admin: admin modes. */
  isAdmin: boolean;
  /** Group root (5) or super admin: settings, any item. */
  isRoot: boolean;
}

export const useGroupContext = () => useOutletContext<GroupContext>();
