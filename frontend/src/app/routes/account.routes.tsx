import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';

/**
 * The account pages come as one lazily loaded group: the login, register and logout pages and the password pages are
 * fetched together, so moving between them (login's "Forgot your password?") never waits for code.
 */
const accountPages = async () => {
  const [accounts, passwords] = await Promise.all([
    import('../../features/auth/components/account-pages'),
    import('../../features/auth/components/password-pages'),
  ]);
  return { ...accounts, ...passwords };
};

function page(pick: (module: Awaited<ReturnType<typeof accountPages>>) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await accountPages()) }));
}

const LoginPage = page((module) => module.LoginPage);
const RegisterPage = page((module) => module.RegisterPage);
const LogoutPage = page((module) => module.LogoutPage);
const ForgotPage = page((module) => module.ForgotPage);
const ResetPage = page((module) => module.ResetPage);

/** Keeps the footer where the card will be while the pages' chunk loads (on a first visit straight to one of them). */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div style={{ minHeight: '70vh' }} aria-busy="true" />}>{children}</Suspense>;
}

/**
 * The account routes of spec section 2 that exist so far: /login/, /register/, /logout/, /forgot/ and
 * /reset/{reset_code}. Their code is loaded on demand, so the first page of every other visit does not carry it.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Loading>
        <LoginPage />
      </Loading>
    ),
  },
  {
    path: '/register',
    element: (
      <Loading>
        <RegisterPage />
      </Loading>
    ),
  },
  {
    path: '/logout',
    element: (
      <Loading>
        <LogoutPage />
      </Loading>
    ),
  },
  {
    path: '/forgot',
    element: (
      <Loading>
        <ForgotPage />
      </Loading>
    ),
  },
  {
    path: '/reset/:code',
    element: (
      <Loading>
        <ResetPage />
      </Loading>
    ),
  },
  // A reset address without its code (cut short in a mail client): the way to a new link.
  { path: '/reset', element: <Navigate to="/forgot/" replace /> },
];
