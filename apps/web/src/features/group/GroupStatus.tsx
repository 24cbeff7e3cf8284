import { SubmissionListPage } from '../submission';
import { useGroupContext } from './groupContext';

/** The group's status tab: the site's status list, scoped to the group's submissions. */
export function GroupStatus() {
  const { group } = useGroupContext();
  return <SubmissionListPage gid={group.id} embedded />;
}
