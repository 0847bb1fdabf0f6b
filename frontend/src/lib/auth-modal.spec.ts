import { closeAuthModal, openAuthModal, preloadAuthModal, registerAuthModalLoader, useAuthModalStore } from './auth-modal';

describe('the login/register modal state', () => {
  const initial = useAuthModalStore.getState();
  beforeEach(() => useAuthModalStore.setState(initial, true));

  it('opens on the form asked for, and switches between login and register', () => {
    openAuthModal('register');
    expect(useAuthModalStore.getState()).toMatchObject({ view: 'register', open: true, mounted: true });
    useAuthModalStore.getState().switchView('login');
    expect(useAuthModalStore.getState().view).toBe('login');
  });

  it('stays in the page through its closing transition, and leaves it after', () => {
    openAuthModal('login');
    closeAuthModal();
    expect(useAuthModalStore.getState()).toMatchObject({ open: false, mounted: true });
    useAuthModalStore.getState().closed();
    expect(useAuthModalStore.getState()).toMatchObject({ open: false, mounted: false, opener: null });
  });

  it('sends focus back on closing, unless a link in it leads to another page', () => {
    openAuthModal('login');
    closeAuthModal();
    expect(useAuthModalStore.getState().returnFocus).toBe(true);
    openAuthModal('login');
    useAuthModalStore.getState().close({ returnFocus: false });
    expect(useAuthModalStore.getState()).toMatchObject({ open: false, returnFocus: false });
    // Opened again, it sends focus back again.
    openAuthModal('login');
    expect(useAuthModalStore.getState().returnFocus).toBe(true);
  });

  it('stays open when reopened during its closing transition', () => {
    openAuthModal('login');
    closeAuthModal();
    openAuthModal('register');
    useAuthModalStore.getState().closed();
    expect(useAuthModalStore.getState()).toMatchObject({ view: 'register', open: true, mounted: true });
  });

  it('keeps the first opener when opened again while open, so focus goes back where it came from', () => {
    const opener = {} as HTMLElement;
    useAuthModalStore.getState().show('login', opener);
    useAuthModalStore.getState().show('register', null);
    expect(useAuthModalStore.getState().opener).toBe(opener);
  });

  it("starts loading the modal's code when it opens or a trigger is hovered", () => {
    const load = jest.fn();
    registerAuthModalLoader(load);
    preloadAuthModal();
    openAuthModal('login');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
