import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Headers and limits every response gets. The Content-Security-Policy allows no inline script and
 * no third-party script; inline styles stay allowed because MUI (emotion) injects its styles at run time.
 * Product photos are plain URLs the browser loads (P17), hence https: images.
 */
export async function installSecurity(
  app: FastifyInstance,
  options: {
    rateLimitPerMinute: number;
    hsts: boolean;
    /** Which bucket a request counts in: its signed-in person's, else its address's (./rate-limit-bucket.ts). */
    rateLimitBucketOf: (request: FastifyRequest) => Promise<string>;
  },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // P17: product photos are http or https addresses the browser loads itself.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Classroom servers often run on plain http inside a school network, where HSTS would lock them
    // out; an installation behind HTTPS turns it on with HSTS=true (a year, subdomains included).
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Photos come from other sites (Google Drive thumbnails); they must load without CORP headers.
    crossOriginEmbedderPolicy: false,
  });

  // Counted per signed-in person, and per address for everyone else; a whole class often shares one
  // address behind the school router, so the address's limit is generous. A 429 says when the
  // minute ends in Retry-After (the plugin's default). A live-update stream (GET /api/events) counts
  // once when it opens, and a reconnecting tab at most every 5 seconds (its retry hint). No
  // compression is registered: a stream must not be buffered (the web build is precompressed
  // instead), and the CSP's connect-src 'self' admits the EventSource.
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: options.rateLimitBucketOf,
    // Buckets counted at once (least recently used go first): one per signed-in person now, so as
    // many as the session cache holds rather than the plugin's 5,000.
    cache: 50_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: the error handler answers 429 in its own words
      message: `Too many requests; try again in ${context.after}`,
    }),
  });
}
