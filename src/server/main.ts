import { buildApp } from './app';
import { ensureAdmin } from './bootstrap-admin';
import { readConfig } from './config';
import { setupReason } from './integrations/spotify/spotify-setup';
import { toSafeError } from './logging/safe-error';
import { openConfiguredDatabase } from './open-configured-database';

/** Start: read config, open and migrate the database, create the admin on first start, listen. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  const { applied } = await database.migrate();
  const admin = await ensureAdmin(database.db, config.adminUsername, config.adminPassword);

  const app = await buildApp({ database, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing PGlite cleanly matters: it writes its data folder on close.
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the server's log
  const where = database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info(
    { driver: database.driver, migrationsApplied: applied, startMs: Math.round(performance.now() - started) },
    `Classmint is ready on port ${config.port}, data in ${where}`,
  );
  // The jukebox: why it can't connect, where an admin looks first (never the secrets themselves).
  if (config.spotify.ready) app.log.info({ redirectUri: config.spotify.redirectUri }, 'Spotify jukebox can connect');
  else app.log.info(`Spotify jukebox off: ${setupReason(config.spotify.reason)}`);
  // The school's sign-in (P46): where the provider must send people back (never the secret).
  if (config.oidc.ready) {
    app.log.info(
      { issuer: config.oidc.issuer.href, redirectUri: config.oidc.redirectUri, passwordSignIn: config.passwordSignIn },
      `Sign in with ${config.oidc.name} is on`,
    );
  }
  if (admin.created && admin.generatedPassword) {
    // Printed once, on purpose outside the structured log, so it isn't shipped to log collectors.
    process.stdout.write(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- printed at the terminal of whoever starts the server, as its log is
      `\n  Admin account created.\n  Username: ${config.adminUsername}\n  Password: ${admin.generatedPassword}\n  Keep it somewhere safe; it will not be shown again.\n\n`,
    );
  } else if (admin.created) {
    app.log.info({ username: config.adminUsername }, 'admin account created from ADMIN_USERNAME/ADMIN_PASSWORD');
  }
}

main().catch((error: unknown) => {
  // A failed start (a migration, creating the admin) may come from a query: print it without its values.
  console.error(toSafeError(error).message);
  process.exit(1);
});
