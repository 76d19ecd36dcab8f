import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate build directory lets a second build run beside the main one (CI, parallel work).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
