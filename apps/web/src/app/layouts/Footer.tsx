import { useTranslation } from 'react-i18next';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useWebsiteConfig } from '../../features/site';
import { isAreaAvailable } from '../areas';
import { LanguageSelect } from './LanguageSelect';

export function Footer() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const links = [
    <Link key="status" to="/status">
      {t('footer.judgingQueue')}
    </Link>,
    ...(isAreaAvailable('about')
      ? [
          <Link key="developer" to="/developer">
            {t('footer.systemInfo')}
          </Link>,
          <Link key="introduction" to="/introduction">
            {t('footer.help')}
          </Link>,
        ]
      : []),
  ];
  return (
    <footer className="app-footer" data-testid="footer">
      <div>
        <strong>{config.name}</strong>
        {config.description && <span> · {config.description}</span>}
      </div>
      {/* antd's Space with a "·" between the links, 8 px apart, wrapping (global.css .footer-links). */}
      <div className="footer-links">
        {links.map((link, i) => (
          <Fragment key={link.key}>
            {i > 0 && <span>·</span>}
            <div>{link}</div>
          </Fragment>
        ))}
      </div>
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
