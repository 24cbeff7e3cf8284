import { Card, Col, ColorPicker, Form, Input, Result, Row, Spin } from 'antd';
import { ProblemAuth } from '@verdict/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type EditorScope, ProblemEditor } from '../../problem';
import { useInvalidate } from '../../invalidation';
import { useContestProblemPlace } from './api';
import type { PlaceDraft } from './places';
import { useContestAdminScope } from './scope';
import { routeId } from '../../../lib/urlNumbers';

/**
 * /admin/contest/:contestId/problem/create and …/problem/:problemId/edit: the problem editor of the
 * bank with the contest as scope — its calls are the contest admin's, and the problem's place in
 * the contest (display id, display title, balloon colour) is saved with it.
 */
export function ContestProblemEditorPage() {
  const { contestId, problemId } = useParams();
  const cid = routeId(contestId) ?? -1;
  const pid = routeId(problemId);
  return <ScopedEditor key={`${cid}/${problemId ?? 'new'}`} cid={cid} pid={pid} />;
}

function ScopedEditor({ cid, pid }: { cid: number; pid: number | null }) {
  const { t } = useTranslation('contestAdmin');
  const place = useContestProblemPlace(cid, pid);
  const [draft, setDraft] = useState<PlaceDraft | null>(pid === null ? { displayId: '', displayTitle: '', color: null } : null);
  useEffect(() => {
    if (!draft && place.data)
      setDraft({ displayId: place.data.displayId, displayTitle: place.data.displayTitle, color: place.data.color });
  }, [draft, place.data]);
  // The editor keeps its scope callbacks; they read the latest fields through this ref.
  const latest = useRef(draft);
  latest.current = draft;
  const invalidate = useInvalidate();
  const contestScope = useContestAdminScope();
  const listPath = `${contestScope.basePath}/${cid}/problems`;

  const scope = useMemo((): EditorScope => {
    const placeIssues = (): string[] => {
      const d = latest.current;
      const out: string[] = [];
      if (!d?.displayId.trim()) out.push(t('issues.required', { field: t('problems.columns.displayId') }));
      if (!d?.displayTitle.trim()) out.push(t('issues.required', { field: t('problems.columns.displayTitle') }));
      return out;
    };
    return {
      listPath,
      ...(contestScope.gid !== undefined ? { gid: contestScope.gid } : {}),
      initial: { auth: ProblemAuth.Contest },
      load: contestScope.loadProblem,
      save: async (dto) => {
        const d = latest.current;
        const contestProblem = d ? { displayId: d.displayId.trim(), displayTitle: d.displayTitle.trim(), color: d.color } : null;
        await contestScope.saveProblem(cid, dto, contestProblem);
        await invalidate({ kind: 'contestAdmin', cid });
      },
      check: placeIssues,
      header: (attempted) => <PlaceFields draftRef={latest} onChange={setDraft} attempted={attempted} />,
    };
  }, [cid, listPath, t, invalidate, contestScope]);

  if (cid < 0 || (pid !== null && (pid < 0 || place.isError))) {
    return (
      <Card>
        <Result status="warning" title={t('form.loadFailed')} extra={<Link to={listPath}>{t('common.back')}</Link>} />
      </Card>
    );
  }
  if (!draft) {
    return (
      <Card>
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      </Card>
    );
  }
  return <ProblemEditor pid={pid} scope={scope} />;
}

function PlaceFields({
  draftRef,
  onChange,
  attempted,
}: {
  draftRef: { current: PlaceDraft | null };
  onChange: (d: PlaceDraft) => void;
  attempted: boolean;
}) {
  const { t } = useTranslation('contestAdmin');
  const d = draftRef.current ?? { displayId: '', displayTitle: '', color: null };
  const set = (patch: Partial<PlaceDraft>) => onChange({ ...d, ...patch });
  const error = (blank: boolean, field: string) =>
    attempted && blank ? { validateStatus: 'error' as const, help: t('issues.required', { field }) } : {};
  return (
    <Card size="small" title={t('problems.placeSection')} className="pe-section" data-testid="contest-place">
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            label={t('problems.columns.displayId')}
            htmlFor="cp-display-id"
            required
            {...error(!d.displayId.trim(), t('problems.columns.displayId'))}
          >
            <Input
              value={d.displayId}
              maxLength={64}
              onChange={(e) => set({ displayId: e.target.value })}
              id="cp-display-id"
              data-testid="cp-display-id"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item
            label={t('problems.columns.displayTitle')}
            htmlFor="cp-display-title"
            required
            {...error(!d.displayTitle.trim(), t('problems.columns.displayTitle'))}
          >
            <Input
              value={d.displayTitle}
              maxLength={255}
              onChange={(e) => set({ displayTitle: e.target.value })}
              id="cp-display-title"
              data-testid="cp-display-title"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={6}>
          <Form.Item label={t('problems.columns.color')}>
            <ColorPicker
              disabledAlpha
              allowClear
              showText
              value={d.color ?? undefined}
              onChange={(c) => set({ color: c.toHexString() })}
              onClear={() => set({ color: null })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
