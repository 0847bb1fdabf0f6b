import { ApiError } from './api-client';
import { retryOnce } from './query-retry';

describe('retrying a failed read', () => {
  it('tries a network failure or a server error once more, and then gives up', () => {
    const network = new ApiError('network', 'offline');
    const server = new ApiError('http_error', 'Request failed (502)', 502);
    expect([retryOnce(0, network), retryOnce(0, server), retryOnce(1, server)]).toEqual([true, true, false]);
  });

  it('does not ask again what the server refused: access denied and not found show at once', () => {
    expect(retryOnce(0, new ApiError('api_error', 'You do not have access to view this page.', 403))).toBe(false);
    expect(retryOnce(0, new ApiError('not_found', 'Not found', 404))).toBe(false);
  });
});
