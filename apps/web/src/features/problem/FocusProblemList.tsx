import { CheckOutlined, CloseOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Drawer, List, Typography } from 'antd';
import { JudgeStatus } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { focusProblemsOptions } from './api';

/**
 * Focus mode's problem list (get-full-screen-problem-list): the training's or contest's problems
 * with the viewer's marks, each opening the next problem without leaving focus mode.
 */
export function FocusProblemList() {
  const { t } = useTranslation('training');
  const { trainingID, contestID, groupID, problemID } = useParams();
  const [open, setOpen] = useState(false);
  const query = trainingID ? { tid: Number(trainingID) } : contestID ? { cid: Number(contestID) } : null;
  const list = useQuery({ ...focusProblemsOptions(query ?? {}), enabled: open && query !== null });
  if (!query) return null;
  // The focus routes (routes.ts): a training's, a group training's or a contest's.
  const trainingBase = groupID ? `/group/${groupID}/training` : '/training';
  const base = trainingID ? `${trainingBase}/${trainingID}` : `/contest/${contestID}`;
  return (
    <>
      <Button icon={<UnorderedListOutlined />} onClick={() => setOpen(true)} data-testid="focus-problem-list">
        {t('focus.problems')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('focus.problems')} placement="left" width={320}>
        <List
          loading={list.isPending}
          dataSource={list.data ?? []}
          locale={{ emptyText: t('problems.empty') }}
          renderItem={(p) => (
            <List.Item
              extra={
                p.status === JudgeStatus.Accepted ? (
                  <CheckOutlined style={{ color: '#389e0d' }} aria-label={t('problems.solved')} />
                ) : p.status !== JudgeStatus.NotSubmitted ? (
                  <CloseOutlined style={{ color: '#cf1322' }} aria-label={t('problems.tried')} />
                ) : null
              }
            >
              <Link to={`${base}/problem/${encodeURIComponent(p.problemId)}/full-screen`} onClick={() => setOpen(false)}>
                <Typography.Text strong={p.problemId === problemID}>
                  {p.problemId}. {p.title}
                </Typography.Text>
              </Link>
            </List.Item>
          )}
        />
      </Drawer>
    </>
  );
}
