// The few parts of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** seconds */
    duration: number;
    statusCodeStats?: Record<string, { count: number | string }>;
  }
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    // biome-ignore lint/suspicious/noExplicitAny: each bench types its own context
    setupRequest?: (request: any, context: any) => any;
    // biome-ignore lint/suspicious/noExplicitAny: each bench types its own context
    onResponse?: (status: number, body: string, context: any) => void;
  }
  function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** seconds */
    timeout?: number;
    requests?: RequestSpec[];
  }): Promise<Result>;
  export default autocannon;
}
