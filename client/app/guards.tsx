import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session';

/**
 * Route guards (SPEC.md section 2): an unauthenticated or expired session goes to /login; a player
 * with no villages goes to /spawn. While the session is still deciding they render nothing: the
 * loading screen covers the page.
 */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'unauthenticated' || status === 'expired') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (status === 'loading' || status === 'reloading') return null;
  return <Outlet />;
}

export function RequireVillages() {
  const { status } = useSession();
  if (status === 'noVillages') return <Navigate to="/spawn" replace />;
  if (status !== 'playing') return null;
  return <Outlet />;
}

/** Login and register: only while nobody is signed in (the pages themselves redirect after a login). */
export function PublicOnly() {
  const { status } = useSession();
  if (status === 'loading' || status === 'reloading') return null;
  return <Outlet />;
}
