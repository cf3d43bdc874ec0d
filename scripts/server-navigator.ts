/**
 * The `navigator` the compiled server's packages see (esbuild `inject`, scripts/build.ts). Node 20
 * has no global navigator; pg and zod read its `userAgent` to tell Cloudflare Workers apart, and
 * without one pg builds a `Response` to find out, which loads Node's fetch library at every start.
 */
export const navigator = { userAgent: `Node.js/${process.versions.node}` };
