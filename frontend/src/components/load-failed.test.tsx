import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../test/render';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says what went wrong under the forge-fire title and asks again on Try again', async () => {
    const retry = vi.fn();
    const { user } = renderInSite(<LoadFailed retry={retry}>We could not load these gifts. Request failed (500)</LoadFailed>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The forge fire went out');
    expect(alert).toHaveTextContent('We could not load these gifts. Request failed (500)');
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
});
