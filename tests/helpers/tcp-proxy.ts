import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Closes the listener and every connection through it: the target becomes unreachable. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** A TCP proxy on 127.0.0.1 in front of `target`, that a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  let server: net.Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        resolve((next.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  };
  return {
    port,
    cut,
    restore: async () => void (await listen(port)),
    close: cut,
  };
}
