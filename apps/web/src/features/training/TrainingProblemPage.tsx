import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProblemPage } from '../problem';
import { useTrainingProblems } from './api';
import { useTrainingContext } from './TrainingDetailPage';
import { useTrainingBase } from './trainingBase';

/** /training/:trainingID/problem/:problemID: the problem page itself, scoped to the training (it submits with tid). */
export function TrainingProblemPage() {
  const { t } = useTranslation('training');
  const { problemID = '' } = useParams();
  const { training } = useTrainingContext();
  const base = useTrainingBase();
  const problems = useTrainingProblems(training.id, true);
  if (problems.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  const inTraining = problems.data?.some((p) => p.problemId.toLowerCase() === problemID.toLowerCase());
  if (!inTraining) {
    return (
      <Card>
        <Result
          status="404"
          title={t('problems.notInTraining', { problemId: problemID })}
          extra={
            <Link to={`${base}/${training.id}/problems`}>
              <Button>{t('problems.back')}</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  return <ProblemPage />;
}
