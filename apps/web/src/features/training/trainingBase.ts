import { useParams } from 'react-router';

/**
 * Where the training screens live: `/training`, or `/group/:groupID/training` when a group
 * reuses them for its own trainings (spec 3 §2). Links and tabs are built from it.
 */
export function useTrainingBase(): string {
  const { groupID } = useParams();
  return groupID ? `/group/${groupID}/training` : '/training';
}
