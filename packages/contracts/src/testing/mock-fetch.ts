import { vi } from 'vitest';
import { answerProblem } from './answer-contracts';

export interface MockRoute {
  method?: string;
  /** The request path, exactly (its query ignored), or a pattern tested against path and query. */
  url: string | RegExp;
  status?: number;
  /** The JSON answer; a function is called with the parsed request body. */
  body?: unknown;
  /** Rejects like a dropped connection. */
  networkError?: boolean;
  /** Answers only once this settles (to look at a pending state). */
  wait?: Promise<unknown>;
  /**
   * Skips the contract check, for a test about an answer that is not Plinth's (a proxy's error page, a
   * body from an older server). Say why beside it.
   */
  notPlinth?: boolean;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  json: unknown;
}

function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + parsed.search;
}

function matches(route: MockRoute, method: string, path: string): boolean {
  if ((route.method ?? 'GET') !== method) return false;
  return typeof route.url === 'string'
    ? path === route.url || path.split('?')[0] === route.url
    : route.url.test(path);
}

function check(route: MockRoute, method: string, path: string, body: unknown): void {
  if (route.notPlinth) return;
  const problem = answerProblem(method, path.split('?')[0]!, route.status ?? 200, body);
  if (problem) throw new Error(problem);
}

/**
 * Replaces global fetch for a browser test (storefront and editor alike). Each request is answered by the
 * first matching route (404 otherwise) and recorded with its method, path, headers and JSON body. Every
 * mocked answer is checked against the contract (answer-contracts.ts): a mock in a shape the server never
 * sends fails here, at setup for a fixed path and body, else when the request is answered (the test then
 * fails on the thrown error, which `failures` also keeps). Routes can be added while a test runs.
 */
export function mockFetch(routes: MockRoute[] = []) {
  for (const route of routes) {
    if (typeof route.url === 'string' && typeof route.body !== 'function' && !route.networkError)
      check(route, route.method ?? 'GET', route.url, route.body ?? null);
  }
  const calls: RecordedCall[] = [];
  const failures: Error[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? 'GET';
    const path = pathOf(url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const json = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url: path, headers, json });
    const route = routes.find((r) => matches(r, method, path));
    if (route?.wait) await route.wait;
    if (route?.networkError) throw new TypeError('Failed to fetch');
    const status = route?.status ?? (route ? 200 : 404);
    if (status === 204) return new Response(null, { status });
    const body = !route
      ? { code: 'NOT_FOUND', message: 'Not found' }
      : typeof route.body === 'function'
        ? (route.body as (json: unknown) => unknown)(json)
        : (route.body ?? null);
    if (route) {
      try {
        check(route, method, path, body);
      } catch (error) {
        failures.push(error as Error);
        queueMicrotask(() => {
          throw error;
        });
        throw error;
      }
    }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, {
    calls,
    routes,
    failures,
    fetchMock,
    /** The calls of one method and path, in order. */
    callsTo(method: string, url: string) {
      return calls.filter((call) => call.method === method && call.url.split('?')[0] === url);
    },
  });
}
