import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../../test/render';
import { RouteErrorRoute } from './route-error.route';

function Broken({ error }: { error: Error }): never {
  throw error;
}

function showBroken(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return renderInSite(<p>Home</p>, { path: '/', routes: [{ path: '/broken', element: <Broken error={error} />, errorElement: <RouteErrorRoute /> }], url: '/broken' });
}

describe('a page that could not be shown', () => {
  it('says so in plain words, never the error’s own text, and offers a reload and the way back', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = showBroken(new TypeError("Cannot read properties of undefined (reading 'find')"));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown. Reload the page to try again, or head back to the gifts.');
    expect(alert).not.toHaveTextContent(/Cannot read|undefined/);
    expect(screen.getByRole('link', { name: 'Back to the gifts' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells a visitor whose page could not be downloaded to check the connection', async () => {
    showBroken(new TypeError('Failed to fetch dynamically imported module: https://emberhold.example/assets/staff-1a2b.js'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page. Check your connection and reload the page.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('assets');
  });
});
