// Where a server's memory is, for docs/performance.md: loaded into the server with
// `NODE_OPTIONS=--import=./scripts/bench/memory-probe.mjs MEMORY_PROBE_FILE=/tmp/probe.log npm run bench`
// (the bench passes its environment on), it appends a line every 4 seconds: resident memory, V8's heap
// by space, WebAssembly memories (PGlite's), and the largest mappings of /proc/self/smaps.
import fs from "node:fs";
import v8 from "node:v8";

const file = process.env.MEMORY_PROBE_FILE;
const memories = [];
const keep = (memory) => memories.push(new WeakRef(memory));
const { WebAssembly, setInterval } = globalThis;
const Memory = WebAssembly.Memory;
WebAssembly.Memory = function (descriptor) {
  const memory = new Memory(descriptor);
  keep(memory);
  return memory;
};
WebAssembly.Memory.prototype = Memory.prototype;
const mb = (bytes) => Math.round(bytes / 1048576);

function largestMappings(count) {
  const regions = [];
  for (const line of fs.readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head)
      regions.push({ size: parseInt(head[2], 16) - parseInt(head[1], 16), rss: 0, name: head[3] || "anon" });
    else if (line.startsWith("Rss:")) regions.at(-1).rss = Number(line.split(/\s+/)[1]) * 1024;
  }
  regions.sort((a, b) => b.rss - a.rss);
  return regions.slice(0, count).map((r) => `${mb(r.rss)}/${mb(r.size)} ${r.name.replace(/.*\//, "")}`);
}

function report() {
  const usage = process.memoryUsage();
  const spaces = v8
    .getHeapSpaceStatistics()
    .filter((s) => s.space_size > 0)
    .map((s) => `${s.space_name.replace("_space", "")} ${mb(s.space_used_size)}/${mb(s.space_size)}`);
  const wasm = memories
    .map((r) => r.deref())
    .filter(Boolean)
    .map((m) => mb(m.buffer.byteLength));
  return (
    `${new Date().toISOString()} pid ${process.pid} rss ${mb(usage.rss)} MB; V8 heap ${mb(usage.heapUsed)}/` +
    `${mb(usage.heapTotal)} (${spaces.join(", ")}); external ${mb(usage.external)}, array buffers ` +
    `${mb(usage.arrayBuffers)}; WebAssembly memories [${wasm.join(", ")}] MB; largest mappings, resident/size MB: ` +
    `${largestMappings(8).join("; ")}\n`
  );
}

if (file) setInterval(() => fs.appendFileSync(file, report()), 4000).unref();
