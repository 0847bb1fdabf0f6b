import { useQuery } from '@tanstack/react-query';
import type { CaptchaSettings, CaptchaSettingsResponse } from '@emberhold/contracts';
import { getJson } from '../../lib/api-client';

/**
 * GET /api/captcha: the captcha the contact and register forms show (its site key and script), or null when the site
 * has none. Asked once per visit. While it is unknown, or when it cannot be read, the forms show no captcha (the server
 * still asks for one when it is configured, and says so).
 */
export function useCaptchaSettings(): CaptchaSettings | null {
  const { data } = useQuery({
    queryKey: ['captcha-settings'],
    queryFn: async ({ signal }) => (await getJson<CaptchaSettingsResponse>('/api/captcha', signal)).captcha,
    staleTime: Infinity,
  });
  return data ?? null;
}
