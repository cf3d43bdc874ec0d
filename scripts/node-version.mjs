// Stops `npm start` and the test runs on a Node.js that Classmint doesn't support, with what to do
// instead of a stack trace from a library that needs a newer one. Plain JavaScript with no package
// imports, so it runs on an old Node too; imported first by scripts/start.mjs and the vitest configs.
// The versions are package.json's `engines` (test/unit/engines.test.ts checks they agree).

/** Whether this Node.js version ("24.11.0") is one Classmint runs on: 24.11 or newer in 24, or 26+. */
export function isSupportedNode(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return (major === 24 && minor >= 11) || major >= 26;
}

export const UNSUPPORTED_NODE_MESSAGE = `Classmint runs on Node.js 24 (24.11 or newer) or 26; this is Node.js ${process.versions.node}.
Node.js 20 reached its end of life on 2026-04-30. Install Node.js 24 (https://nodejs.org, or
\`nvm install 24\`, or \`fnm install 24\`), or run this once with Node.js 24 from the npm registry:
  npx -p node@24 -- npm start      (or: npx -p node@24 -- npm test)
`;

if (!isSupportedNode(process.versions.node)) {
  process.stderr.write(UNSUPPORTED_NODE_MESSAGE);
  process.exit(1);
}
