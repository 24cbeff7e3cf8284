import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWebsiteConfig } from '../../features/site';
import { isAreaAvailable } from '../areas';
import { LanguageSelect } from './LanguageSelect';

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
        <LanguageSelect label={t('header.language')} />
      </div>
    </footer>
  );
}
