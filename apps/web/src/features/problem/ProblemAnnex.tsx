import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Collapse, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download';

/** Saves one annex file as the user sees it; the content is in the problem already, no request needed. */
const download = (name: string, content: string) => saveBlob(new Blob([content], { type: 'text/plain;charset=utf-8' }), name);

/** Problem Annex tab: the problem's user extra files (headers, data) with a viewer and a download each. */
export function ProblemAnnex({ files }: { files: Array<[string, string]> }) {
  const { t } = useTranslation('problem');
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="problem-annex">
      <Typography.Text type="secondary">{t('annex.hint', { count: files.length })}</Typography.Text>
      <Collapse
        defaultActiveKey={files.slice(0, 1).map(([name]) => name)}
        items={files.map(([name, content]) => ({
          key: name,
          label: (
            <Space>
              <FileTextOutlined />
              {name}
            </Space>
          ),
          extra: (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={(e) => {
                // The button sits in the panel header: do not fold the panel too.
                e.stopPropagation();
                download(name, content);
              }}
              data-testid="annex-download"
            >
              {t('annex.download')}
            </Button>
          ),
          children: (
            <pre className="problem-pre" data-testid="annex-content">
              {content}
            </pre>
          ),
        }))}
      />
    </Space>
  );
}
