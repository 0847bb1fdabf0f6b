import { ApiError, postForm } from './api-client';

describe('posting a form to the API', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    delete (globalThis as { document?: unknown }).document;
  });

  function answering(status: number, body: unknown) {
    const fetchMock = jest.fn(async (_path: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('sends the fields form-encoded, with the CSRF token of a logged-in visitor', async () => {
    (globalThis as { document?: unknown }).document = { cookie: 'visited=1; emberhold_csrf=tok%2Den' };
    const fetchMock = answering(200, { meta: { status: 'success' }, user: null });
    await postForm('/api/user/login', { username: 'ysra@example.test', password: 'a&b=c' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/user/login');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': 'tok-en' });
    expect(String(init.body)).toBe('username=ysra%40example.test&password=a%26b%3Dc');
  });

  it("rejects with the server's error and the fields it names", async () => {
    answering(400, {
      meta: { status: 'error', error: 'email: Please enter a valid email address.' },
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }, { nonsense: true }],
    });
    const error = (await postForm('/api/user/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'http_error', status: 400, serverError: 'email: Please enter a valid email address.' });
    expect(error.fields).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
  });

  it('rejects with code network when no answer came, and without a server error when the answer was not the API’s', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(postForm('/api/user/login', {})).rejects.toMatchObject({ code: 'network', serverError: undefined });

    global.fetch = jest.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })) as unknown as typeof fetch;
    await expect(postForm('/api/user/login', {})).rejects.toMatchObject({ code: 'http_error', status: 502, serverError: undefined });
  });
});
