import { FileAddOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Space, Typography, Upload } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMdFile, uploadMdImg } from '@verdict/shared';
import { Markdown } from './Markdown';
import { api } from '../lib/api-client';
import { notify } from '../lib/notify';
import { insertAt, uploadSnippet } from './markdownEdit';
import './markdownField.css';

/** Uploads an image or a file a markdown text links to; resolves with its public link. */
const uploadMarkdownAsset = async (kind: 'image' | 'file', file: File): Promise<string> => {
  const formData = new FormData();
  // upload-md-img takes the part `image`, upload-md-file the part `file` (contract §2.11).
  formData.append(kind === 'image' ? 'image' : 'file', file, file.name);
  const answer = kind === 'image' ? await api.call(uploadMdImg, { formData }) : await api.call(uploadMdFile, { formData });
  return answer.link;
};

export interface MarkdownFieldProps {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  rows?: number;
  /** The source's name for assistive technology (the form item's label does not point at it). */
  label: string;
}

/** Markdown source beside its live preview (KaTeX included), with image and file upload buttons. */
export function MarkdownField({ value, onChange, testId, rows = 8, label }: MarkdownFieldProps) {
  const { t } = useTranslation('problemEditor');
  const ref = useRef<TextAreaRef>(null);
  const [busy, setBusy] = useState<'image' | 'file' | null>(null);

  const upload = (kind: 'image' | 'file') => (file: File) => {
    setBusy(kind);
    uploadMarkdownAsset(kind, file)
      .then((link) => {
        const area = ref.current?.resizableTextArea?.textArea;
        // The caret may be gone (focus moved to the button); then the link goes at the end.
        const start = area?.selectionStart ?? value.length;
        const end = area?.selectionEnd ?? value.length;
        const next = insertAt(value, start, end, uploadSnippet(kind, file.name, link));
        onChange(next.text);
        notify.success(t('markdown.uploaded', { name: file.name }));
      })
      .catch(() => undefined) // the client has shown the server's message
      .finally(() => setBusy(null));
    return false;
  };

  return (
    <Row gutter={[12, 8]} data-testid={testId}>
      <Col xs={24} lg={12}>
        <Space size={4} style={{ marginBottom: 6 }} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('markdown.write')}
          </Typography.Text>
          <Upload accept="image/*" showUploadList={false} beforeUpload={upload('image')}>
            <Button size="small" icon={<PictureOutlined />} loading={busy === 'image'} data-testid={`${testId}-image`}>
              {t('markdown.uploadImage')}
            </Button>
          </Upload>
          <Upload showUploadList={false} beforeUpload={upload('file')}>
            <Button size="small" icon={<FileAddOutlined />} loading={busy === 'file'} data-testid={`${testId}-file`}>
              {t('markdown.uploadFile')}
            </Button>
          </Upload>
        </Space>
        <Input.TextArea
          ref={ref}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows: rows, maxRows: 24 }}
          style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 }}
          data-testid={`${testId}-source`}
          aria-label={label}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginBottom: 6, lineHeight: '24px' }}>
          {t('markdown.preview')}
        </Typography.Text>
        <div className="pe-preview" data-testid={`${testId}-preview`}>
          {value.trim() ? <Markdown source={value} /> : <Typography.Text type="secondary">{t('markdown.empty')}</Typography.Text>}
        </div>
      </Col>
    </Row>
  );
}
