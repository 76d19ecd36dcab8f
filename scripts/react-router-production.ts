import type { Plugin } from "vite";

const DEVELOPMENT = "/react-router/dist/development/";
const PRODUCTION = "/react-router/dist/production/";

/** The browser gets React Router's production build. The package ships one beside its development
 * build (the same code with its development warnings off), but its exports always name the
 * development build (remix-run/react-router#14102), whose warnings and their long messages a
 * minifier cannot drop: about 600 bytes of the article page's gzipped JavaScript. Only the client
 * build is redirected: on the server every import of `react-router` keeps the package's own
 * resolution, so that the server's modules share one copy. Before Vite's resolver, which would
 * otherwise resolve the package without asking. */
export function reactRouterProduction(): Plugin {
  return {
    name: "borderland-react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: {
      filter: { id: /^react-router(\/|$)/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved?.id.includes(DEVELOPMENT)) return resolved;
        return { ...resolved, id: resolved.id.replace(DEVELOPMENT, PRODUCTION) };
      },
    },
  };
}
