import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../../../test/render';
import { ListSortSelect } from './list-sort-select';

const sortBox = () => screen.getByRole('combobox', { name: 'Sort' });

describe('a gift guide’s sort', () => {
  it('offers the guide’s sorts and hands on the one chosen', async () => {
    const onChoose = vi.fn();
    render(<ListSortSelect value="popular" onChoose={onChoose} />);
    expect(sortBox()).toHaveDisplayValue('Popular');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest', 'Popular', 'Random', 'Price: high to low', 'Price: low to high', 'Trending']);
    await userEvent.selectOptions(sortBox(), 'Price: low to high');
    expect(onChoose).toHaveBeenCalledWith('low');
  });

  it('is off on a page the server rendered until the page is hydrated, so a choice cannot show and change nothing', async () => {
    const page = renderOnServer(<ListSortSelect value="new" onChoose={() => undefined} />);
    expect(sortBox()).toBeDisabled();
    expect(sortBox()).toHaveDisplayValue('Newest');
    await page.hydrate();
    expect(sortBox()).toBeEnabled();
  });
});
