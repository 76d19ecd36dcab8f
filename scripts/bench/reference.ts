// The bench's fixed reference S: nginx serving a static 60 KB page from this machine. Every figure is
// printed as a ratio to S measured in the same run, so runs on different machines or days compare.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/helpers/server.ts";

export const REFERENCE_PAGE_BYTES = 60 * 1024;

export type Reference = { url: string; stop(): Promise<void> };

/** The page S serves: `html` cut or padded to exactly 60 KB, whatever the size of the page it starts
 * from, so that S means the same from run to run (a page of ours that grows must not make S slower). */
export function referencePage(html: string): Buffer {
  const bytes = Buffer.from(html);
  if (bytes.length >= REFERENCE_PAGE_BYTES) return bytes.subarray(0, REFERENCE_PAGE_BYTES);
  const padding = REFERENCE_PAGE_BYTES - bytes.length;
  return Buffer.concat([
    bytes,
    Buffer.from(`<!--${"x".repeat(Math.max(0, padding - 7))}-->`.slice(-padding)),
  ]);
}

/** Starts nginx (one worker per core, no logging) on a free port of 127.0.0.1, serving `referencePage`
 * of `html` as /index.html. */
export async function startReference(html: string): Promise<Reference> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-bench-nginx-"));
  fs.chmodSync(dir, 0o755); // nginx's workers run as an unprivileged user when started by root
  fs.writeFileSync(path.join(dir, "index.html"), referencePage(html));
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${dir}; }
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const url = `http://127.0.0.1:${port}/index.html`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (i > 100) throw new Error(`nginx did not serve the page (${status})`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
