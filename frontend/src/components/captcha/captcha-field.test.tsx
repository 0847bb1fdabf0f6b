import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_MISSING_MESSAGE } from '@emberhold/contracts';
import { reply, stubApi } from '../../test/api';
import { renderInSite } from '../../test/render';
import { RegisterForm } from '../../features/auth/components/account-forms';
import { ContactPage } from '../../features/community/components/contact-page';
import { CaptchaField } from './captcha-field';
import { CAPTCHA_POLL_MS, type CaptchaRenderParameters, type Grecaptcha } from './grecaptcha';

const SITE_KEY = `6Lc${'x'.repeat(37)}`;
const SETTINGS = { site_key: SITE_KEY, script_url: 'https://captcha.example/recaptcha/api.js' };

/**
 * window.grecaptcha as the provider's script sets it up (the browser API is the boundary): each widget it renders is
 * remembered, and the test answers or expires it through the callbacks the page gave.
 */
function stubGrecaptcha() {
  const widgets: Array<{ container: HTMLElement; parameters: CaptchaRenderParameters }> = [];
  const grecaptcha = {
    render: vi.fn((container: HTMLElement | string, parameters: CaptchaRenderParameters) => {
      const element = container as HTMLElement;
      element.append(Object.assign(document.createElement('p'), { textContent: "I'm not a robot" }));
      widgets.push({ container: element, parameters });
      return widgets.length - 1;
    }),
    reset: vi.fn<Grecaptcha['reset']>(),
    getResponse: vi.fn<Grecaptcha['getResponse']>(() => ''),
  };
  window.grecaptcha = grecaptcha;
  const latest = () => {
    const widget = widgets.at(-1);
    if (!widget) throw new Error('no captcha widget rendered yet');
    return widget;
  };
  return {
    grecaptcha,
    widgets,
    answer: (token: string) => act(() => latest().parameters.callback?.(token)),
    expire: () => act(() => latest().parameters['expired-callback']?.()),
  };
}

afterEach(() => {
  delete window.grecaptcha;
  vi.useRealTimers();
});

