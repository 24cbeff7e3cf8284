import { CheckCircleOutlined, ExclamationCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Radio, Row, Select, Space, Switch, Tag } from 'antd';
import { JUDGE_MODES, type JudgeMode } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog } from '../../../lib/feedback';
import { notify } from '../../../lib/notify';
import { compileChecker } from './api';
import { CodeArea } from './CodeArea';
import { ExtraFilesEditor } from './ExtraFilesEditor';
import { CHECKER_LANGUAGES, type SectionProps } from './model';
import { checkerReady } from './validate';

/** Judge mode with its checker program, extra files, file IO and output options. */
export function JudgeSection({ form, update }: SectionProps) {
  const { t } = useTranslation('problemEditor');
  const [compiling, setCompiling] = useState(false);
  const checker = form.judgeMode !== 'default';

  const switchMode = (mode: JudgeMode) =>
    dialog.confirm({
      title: t('judge.switchTitle'),
      icon: <ExclamationCircleOutlined />,
      content: t(`judge.warnings.${mode}`),
      onOk: () => update({ judgeMode: mode }),
    });

  const compile = async () => {
    if (form.judgeMode === 'default' || !form.spjCode.trim()) return;
    setCompiling(true);
    const code = form.spjCode;
    const language = form.spjLanguage;
    const extraFiles = Object.fromEntries(
      form.judgeExtraFiles.filter((f) => f.name.trim()).map((f) => [f.name.trim(), f.content]),
    );
    const failure = await compileChecker(form.judgeMode, {
      code,
      language,
      extraFiles,
      ...(form.id != null ? { pid: form.id } : {}),
    });
    setCompiling(false);
    if (failure === null) {
      // The code compiled is the code that was sent, even if the admin typed on meanwhile.
      update({ checkerVerified: { code, language } });
      notify.success(t('judge.compiled'));
    } else {
      dialog.error({
        title: t('judge.compileError'),
        width: 720,
        content: (
          <pre data-testid="pe-compile-error" style={{ maxHeight: 400, overflow: 'auto', whiteSpace: 'pre-wrap', fontSize: 12 }}>
            {failure}
          </pre>
        ),
      });
    }
  };

  return (
    <div data-testid="pe-judge">
      <Form.Item label={t('fields.judgeMode')}>
        <Radio.Group value={form.judgeMode} onChange={(e) => switchMode(e.target.value as JudgeMode)} data-testid="pe-judge-mode">
          {JUDGE_MODES.map((m) => (
            <Radio.Button key={m} value={m}>
              {t(`judge.modes.${m}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      {checker && (
        <>
          <Form.Item label={t('fields.checkerCode')} required>
            <Space style={{ marginBottom: 8 }} wrap>
              <span>{t('fields.checkerLanguage')}</span>
              <Select
                value={form.spjLanguage}
                aria-label={t('fields.checkerLanguage')}
                style={{ width: 100 }}
                options={CHECKER_LANGUAGES.map((l) => ({ label: l, value: l }))}
                onChange={(spjLanguage: string) => update({ spjLanguage })}
              />
              <Button
                type="primary"
                icon={<ThunderboltOutlined />}
                loading={compiling}
                disabled={!form.spjCode.trim()}
                onClick={() => void compile()}
                data-testid="pe-compile"
              >
                {t('judge.compile')}
              </Button>
              {form.spjCode.trim() &&
                (checkerReady(form) ? (
                  <Tag color="success" icon={<CheckCircleOutlined />} data-testid="pe-compile-state">
                    {t('judge.compileOk')}
                  </Tag>
                ) : (
                  <Tag color="warning" data-testid="pe-compile-state">
                    {t('judge.compileNeeded')}
                  </Tag>
                ))}
            </Space>
            <CodeArea
              value={form.spjCode}
              language={form.spjLanguage}
              height={320}
              onChange={(spjCode) => update({ spjCode })}
              testId="pe-checker-code"
            />
          </Form.Item>
          <Form.Item label={t('fields.judgeExtraFile')}>
            <ExtraFilesEditor
              files={form.judgeExtraFiles}
              onChange={(judgeExtraFiles) => update({ judgeExtraFiles })}
              testId="pe-judge-files"
            />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('fields.userExtraFile')}>
        <ExtraFilesEditor
          files={form.userExtraFiles}
          onChange={(userExtraFiles) => update({ userExtraFiles })}
          testId="pe-user-files"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label={t('fields.fileIO')} tooltip={t('help.fileIO')}>
            <Switch
              checked={form.isFileIO}
              onChange={(isFileIO) => update({ isFileIO })}
              aria-label={t('fields.fileIO')}
              data-testid="pe-file-io"
            />
          </Form.Item>
        </Col>
        {form.isFileIO && (
          <>
            <Col xs={24} md={8}>
              <Form.Item label={t('fields.ioReadFileName')} required htmlFor="pe-field-ioReadFileName">
                <Input
                  id="pe-field-ioReadFileName"
                  value={form.ioReadFileName}
                  placeholder={t('placeholders.ioReadFileName')}
                  onChange={(e) => update({ ioReadFileName: e.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('fields.ioWriteFileName')} required htmlFor="pe-field-ioWriteFileName">
                <Input
                  id="pe-field-ioWriteFileName"
                  value={form.ioWriteFileName}
                  placeholder={t('placeholders.ioWriteFileName')}
                  onChange={(e) => update({ ioWriteFileName: e.target.value })}
                />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label={t('fields.removeEndBlank')} tooltip={t('help.removeEndBlank')}>
            <Switch
              checked={form.isRemoveEndBlank}
              onChange={(isRemoveEndBlank) => update({ isRemoveEndBlank })}
              aria-label={t('fields.removeEndBlank')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('fields.openCaseResult')} tooltip={t('help.openCaseResult')}>
            <Switch
              checked={form.openCaseResult}
              onChange={(openCaseResult) => update({ openCaseResult })}
              aria-label={t('fields.openCaseResult')}
            />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}
