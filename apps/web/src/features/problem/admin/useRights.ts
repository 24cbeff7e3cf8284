import { useAuth } from '../../../lib/auth-store';
import { problemAdminRights, type ProblemAdminRights } from './rights';

export function useProblemAdminRights(): ProblemAdminRights {
  const { user } = useAuth();
  return problemAdminRights(user?.roleList ?? []);
}
