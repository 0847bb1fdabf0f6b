import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../test/render';
import { ApiError, getJson } from '../lib/api-client';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says what went wrong under the forge-fire title and asks again on Try again', async () => {
    const retry = vi.fn();
    const { user } = renderInSite(<LoadFailed retry={retry}>We could not load these gifts. Check your connection and try again.</LoadFailed>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The forge fire went out');
    expect(alert).toHaveTextContent('We could not load these gifts. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no button when asking again cannot help', () => {
    renderInSite(<LoadFailed title="This ad could not be opened">Please try again in a moment.</LoadFailed>);
    expect(screen.getByRole('heading', { name: 'This ad could not be opened' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('stands in the page frame when it is the whole page', () => {
    renderInSite(<LoadFailed page title="The boost offer could not be loaded" retry={() => undefined} />);
    expect(screen.getByRole('alert').parentElement).toHaveClass('page-container');
  });

  it('says in plain words what to do when a read failed without the server’s words, never the status code', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Internal Server Error</html>', { status: 500 })));
    const error = await getJson('/api/gifts/all/popular/1/').catch((e: unknown) => e);
    const retry = vi.fn();
    const { user } = renderInSite(
      <LoadFailed error={error} retry={retry}>
        We could not load these gifts.
      </LoadFailed>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load these gifts. Check your connection and try again.');
    expect(alert).not.toHaveTextContent(/500|Request failed/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s own words when it sent them (spec section 8)', () => {
    const error = new ApiError('api_error', 'This gift guide is resting.', 200, 'This gift guide is resting.');
    renderInSite(<LoadFailed error={error}>We could not load these gifts.</LoadFailed>);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load these gifts. This gift guide is resting.');
  });

  it('turns a browser’s own failure text into words a visitor can act on', () => {
    renderInSite(<LoadFailed error={new TypeError('Failed to fetch')}>We could not load this gift.</LoadFailed>);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this gift. Check your connection and try again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch');
  });
});
