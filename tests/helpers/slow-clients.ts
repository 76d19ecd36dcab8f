import net from "node:net";

/** What a client heard before the server ended its connection, and after how long. */
export type Ended = { seconds: number; answer: string };

/** Sends `head`, then `piece` once a second, to the server at `baseUrl`, and answers how long the
 * server kept the connection open and what it last said. */
export function trickle(baseUrl: string, head: string, piece: string): Promise<Ended> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(baseUrl).port), "127.0.0.1");
    let answer = "";
    const timer = setInterval(() => socket.write(piece), 1000);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - started) / 1000, answer });
    });
    // Past a minute the server has failed to cut it off anyway; stop sending.
    setTimeout(() => socket.destroy(), 60_000).unref();
  });
}

/** Three slow clients at once: slow headers, a slow body and a slow chunked body. */
export function slowClients(baseUrl: string): Promise<[Ended, Ended, Ended]> {
  const host = `Host: ${new URL(baseUrl).host}\r\n`;
  return Promise.all([
    trickle(baseUrl, `GET / HTTP/1.1\r\n${host}X-Slow: `, "a"),
    trickle(
      baseUrl,
      `POST /api/auth HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nintent=sign-in`,
      "a",
    ),
    trickle(
      baseUrl,
      `POST /api/auth HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
      "1\r\na\r\n",
    ),
  ]);
}

/** Declares a 50 MB body, sends 64 KB of it and waits: answers what came and when the server ended the
 * connection. */
export function refusedConnection(baseUrl: string): Promise<Ended> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(baseUrl).port), "127.0.0.1");
    let answer = "";
    socket.on("connect", () => {
      socket.write(
        `POST /api/auth HTTP/1.1\r\nHost: ${new URL(baseUrl).host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(64 * 1024, "a"));
    });
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("end", () => {
      resolve({ seconds: (Date.now() - started) / 1000, answer });
      socket.destroy();
    });
  });
}
