import { Navigate, type RouteObject } from 'react-router';
import { lazyPages, lazyRoute } from './lazy-pages';

/**
 * The account pages come as one lazily loaded group: the login, register and logout pages and the password pages are
 * fetched together, so moving between them (login's "Forgot your password?") never waits for code.
 */
const page = lazyPages(async () => {
  const [accounts, passwords] = await Promise.all([
    import('../../features/auth/components/account-pages'),
    import('../../features/auth/components/password-pages'),
  ]);
  return { ...accounts, ...passwords };
});

const LoginPage = page((module) => module.LoginPage);
const RegisterPage = page((module) => module.RegisterPage);
const LogoutPage = page((module) => module.LogoutPage);
const ForgotPage = page((module) => module.ForgotPage);
const ResetPage = page((module) => module.ResetPage);

/**
 * The account routes of spec section 2 that exist so far: /login/, /register/, /logout/, /forgot/ and
 * /reset/{reset_code}. Their code is loaded on demand, so the first page of every other visit does not carry it.
 */
export const accountRoutes: RouteObject[] = [
  lazyRoute('/login', <LoginPage />),
  lazyRoute('/register', <RegisterPage />),
  lazyRoute('/logout', <LogoutPage />),
  lazyRoute('/forgot', <ForgotPage />),
  lazyRoute('/reset/:code', <ResetPage />),
  // A reset address without its code (cut short in a mail client): the way to a new link.
  { path: '/reset', element: <Navigate to="/forgot/" replace /> },
];
