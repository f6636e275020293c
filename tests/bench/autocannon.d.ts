// autocannon ships no types (and @types/autocannon is not installed): the few parts the load child uses.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Instance {
    on(event: 'response', fn: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  }
  function autocannon(opts: Options, cb?: (err: Error | null, result: Result) => void): Instance & PromiseLike<Result>;
  export default autocannon;
}
