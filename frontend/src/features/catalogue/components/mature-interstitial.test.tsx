import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { aPost } from '../../../test/fixtures';
import { renderInSite, renderOnServer } from '../../../test/render';
import { MatureGiftsToggle } from './mature-gifts-toggle';
import { PostPage } from './post-page';

const GAG = 'Wyrmfire Drinking Game (Adults Only)';

function showPost(nsfw: boolean) {
  const api = stubApi()
    .on('GET /api/lists/featured', reply.ok({ featured: [] }))
    .on('GET /api/related/:id/1/', reply.ok({ posts: [aPost(6, { title: 'Rune Dice' })] }))
    .on('GET /api/posts/:slug/', reply.ok({ post: aPost(5, { slug: 'wyrmfire-drinking-game', title: GAG, nsfw, display_related: true }) }));
  return { api, ...renderInSite(<PostPage />, { url: '/uk/wyrmfire-drinking-game/', path: '/uk/:slug' }) };
}

describe('a mature gift’s page', () => {
  it('shows the interstitial in place of the image, description and buy button until the visitor shows mature gifts', async () => {
    const { user, api } = showPost(true);
    const interstitial = within(await screen.findByRole('region', { name: 'This gift is meant for grown-ups.' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This gift is meant for grown-ups.');
    expect(screen.queryByRole('link', { name: /^Buy / })).not.toBeInTheDocument();
    expect(screen.queryByText('A gift for fans of the saga.')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(interstitial.getByRole('link', { name: 'Back to gifts' })).toHaveAttribute('href', '/uk/gifts/');

    await user.click(interstitial.getByRole('button', { name: 'Show mature gifts' }));
    expect(await screen.findByRole('heading', { level: 1, name: GAG })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Buy / })).toBeInTheDocument();
    expect(screen.getByText('A gift for fans of the saga.')).toBeInTheDocument();
    expect(document.cookie).toContain('nsfw=1');
    // Its related items are asked for with mature gifts in.
    await screen.findByText('Rune Dice', {}, { timeout: 3000 });
    expect(api.calls('GET /api/related/:id/1/').map((call) => call.url.searchParams.get('nsfw'))).toEqual(['1']);
  });

  it('shows at once to a visitor who shows mature gifts already (the nsfw cookie)', async () => {
    document.cookie = 'nsfw=1; path=/';
    showPost(true);
    expect(await screen.findByRole('heading', { level: 1, name: GAG })).toBeInTheDocument();
    expect(screen.queryByText('This gift is meant for grown-ups.')).not.toBeInTheDocument();
  });

  it('shows any other gift at once', async () => {
    showPost(false);
    expect(await screen.findByRole('heading', { level: 1, name: GAG })).toBeInTheDocument();
    expect(screen.queryByText('This gift is meant for grown-ups.')).not.toBeInTheDocument();
  });
});

describe('the footer’s Show mature gifts switch', () => {
  it('turns the nsfw cookie on and off, and has the site load again with the choice', async () => {
    const changed = vi.fn();
    const { user } = renderInSite(<MatureGiftsToggle onChanged={changed} />);
    const toggle = screen.getByRole('switch', { name: 'Show mature gifts' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(document.cookie).toContain('nsfw=1');
    expect(changed).toHaveBeenCalledTimes(1);
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(document.cookie).not.toContain('nsfw=1');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('comes from the server off, and turns on once the page is hydrated', async () => {
    const page = renderOnServer(<MatureGiftsToggle />);
    expect(screen.getByRole('switch', { name: 'Show mature gifts' })).toBeDisabled();
    await page.hydrate();
    expect(screen.getByRole('switch', { name: 'Show mature gifts' })).toBeEnabled();
  });
});
