import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The built client goes where the Python server serves it from (git-ignored; produced by `make`).
const outDir = fileURLToPath(new URL("../src/tcgkit/server/static", import.meta.url));
// `npm run dev` proxies to a running `tcgkit serve` (TCGKIT_URL, default http://127.0.0.1:8000).
const server = process.env.TCGKIT_URL ?? "http://127.0.0.1:8000";

export default defineConfig({
  base: "/",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: { outDir, emptyOutDir: true, assetsDir: "assets", sourcemap: false, target: "es2020" },
  server: { proxy: { "/api": server, "/ws": { target: server.replace(/^http/, "ws"), ws: true } } },
  test: { include: ["src/**/*.test.ts"], environment: "node" },
});
