import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatches } from 'react-router';
import { authDialog } from '../features/account';
import { useWebsiteConfig } from '../features/site';
import { authStore, useAuth } from '../lib/auth-store';
import { notify } from '../lib/notify';
import { isRouteHandle } from '../lib/route-handle';

function Redirect({ to, warning, openLogin = false }: { to: string; warning: string; openLogin?: boolean }) {
  useEffect(() => {
    notify.warning(warning);
    if (openLogin) authDialog.open('login');
  }, [warning, openLogin]);
  return <Navigate to={to} replace />;
}

/** Enforces the `handle` of every matched route (spec §2.2). */
export function GuardGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const { isLoggedIn, isAdmin, isRoot } = useAuth();
  const config = useWebsiteConfig();
  const handles = matches.map((m) => m.handle).filter(isRouteHandle);
  const needs = (auth: 'login' | 'admin' | 'root') => handles.some((h) => h.auth === auth);

  if (needs('admin') || needs('root')) {
    if (!isLoggedIn) {
      if (authStore.justSignedOut()) return <Navigate to="/admin/login" replace />;
      return <Redirect to="/admin/login" warning={t('errors.adminLoginFirst')} />;
    }
    if (!isAdmin) return <Redirect to="/admin/login" warning={t('errors.adminLoginAgain')} />;
    if (needs('root') && !isRoot) return <Redirect to="/admin" warning={t('errors.noAccess')} />;
  }
  if (needs('login') && !isLoggedIn) {
    // Leaving a login-only page because the user just signed out is not an access problem.
    if (authStore.justSignedOut()) return <Navigate to="/home" replace />;
    return <Redirect to="/home" warning={t('errors.loginFirst')} openLogin />;
  }
  const flag = handles.find((h) => h.flag)?.flag;
  // Until the config arrives the flag is unknown; redirecting then would bounce deep links.
  if (flag && config.isLoaded && !config[flag]) return <Redirect to="/home" warning={t('errors.featureClosed')} />;
  return children;
}
