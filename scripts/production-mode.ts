// Imported first by a command that renders the site's pages in its own process (`npm run archive`):
// React picks its production or development build from NODE_ENV when first imported, and the command's
// other imports load it (through React Router) before any of its own code runs. Without this the archive
// rendered every page with React's development build, about three times the CPU (the server's entry
// does the same: scripts/build-server.mjs). A NODE_ENV given (the tests' `test`) is kept.
process.env.NODE_ENV ||= "production";
