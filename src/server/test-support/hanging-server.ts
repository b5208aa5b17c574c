/**
 * An HTTP server that takes requests and never answers (a hanging ERP or payment
 * provider): `requests` counts what arrived; close() drops the open connections.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startHangingServer() {
  let requests = 0;
  const server = createServer(() => {
    requests += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests: () => requests,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
