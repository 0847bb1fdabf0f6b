import { ApiError, CHECK_AND_TRY_AGAIN, getJson, postForm } from './api-client';

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

describe('the words a failed read gives a visitor', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const failureOf = (path: string) => getJson(path).catch((e: unknown) => e as ApiError);

  it('never shows a status code: a failed answer without the server’s words says what to do', async () => {
    for (const status of [500, 502, 503]) {
      global.fetch = jest.fn(async () => new Response('<html>Bad gateway</html>', { status })) as unknown as typeof fetch;
      const error = await failureOf('/api/lists/new/1/');
      expect(error).toMatchObject({ code: 'http_error', status, serverError: undefined });
      expect(error.message).toBe(CHECK_AND_TRY_AGAIN);
      expect(error.message).not.toMatch(/\d{3}|request failed/i);
    }
  });

  it('says what to do when no answer came at all, instead of the browser’s "Failed to fetch"', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await failureOf('/api/lists/new/1/');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network', message: CHECK_AND_TRY_AGAIN });
  });

  it('keeps an abort an abort, so a page that moved on is not told its old read failed', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    global.fetch = jest.fn(async () => {
      throw aborted;
    }) as unknown as typeof fetch;
    await expect(getJson('/api/lists/new/1/', controller.signal)).rejects.toBe(aborted);
  });

  it('shows the server’s meta.error when it sent one (spec section 8), on a failed status and on a non-success status', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ meta: { status: 'error', error: 'Something went wrong on our side. Please try again.' } }), { status: 500 })) as unknown as typeof fetch;
    expect((await failureOf('/api/lists/new/1/')).message).toBe('Something went wrong on our side. Please try again.');
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ meta: { status: 'error', error: 'This giveaway has ended.' } }), { status: 200 })) as unknown as typeof fetch;
    expect(await failureOf('/api/giveaway/x/')).toMatchObject({ code: 'api_error', message: 'This giveaway has ended.' });
  });

  it('says a missing thing may have moved, and a refused one why, without a code', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    expect(await failureOf('/api/posts/gone/')).toMatchObject({ code: 'not_found', message: 'It may have moved, or it never existed.' });
    global.fetch = jest.fn(async () => new Response('', { status: 429 })) as unknown as typeof fetch;
    expect((await failureOf('/api/posts/busy/')).message).toBe('Too many requests at once. Please wait a moment and try again.');
  });
});