describe('CaptchaField', () => {
  it('loads the provider script once in explicit mode, renders the widget with the site key, and hands on its answer until it expires', async () => {
    const captcha = stubGrecaptcha();
    const onToken = vi.fn();
    render(
      <>
        <CaptchaField settings={SETTINGS} onToken={onToken} resetSignal={0} />
        <CaptchaField settings={SETTINGS} onToken={vi.fn()} resetSignal={0} />
      </>,
    );

    await waitFor(() => expect(captcha.grecaptcha.render).toHaveBeenCalledTimes(2));
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script[data-captcha-script]');
    expect([...scripts].map((script) => script.src)).toEqual(['https://captcha.example/recaptcha/api.js?render=explicit']);
    expect(captcha.widgets[0]!.parameters.sitekey).toBe(SITE_KEY);
    expect(screen.getAllByRole('group', { name: 'Robot check' })).toHaveLength(2);
    expect(screen.queryByText('Loading the robot check…')).not.toBeInTheDocument();

    act(() => captcha.widgets[0]!.parameters.callback?.('token-1'));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => captcha.widgets[0]!.parameters['expired-callback']?.());
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it(`waits for the provider's script, looking every ${CAPTCHA_POLL_MS} ms, before it renders`, async () => {
    vi.useFakeTimers();
    render(<CaptchaField settings={SETTINGS} onToken={vi.fn()} resetSignal={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the robot check…');

    const captcha = stubGrecaptcha();
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_POLL_MS - 1));
    expect(captcha.grecaptcha.render).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(captcha.grecaptcha.render).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('resets its widget when the form asks', async () => {
    const captcha = stubGrecaptcha();
    const { rerender } = render(<CaptchaField settings={SETTINGS} onToken={vi.fn()} resetSignal={0} />);
    await waitFor(() => expect(captcha.grecaptcha.render).toHaveBeenCalled());
    expect(captcha.grecaptcha.reset).not.toHaveBeenCalled();
    rerender(<CaptchaField settings={SETTINGS} onToken={vi.fn()} resetSignal={1} />);
    expect(captcha.grecaptcha.reset).toHaveBeenCalledWith(0);
  });
});

async function fillContact(user: ReturnType<typeof renderInSite>['user']) {
  await user.type(screen.getByLabelText(/^Name/), 'Maren');
  await user.type(screen.getByLabelText(/^Email/), 'fan@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'Where is the lantern?');
}

describe('the contact form with a captcha', () => {
  it('is invalid until the captcha has answered, then sends its answer', async () => {
    const captcha = stubGrecaptcha();
    const api = stubApi().on('GET /api/captcha', reply.ok({ captcha: SETTINGS })).on('POST /api/user/contact', reply.ok({ id: 3 }, 'Thanks! We got your message.'));
    const { user } = renderInSite(<ContactPage />);
    await waitFor(() => expect(captcha.grecaptcha.render).toHaveBeenCalled());
    await fillContact(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_MISSING_MESSAGE);
    expect(api.calls('POST /api/user/contact')).toHaveLength(0);

    captcha.answer('token-contact');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thanks! We got your message.')).toBeInTheDocument();
    expect(api.calls('POST /api/user/contact')[0]?.json()).toEqual({ name: 'Maren', email: 'fan@example.com', type: 'General question/inquiry', message: 'Where is the lantern?', captcha: 'token-contact' });
  });

  it('resets the widget after a refused send, and asks for a new answer before sending again', async () => {
    const captcha = stubGrecaptcha();
    const refusal = 'The robot check did not accept that answer.';
    const api = stubApi().on('GET /api/captcha', reply.ok({ captcha: SETTINGS })).on('POST /api/user/contact', reply.error(400, refusal, [{ field: 'captcha', message: refusal }]));
    const { user } = renderInSite(<ContactPage />);
    await waitFor(() => expect(captcha.grecaptcha.render).toHaveBeenCalled());
    await fillContact(user);
    captcha.answer('token-used');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(captcha.grecaptcha.reset).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_MISSING_MESSAGE);
    expect(api.calls('POST /api/user/contact')).toHaveLength(1);
  });

  it('shows no captcha and sends as before where the site has none', async () => {
    const api = stubApi().on('GET /api/captcha', reply.ok({ captcha: null })).on('POST /api/user/contact', reply.ok({ id: 3 }, 'Thanks! We got your message.'));
    const { user } = renderInSite(<ContactPage />);
    await waitFor(() => expect(api.calls('GET /api/captcha')).not.toHaveLength(0));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thanks! We got your message.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Robot check' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/user/contact')[0]?.json()).not.toHaveProperty('captcha');
  });
});

describe('the register form with a captcha', () => {
  it('is invalid until the captcha has answered, sends its answer with the fields, and asks again after a refusal', async () => {
    const captcha = stubGrecaptcha();
    const taken = 'That username is taken. Please choose another.';
    const api = stubApi().on('GET /api/captcha', reply.ok({ captcha: SETTINGS })).on('POST /api/user/register', reply.error(409, taken, [{ field: 'username', message: 'is taken' }]));
    const { user } = renderInSite(<RegisterForm onSuccess={vi.fn()} />);
    await waitFor(() => expect(captcha.grecaptcha.render).toHaveBeenCalled());
    await user.type(screen.getByLabelText('Username'), 'ashen_keeper');
    await user.type(screen.getByLabelText('Email'), 'keeper@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(CAPTCHA_MISSING_MESSAGE, { selector: '[role="alert"]' })).toHaveFocus();
    expect(document.querySelector('[data-field-error="captcha"]')).toHaveTextContent(CAPTCHA_MISSING_MESSAGE);
    expect(api.calls('POST /api/user/register')).toHaveLength(0);

    captcha.answer('token-register');
    expect(document.querySelector('[data-field-error="captcha"]')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username is taken')).toBeInTheDocument();
    const sent = api.calls('POST /api/user/register')[0]!.form();
    expect([sent.get('username'), sent.get('captcha')]).toEqual(['ashen_keeper', 'token-register']);

    expect(captcha.grecaptcha.reset).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(CAPTCHA_MISSING_MESSAGE, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(api.calls('POST /api/user/register')).toHaveLength(1);
  });
});
