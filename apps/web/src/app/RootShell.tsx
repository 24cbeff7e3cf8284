import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { AuthDialogs, authDialog, refreshRoles } from '../features/account';
import { useInvalidate } from '../features/invalidation';
import { websiteConfigOptions } from '../features/site';
import { setApiHandlers } from '../lib/api-client';
import { authStore, type AuthState } from '../lib/auth-store';
import { GuardGate } from './GuardGate';

const onAdminPath = () => window.location.pathname.startsWith('/admin');
/** Who the cached answers belong to; a refreshed token keeps the same owner. */
const sessionOwner = (s: AuthState) => (s.token === null ? null : (s.user?.uid ?? ''));

/** Everything that needs the router but no layout: guards, session sync, api side effects. */
export function RootShell() {
  const navigate = useNavigate();
  useQuery(websiteConfigOptions());

  useEffect(() => {
    setApiHandlers({
      onUnauthorized: (isAdmin) => {
        if (isAdmin || onAdminPath()) void navigate('/admin/login');
        else authDialog.open('login');
      },
      onForbidden: (isAdmin) => {
        void refreshRoles().catch(() => undefined);
        if (isAdmin) void navigate('/admin');
      },
    });
  }, [navigate]);

  useEffect(() => {
    void refreshRoles().catch(() => undefined);
  }, []);

  // Login, logout, password change, another tab, an expired token: per-user answers are stale.
  const invalidate = useInvalidate();
  useEffect(() => {
    let owner = sessionOwner(authStore.get());
    return authStore.subscribe(() => {
      const next = sessionOwner(authStore.get());
      if (next === owner) return;
      owner = next;
      void invalidate({ kind: 'session' });
    });
  }, [invalidate]);

  // Another tab may log in or out: re-read storage when it changes or when this tab shows again.
  useEffect(() => {
    const resync = () => {
      if (authStore.resync()) void navigate(onAdminPath() ? '/admin/login' : '/home');
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === 'token' || e.key === 'userInfo') resync();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') resync();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [navigate]);

  return (
    <>
      <ScrollRestoration />
      <GuardGate>
        <Outlet />
      </GuardGate>
      <AuthDialogs />
    </>
  );
}
