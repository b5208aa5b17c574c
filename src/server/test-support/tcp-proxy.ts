import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that a test can cut, to make the database go
 * away and come back without touching the real server (other tests use it).
 */
export interface TcpProxy {
  /** The port the proxy listens on (stays the same across stop/start). */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  /** Stops listening and drops every connection through it: the database is away. */
  stop(): Promise<void>;
  /** Listens again on the same port: the database is back. */
  start(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    const next = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.address();
    if (address && typeof address === 'object') port = address.port;
    server = next;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    urlFor(url: string) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    async stop() {
      const stopping = server;
      server = undefined;
      if (!stopping) return;
      const closed = new Promise<void>((resolve) => stopping.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async start() {
      if (!server) await listen();
    },
  };
}
