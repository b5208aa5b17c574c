// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { method?: string; setupRequest?: (request: RawRequest) => RawRequest }[];
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Answers per HTTP status, e.g. { '201': { count: 10 } }. */
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
