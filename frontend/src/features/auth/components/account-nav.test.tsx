import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logInAs, logOut, renderInSite } from '../../../test/render';
import { AccountNav } from './account-nav';

async function openAccountMenu() {
  const { user } = renderInSite(<AccountNav placement="masthead" />);
  await user.click(screen.getByRole('button', { name: /ashen_keeper/ }));
  return screen.getByRole('list');
}

describe('the account menu', () => {
  afterEach(() => logOut());

  it('gives an admin the staff home first among the staff pages', async () => {
    logInAs({ access: true });
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('link', { name: 'Staff tools' })).toHaveAttribute('href', '/admin/');
    const links = within(menu).getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(links.indexOf('Staff tools'), links.indexOf('Staff tools') + 3)).toEqual(['Staff tools', 'Approve ads', 'All campaigns']);
  });

  it('gives a user without the access flag no staff pages', async () => {
    logInAs({ access: false, editor: true, advertiser: true });
    const menu = await openAccountMenu();
    expect(within(menu).queryByRole('link', { name: 'Staff tools' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Approve ads' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'My campaigns' })).toBeInTheDocument();
  });

  it('stays open while the page scrolls by itself, and closes when the visitor scrolls it', async () => {
    logInAs({ advertiser: true });
    const { user } = renderInSite(
      <>
        <AccountNav placement="masthead" />
        <p>Further down the page</p>
      </>,
    );
    const button = screen.getByRole('button', { name: /ashen_keeper/ });
    const page = screen.getByText('Further down the page');
    const reopen = async () => {
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
    };

    // A list restoring its place or loading pages scrolls the window: the link the visitor reaches for stays.
    await reopen();
    fireEvent.scroll(window);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Turning the wheel over the menu itself leaves it open too.
    fireEvent.wheel(screen.getByRole('link', { name: 'My campaigns' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.wheel(page);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await reopen();
    fireEvent.touchMove(page);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await reopen();
    fireEvent.keyDown(page, { key: 'PageDown' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
