import net from 'node:net';

/**
 * A TCP relay on loopback between the app and PostgreSQL that a test can cut and restore. Cutting
 * destroys every relayed connection and stops listening (new connections are refused), which is what
 * the app sees while its database restarts; the shared test PostgreSQL itself is never touched.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A destroyed peer is the point of the exercise, not a failure of the test.
    socket.on('error', () => {});
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((incoming) => {
        const outgoing = net.connect(target.port, target.host);
        track(incoming);
        track(outgoing);
        incoming.pipe(outgoing);
        outgoing.pipe(incoming);
        incoming.on('close', () => outgoing.destroy());
        outgoing.on('close', () => incoming.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** How many connections (app side and database side) are relayed right now. */
    get openConnections() {
      return sockets.size;
    },
    /** The database "goes away": open connections are reset, new ones refused. */
    async cut() {
      const closing = server;
      server = null;
      const closed = new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** The database is back, on the same port. */
    restore: () => listen(),
    stop() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
