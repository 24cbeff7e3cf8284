import { AntdOutlet } from '../AntdOutlet';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../../lib/route-handle';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export function MainLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const hideFooter = matches.some((m) => isRouteHandle(m.handle) && m.handle.hideFooter);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('header.skipToContent')}
      </a>
      <Navbar />
      <main className="app-content" id="main-content" tabIndex={-1}>
        <AntdOutlet />
      </main>
      {!hideFooter && <Footer />}
    </div>
  );
}
