import { GlobalOutlined } from '@ant-design/icons';
import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWebsiteConfig } from '../../features/site';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import type { AppLanguage } from '../../lib/language';
import { isAreaAvailable } from '../areas';

export function Footer() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  return (
    <footer className="app-footer" data-testid="footer">
      <div>
        <strong>{config.name}</strong>
        {config.description && <span> · {config.description}</span>}
      </div>
      <Space split="·" wrap style={{ justifyContent: 'center' }}>
        <Link to="/status">{t('footer.judgingQueue')}</Link>
        {isAreaAvailable('about') && <Link to="/developer">{t('footer.systemInfo')}</Link>}
        {isAreaAvailable('about') && <Link to="/introduction">{t('footer.help')}</Link>}
      </Space>
      {config.recordName && (
        <div>
          <a href={config.recordUrl || undefined} target="_blank" rel="noreferrer">
            {config.recordName}
          </a>
        </div>
      )}
      <div>
        {t('footer.poweredBy')}{' '}
        {config.projectUrl ? (
          <a href={config.projectUrl} target="_blank" rel="noreferrer">
            {config.projectName || 'Verdict'}
          </a>
        ) : (
          <span>{config.projectName || 'Verdict'}</span>
        )}
        <Select<AppLanguage>
          size="small"
          variant="borderless"
          value={currentLanguage()}
          onChange={setLanguage}
          style={{ marginLeft: 12, width: 130 }}
          prefix={<GlobalOutlined />}
          aria-label={t('header.language')}
          data-testid="language-switch"
          options={[
            { value: 'zh-CN', label: '简体中文' },
            { value: 'en', label: 'English' },
          ]}
        />
      </div>
    </footer>
  );
}
