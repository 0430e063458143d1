import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server, which a test can cut and restore: the network between the app and its
 * database going down and coming back.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((incoming) => {
        const outgoing = connect(target.port, target.host);
        const pair = [incoming, outgoing];
        const hangUp = () => {
          for (const socket of pair) {
            socket.destroy();
            sockets.delete(socket);
          }
        };
        for (const socket of pair) {
          sockets.add(socket);
          socket.on('error', hangUp);
          socket.on('close', hangUp);
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });

  /** Refuses new connections and cuts the open ones. */
  const cut = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });

  await open();
  return { port, cut, restore: open };
}
