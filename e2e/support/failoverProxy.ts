import { connect, createServer, type Socket } from 'node:net';

export interface FailoverProxy {
  /** The port browsers and gateways connect to, on 127.0.0.1. */
  port: number;
  /** The upstream ports on 127.0.0.1, in order of preference; each new connection takes the first that answers. */
  upstreams: number[];
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of several api nodes, as a load balancer with health checks would be: a connection
 * goes to the first upstream that accepts it, so while the preferred node runs everything reaches it, and
 * once it stops, reconnecting clients (HTTP, socket.io, MQTT over WebSocket) land on the next. Being TCP it
 * carries WebSocket upgrades unchanged. Upstreams are set after the nodes start, since the nodes need the
 * proxy's port (MQTT_PUBLIC_WS_URL) first.
 */
export async function startFailoverProxy(): Promise<FailoverProxy> {
  const open = new Set<Socket>();
  const proxy: FailoverProxy = { port: 0, upstreams: [], close: async () => {} };

  function connectUpstream(client: Socket, index: number) {
    const port = proxy.upstreams[index];
    if (port === undefined) return client.destroy();
    const upstream = connect(port, '127.0.0.1');
    const refused = () => {
      upstream.destroy();
      connectUpstream(client, index + 1);
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      open.add(upstream);
      upstream.on('close', () => open.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  }

  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    // Bytes the client sends before the upstream is chosen wait in the socket until it is piped.
    client.pause();
    connectUpstream(client, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  proxy.port = typeof address === 'object' && address ? address.port : 0;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      server.close(() => resolve());
    });
  return proxy;
}
