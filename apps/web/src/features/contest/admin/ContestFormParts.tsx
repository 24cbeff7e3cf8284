import { Card, Col, Form, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { ContestField, ContestForm } from './form';

/** What every section of the contest form gets: the form, a patch to apply, and the help of a field's issues. */
export interface ContestSectionProps {
  form: ContestForm;
  update: (patch: Partial<ContestForm> | ((f: ContestForm) => Partial<ContestForm>)) => void;
  help: (field: ContestField) => { validateStatus?: 'error'; help?: ReactNode };
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} className="ca-section">
      {children}
    </Card>
  );
}

type SwitchField = 'autoRealRank' | 'openPrint' | 'allowEndSubmit' | 'teamContest' | 'openRank' | 'visible';

/** One on/off setting in a third of a row. */
export function SwitchItem({
  form,
  update,
  label,
  field,
  hint,
}: Pick<ContestSectionProps, 'form' | 'update'> & { label: string; field: SwitchField; hint?: string }) {
  return (
    <Col xs={24} sm={12} lg={8}>
      <Form.Item label={label} extra={hint}>
        <Switch checked={form[field]} onChange={(v) => update({ [field]: v })} data-testid={`ca-${field}`} aria-label={label} />
      </Form.Item>
    </Col>
  );
}
