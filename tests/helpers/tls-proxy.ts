import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export type TlsProxy = {
  /** `https://127.0.0.1:<port>`, what browsers are told is the site. */
  url: string;
  /** Where requests go from now on: the app server's `http://host:port`. */
  forwardTo(upstream: string): void;
  close(): Promise<void>;
};

/** A self-signed certificate for 127.0.0.1, made now with the openssl command, valid for a day. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-tls-"));
  try {
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { encoding: "utf8" },
    );
    if (made.error || made.status !== 0)
      throw new Error(`openssl could not make a certificate: ${made.error?.message ?? made.stderr}`);
    return {
      key: fs.readFileSync(path.join(dir, "key.pem")),
      cert: fs.readFileSync(path.join(dir, "cert.pem")),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "upgrade"]);

/**
 * A TLS-terminating reverse proxy on 127.0.0.1, configured like a common nginx set-up: it rewrites Host
 * to the upstream's address (`proxy_set_header Host $proxy_host`), sends no X-Forwarded-Host, and adds
 * X-Forwarded-Proto and X-Forwarded-For.
 */
export async function startTlsProxy(): Promise<TlsProxy> {
  let upstream: URL | undefined;
  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    if (!upstream) {
      res.writeHead(502).end("No upstream yet");
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    const forwardedFor = req.headers["x-forwarded-for"];
    headers.host = upstream.host;
    headers["x-forwarded-proto"] = "https";
    headers["x-forwarded-for"] = [forwardedFor, req.socket.remoteAddress].filter(Boolean).join(", ");
    const onward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const raw: string[] = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2)
          if (!HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase()))
            raw.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw);
        answer.pipe(res);
      },
    );
    onward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    forwardTo(target) {
      upstream = new URL(target);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
