import { useSearchParams } from 'react-router';
import { RankPage } from '../rank';
import { useGroupContext } from './groupContext';

/** The group rank (ACM or OI over its members): the site's rank table, scoped to the group; the type lives in the URL. */
export function GroupRank() {
  const { group } = useGroupContext();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') === '1' ? 1 : 0;
  return <RankPage key={type} type={type} gid={group.id} onTypeChange={(next) => setParams(next === 1 ? { type: '1' } : {})} />;
}
