import { postPageFlags } from './post-page-flags';

const flags = (query: string) => postPageFlags(new URLSearchParams(query));

describe('the query flags of a post page', () => {
  it('reads r=y, scroll=y and v=dlc3', () => {
    expect(flags('r=y&scroll=y&v=dlc3')).toEqual({ redirectToProduct: true, hideExtraImages: true, variant: 'dlc3' });
  });

  it('has none of them by default, and scroll=n shows the images', () => {
    expect(flags('')).toEqual({ redirectToProduct: false, hideExtraImages: false, variant: null });
    expect(flags('scroll=n').hideExtraImages).toBe(false);
  });

  it('ignores a variant it does not know, or one spelt differently', () => {
    expect(flags('v=dlc2').variant).toBeNull();
    expect(flags('v=DLC3').variant).toBeNull();
    expect(flags('v=').variant).toBeNull();
  });
});
