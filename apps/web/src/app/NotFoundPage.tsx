import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../features/site';
import './layouts/header.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  return (
    <div className="not-found" data-testid="not-found">
      <div className="not-found-digits" aria-hidden>
        <span>4</span>
        <span>0</span>
        <span>4</span>
      </div>
      <h1>{t('notFound.title')}</h1>
      <p style={{ color: 'var(--verdict-text-muted)' }}>{t('notFound.description')}</p>
      {/* antd's primary and default buttons 8 px apart, drawn by layouts/header.css. */}
      <div className="nav-visitor">
        <button type="button" className="hbtn hbtn-primary" onClick={() => void navigate('/home')}>
          {t('notFound.goHome')}
        </button>
        <button type="button" className="hbtn hbtn-default" onClick={() => void navigate(-1)}>
          {t('notFound.back')}
        </button>
      </div>
    </div>
  );
}
