/**
 * The query client and the one API helper, following the spec's section 7: JSON bodies, cookies
 * always included, reads built from the query key joined by '/', no retries, no refetching, data
 * never stale; any non-OK answer becomes an Error 'status: body' (section 8).
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";

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

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
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
