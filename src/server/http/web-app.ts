import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageHtmlFile } from '../../shared/page-html-file';
import { errorBody } from './errors';
import { pageWithFirstData } from './first-data';
import { serverHttpText } from './texts';

/**
 * The HTML for a page address: the build's own copy for that address when it has one (index.html
 * naming the page's scripts, so the browser fetches them at once: src/shared/pages.ts),
 * index.html otherwise. Looked up per request, like every file here.
 */
function htmlFileFor(webDir: string, url: string): string {
  const own = pageHtmlFile(url);
  return own && existsSync(path.join(webDir, own)) ? own : 'index.html';
}

/** Header values of the pages and files served. */
/* eslint-disable lingui/no-unlocalized-strings -- HTTP header values */
const HTML_TYPE = 'text/html; charset=utf-8';
const VARY = 'Cookie, Accept-Encoding, Accept-Language';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/* eslint-enable lingui/no-unlocalized-strings */

/** The encodings the browser takes, as `Accept-Encoding` says (`br;q=0` refuses one). */
function acceptsEncoding(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name, ...parameters] = part.trim().split(';');
      return name === encoding && !parameters.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
}

/**
 * A page's HTML: with the signed-in user's first data when there is some (./first-data.ts), made
 * for this request, so never stored by a cache and compressed here; the build's file otherwise.
 */
async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  webDir: string,
  url: string,
): Promise<FastifyReply> {
  const file = htmlFileFor(webDir, url);
  const page = await pageWithFirstData(app, request, url, () => readFile(path.join(webDir, file), 'utf8'));
  if (page === null) return reply.header('cache-control', 'no-cache').sendFile(file);
  reply.header('content-type', HTML_TYPE).header('cache-control', 'no-store').header('vary', VARY);
  if (acceptsEncoding(request, 'br')) {
    const body = brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (acceptsEncoding(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}

/**
 * Serves the built web app from `webDir` and answers unknown `/api` paths with the API's error
 * shape. Any other path gets the web app's HTML, so the client router can show the page or its own 404.
 */
export async function installWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      // Precompressed .br/.gz files are written by the build; a Chromebook gets the small ones.
      preCompressed: true,
      // Our own cache policy below; the plugin's default would send max-age=0 for everything.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  if (hasBuild) {
    // The static plugin answers a bare `/` as a directory listing it won't give (403) when the client
    // sends no Accept-Encoding (curl, uptime checks); the page itself is what `/` means.
    app.get('/', (request, reply) => sendPage(app, request, reply, webDir, '/'));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A missing asset is a 404, never index.html: a browser would run HTML as a script.
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      url.startsWith('/assets/') ||
      request.method !== 'GET' ||
      !hasBuild
    ) {
      return reply
        .code(404)
        .send(errorBody({ route: [serverHttpText.t('routeNotFound', { method: request.method, url })] }));
    }
    return sendPage(app, request, reply, webDir, url);
  });
}
