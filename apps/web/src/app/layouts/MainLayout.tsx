import { Outlet, useMatches } from 'react-router';
import { isRouteHandle } from '../../lib/route-handle';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export function MainLayout() {
  const matches = useMatches();
  const hideFooter = matches.some((m) => isRouteHandle(m.handle) && m.handle.hideFooter);
  return (
    <div className="app-shell">
      <Navbar />
      <main className="app-content">
        <Outlet />
      </main>
      {!hideFooter && <Footer />}
    </div>
  );
}
