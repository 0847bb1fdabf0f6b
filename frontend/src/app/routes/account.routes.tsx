import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const accountPages = () => import('../../features/auth/components/account-pages');

function page(pick: (module: Awaited<ReturnType<typeof accountPages>>) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await accountPages()) }));
}

const LoginPage = page((module) => module.LoginPage);
const RegisterPage = page((module) => module.RegisterPage);
const LogoutPage = page((module) => module.LogoutPage);

/** Keeps the footer where the card will be while the pages' chunk loads (on a first visit straight to one of them). */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div style={{ minHeight: '70vh' }} aria-busy="true" />}>{children}</Suspense>;
}

/**
 * The account routes of spec section 2 that exist so far: /login/, /register/ and /logout/. Their code is a chunk of
 * its own, so the first page of every other visit does not carry it.
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
];
