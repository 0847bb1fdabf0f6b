import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../test/render';
import { useSubmitMutation } from './use-submit-mutation';

function setUp<T>(mutationFn: (value: string) => Promise<T>) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSubmitMutation({ mutationFn }), { wrapper });
}

/** A write whose answers the test gives, one per call. */
function controlledWrite() {
  const answers: Array<(value: string) => void> = [];
  const write = vi.fn((value: string) => new Promise<string>((resolve) => answers.push(() => resolve(`saved ${value}`))));
  return { write, answer: (index: number) => answers[index]?.('') };
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('useSubmitMutation', () => {
  it('ignores a second call made while the first is on its way, even before React has heard of the first', async () => {
    const { write, answer } = controlledWrite();
    const { result } = setUp(write);
    const onSuccess = vi.fn();
    await act(async () => {
      result.current.mutate('first', { onSuccess });
      result.current.mutate('second', { onSuccess });
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('first', expect.anything());
    await act(async () => answer(0));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('saved first', 'first', undefined, expect.anything()));

    await act(async () => result.current.mutate('third'));
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('takes the next call once the last one failed', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce('ok');
    const { result } = setUp(write);
    const onError = vi.fn();
    act(() => result.current.mutate('first', { onError }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    act(() => result.current.mutate('again'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('sends at once when the browser believes it is offline, so the form can say what failed', async () => {
    onlineManager.setOnline(false);
    const write = vi.fn().mockResolvedValue('ok');
    const { result } = setUp(write);
    act(() => result.current.mutate('offline'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('forgets a call on its way when reset: its answer changes nothing, and the next call goes', async () => {
    const { write, answer } = controlledWrite();
    const { result } = setUp(write);
    const onSuccess = vi.fn();
    await act(async () => result.current.mutate('called off', { onSuccess }));
    act(() => result.current.reset());
    expect(result.current.isPending).toBe(false);

    await act(async () => result.current.mutate('next', { onSuccess }));
    expect(write).toHaveBeenCalledTimes(2);
    await act(async () => {
      answer(0);
      answer(1);
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledWith('saved next', 'next', undefined, expect.anything());
  });
});
