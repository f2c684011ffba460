import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from './log-out';

/** Logout as the spec has it: clear everything, then /login. */
export function useLogOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void logOut().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
}
