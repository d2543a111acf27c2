/** A scripted stand-in for `fetch` for client-behaviour tests: answers in order and records each request. */
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

export type RecordedRequest = { url: string; method: string; headers: Headers; body: string | undefined };

export function fakeFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  const queue = [...replies];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    requests.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    const reply = queue.shift() ?? { status: 200, body: {} };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, { status, headers: reply.headers ?? {} });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}
