/**
 * The query client and the one API helper, following the spec's section 7: JSON bodies, cookies
 * always included, reads built from the query key joined by '/', no retries, no refetching, data
 * never stale; any non-OK answer becomes an Error 'status: body' (section 8). Features call the API
 * through callApi, typed by the contract's endpoint table.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import type { JsonEndpoint, RequestBody, ResponseBody } from "@/shared/api-types";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** the response body, or the status text when the body was empty */
    readonly body: string,
    /** true when the server sent no body (the message then carries the status text) */
    readonly emptyBody = false,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }
}

async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text || res.statusText, !text);
  }
}

async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    signal,
  });
  await throwIfResNotOk(res);
  return res;
}

type PathOf<E extends string> = E extends `${string} ${infer Path}` ? Path : never;
/** The names of a path's `:param` parts. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type CallInput<E extends JsonEndpoint> = {
  signal?: AbortSignal;
  /** the query string; absent and empty values are left out */
  query?: Readonly<Record<string, string | number | undefined | null>>;
} & (RequestBody<E> extends undefined ? { body?: undefined } : { body: RequestBody<E> }) &
  ([ParamNames<PathOf<E>>] extends [never]
    ? { params?: undefined }
    : { params: Record<ParamNames<PathOf<E>>, string> });
/** The input may be left out when nothing in it is required. */
type CallArgs<E extends JsonEndpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls one endpoint of the contract's table ("METHOD /path/:param"): its body, its path parameters
 * and its answer are typed from the endpoint's schemas, so a change of the contract breaks the build
 * rather than the page.
 */
export async function callApi<E extends JsonEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ResponseBody<E>> {
  const space = endpoint.indexOf(" ");
  const params: Partial<Record<string, string>> = input?.params ?? {};
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const url =
    endpoint
      .slice(space + 1)
      .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? "")) +
    (search.size > 0 ? `?${search}` : "");
  const res = await apiRequest(endpoint.slice(0, space), url, input?.body, input?.signal);
  return (await res.json()) as ResponseBody<E>;
}

type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The sentence for a person inside an error: the server's `{ message }` when the body carries
 * one, else the body text, else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    // An empty body leaves only an English status text ("Bad Gateway"): the caller's fallback is better.
    if (error.emptyBody) return fallback;
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === "string" && parsed.message) return parsed.message;
    } catch {
      // not JSON: the plain body text is the message
    }
    const text = error.body.trim();
    return text && text.length < 300 && !text.startsWith("<") ? text : fallback;
  }
  return fallback;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
