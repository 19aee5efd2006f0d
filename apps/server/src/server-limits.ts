// Timeouts and connection limits of the HTTP server. Production runs behind
// a reverse proxy (README "Running in production"), but a slow or malicious
// client that reaches us must not hold sockets and memory for ever.

export interface ServerLimits {
  /** The whole request head must arrive within this (slowloris). */
  headersTimeout: number;
  /**
   * The whole request, head and body, must arrive within this. Node applies
   * it to receiving the request only, so a long response — a download, a
   * Server-Sent Events stream — is not cut by it.
   */
  requestTimeout: number;
  /**
   * An idle keep-alive socket is closed after this. Above the 60 s that
   * nginx and Caddy keep idle upstream connections, so that the proxy, not
   * us, closes them first (no request lost on a socket closing under it).
   */
  keepAliveTimeout: number;
  /** A socket with no traffic at all for this long is closed (an SSE heartbeat every 25 s keeps streams alive). */
  connectionTimeout: number;
  /** How often Node checks the two request timeouts above. */
  connectionsCheckingInterval: number;
  // No limit of requests per socket: Node answers 503 to a client that goes
  // on using a socket past it, and spreading load is the proxy's job.
  /** Open sockets per instance; more are refused at once instead of exhausting memory. */
  maxConnections: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 72_000,
  connectionTimeout: 120_000,
  connectionsCheckingInterval: 5_000,
  maxConnections: 20_000,
};
