import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from '../../lib/auth-store';
import { endServerSession } from './api';

/** /logout: ends the session server-side, clears it here, goes home (spec §2.11). */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void endServerSession().then(() => {
      authStore.signOut();
      void navigate('/home', { replace: true });
    });
  }, [navigate]);
  return <Spin style={{ display: 'block', margin: '80px auto' }} />;
}
