import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type Clock, systemClock } from './common/clock';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { createAccountService } from './features/account/account.service';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { createLoginDevices } from './features/auth/login-devices';
import { createLoginThrottle } from './features/auth/login-throttle.service';
import { createSessionCache } from './features/auth/session-cache';
import { listenForSessionRevocations } from './features/auth/session-revocations';
import { createSessionsService } from './features/auth/sessions.service';
import { schoolSignInRoutes } from './features/auth/school-sign-in.routes';
import { createSchoolSignIn } from './features/auth/school-sign-in.service';
import { signInBindingRoutes } from './features/auth/sign-in-binding.routes';
import { createSignInUnbinding } from './features/auth/sign-in-unbinding';
import { createOidcClient } from './integrations/oidc/oidc-client';
import { backupRoutes } from './features/backup';
import { coursesRoutes } from './features/courses/courses.routes';
import type { Departures } from './common/departures';
import { createCoursesService } from './features/courses/courses.service';
import { createCoTeachersService } from './features/courses/co-teachers.service';
import {
  createSubstituteCodesService,
  createSubstituteSessionsService,
  substitutesRoutes,
} from './features/substitutes';
import { courseNamedBy } from './common/co-teaching.queries';
import { substituteSeatOf } from './common/substitute-seats.queries';
import { hashSessionToken } from './http/session-token';
import { teacherExportRoutes } from './features/export/teacher-export.routes';
import { createTeacherExportService } from './features/export/teacher-export.service';
import { jukeboxFeature } from './features/jukebox';
import { emergencyRoutes } from './features/hallpasses/emergency.routes';
import { createEmergencyService } from './features/hallpasses/emergency.service';
import { hallpassesRoutes } from './features/hallpasses/hallpasses.routes';
import { createHallpassesService } from './features/hallpasses/hallpasses.service';
import { createKioskPasses } from './features/hallpasses/kiosks/kiosk-passes.service';
import { createKioskSessions } from './features/hallpasses/kiosks/kiosk-session';
import { createKiosksService } from './features/hallpasses/kiosks/kiosks.service';
import { kiosksRoutes } from './features/hallpasses/kiosks/kiosks.routes';
import { createSeparationsService } from './features/hallpasses/separations.service';
import { settleHeldPassesBefore } from './features/hallpasses/pass-expiry';
import { healthRoutes } from './features/health/health.routes';
import { ledgerRoutes } from './features/ledger/ledger.routes';
import { createLedgerService } from './features/ledger/ledger.service';
import { createPresetsService } from './features/ledger/presets.service';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { createNotificationsService } from './features/notifications/notifications.service';
import { scoresRoutes } from './features/scores/scores.routes';
import { createScoresService } from './features/scores/scores.service';
import { createStudentsService } from './features/students/students.service';
import { userAccountsRoutes } from './features/students/user-accounts.routes';
import { createPersonErasure } from './features/students/person-erasure';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { createRecordService } from './features/privacy/record.service';
import { DEFAULT_PURGE_SCHEDULE, type PurgeSchedule, schedulePurge } from './features/retention/purge-schedule';
import { retentionRoutes } from './features/retention/retention.routes';
import { createRostersService, rostersRoutes } from './features/rosters';
import { createRetentionService } from './features/retention/retention.service';
import { createTasksService } from './features/tasks/tasks.service';
import { notifyTeacherOfOrder } from './features/store/notify-teacher';
import { createPrimeService } from './features/store/prime.service';
import { createProductsService } from './features/store/products.service';
import { createPurchasesService, type OrderNotice } from './features/store/purchases.service';
import { storeRoutes } from './features/store/store.routes';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { settingsRoutes } from './features/settings/settings.routes';
import { createSettingsService } from './features/settings/settings.service';
import { notifyTeacherOfSong } from './features/songs/song-email';
import { songsRoutes } from './features/songs/songs.routes';
import { createSongsService } from './features/songs/songs.service';
import { createMigrationService } from './features/teachers/migration.service';
import { teachersRoutes } from './features/teachers/teachers.routes';
import { createTeachersService } from './features/teachers/teachers.service';
import { eventsRoutes } from './events/events.routes';
import { createEventHub, type EventHub } from './events/hub';
import { errorBody, installErrorHandlers } from './http/errors';
import { inLanguage, openLanguageScope, translationsLoaded } from './i18n/text-host';
import { serverHttpText } from './http/texts';
import { languageOfAcceptHeader } from '../shared/i18n/languages';
import { buildOpenApiDocument } from './http/openapi';
import type { Route } from './http/route';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id';
import { requestTimeoutOptions } from './http/request-timeouts';
import { createRateLimitBuckets } from './http/rate-limit-bucket';
import { createRequestActors } from './http/request-actor';
import { installSecurity } from './http/security';
import { installWebApp } from './http/web-app';
import { loggerOptions } from './logging/logger';
import { OneLinePerRequest } from './logging/request-log';

export interface AppDeps {
  database: Database;
  config: AppConfig;
  clock?: Clock;
  /** Tests pass a fake; otherwise SMTP_URL decides (P23). */
  mailer?: Mailer;
  /** Where log lines go (standard output unless a test reads them). */
  logStream?: NodeJS.WritableStream;
  /** Check every success answer against its contract, a mismatch being a fault (tests; production skips the cost). */
  validateResponses?: boolean;
  /** Live updates: the heartbeat period of event streams (tests shorten it). */
  events?: { heartbeatMs?: number };
  /** When the daily retention purge is checked (P43); false turns it off (tests purge by hand). */
  retentionPurge?: PurgeSchedule | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live-update streams (P38); tests read how many are open. */
    liveEvents: EventHub;
  }
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const CHECKOUTS_AT_ONCE = 4;

/** Wires the services and routes into a Fastify app without listening, so tests can inject requests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, config, clock = systemClock } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    ...requestTimeoutOptions(config.requestTimeoutMs),
    trustProxy: config.trustProxy,
    // Off: Fastify would take the header as sent without asking genReqId (./http/request-id.ts).
    requestIdHeader: false,
    // A URL that can't be decoded answers in the API's error shape, not the framework's.
    // It comes before any hook, so before the request's language scope: the header is read here.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400);
      const language = languageOfAcceptHeader(request.headers['accept-language']);
      const message = inLanguage(language, () => serverHttpText.t('notAnAddress'));
      void (reply as unknown as FastifyReply).code(status).send(errorBody({ url: [message] }));
    },
    genReqId: requestIdOf,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Every request answers in the language it asks for, or the one its person chose (route.ts, P51).
  app.addHook('onRequest', (request, _reply, done) =>
    openLanguageScope(languageOfAcceptHeader(request.headers['accept-language']), done),
  );
  await translationsLoaded();

  installErrorHandlers(app);
  const { db } = database;
  // Most requests learn who is asking from memory; the database announces every revocation (0008).
  const sessionCache = createSessionCache();
  // The live-update hub is made further down; a revocation heard before then has no stream to end.
  let streamsOfUserChanged: (userId: string) => void = () => undefined;
  const sessionRevocations = await listenForSessionRevocations(database, sessionCache, (userId) =>
    streamsOfUserChanged(userId),
  );
  app.addHook('onClose', async () => sessionRevocations.close());
  const sessions = createSessionsService(db, clock, config.sessionDays, sessionCache);
  const actors = createRequestActors({
    resolve: (token) => sessions.resolve(token),
    cached: (token) => sessions.cached(token),
    namedCourse: (teacherId, courseId) => courseNamedBy(db, teacherId, courseId),
    substitute: (token) => substituteSeatOf(db, hashSessionToken(token), clock.now()),
  });

  // Cookies first: the rate limit reads the session cookie to count a signed-in person on their own.
  await app.register(cookie);
  await installSecurity(app, {
    rateLimitPerMinute: config.rateLimitPerMinute,
    hsts: config.hsts,
    rateLimitBucketOf: createRateLimitBuckets(actors, config.rateLimitPerMinute),
  });
  const settings = createSettingsService(db, config.spotify.ready);
  const accounts = createAccountService(db, clock, sessions, settings);
  const auth = createAuthService(
    db,
    sessions,
    createLoginThrottle(db, clock),
    createLoginDevices(db, clock),
    accounts,
    {
      mode: config.passwordSignIn,
      provider: config.oidc.ready ? config.oidc.name : null,
    },
  );
  // P46: nothing reaches the provider before someone presses its button, so a provider that is down
  // can't hold up the start.
  const schoolSignIn = config.oidc.ready
    ? createSchoolSignIn(db, clock, config.oidc, createOidcClient(config.oidc, clock), sessions, app.log)
    : null;
  const teachers = createTeachersService(db, clock, sessions, settings);
  const migration = createMigrationService(database);
  const tasks = createTasksService(db, clock);
  const scores = createScoresService(db, clock, settings, tasks);
  const prime = createPrimeService(db, clock, settings, config.primeEnds);
  const ledger = createLedgerService(db, clock, settings, (actor) => prime.buy(actor));
  const mailer = deps.mailer ?? createMailer(config.smtpUrl, config.mailFrom, app.log);
  const products = createProductsService(db);
  const onStudentOrder = (notice: OrderNotice) => {
    // P23: a failed e-mail never fails the order that caused it; it goes to the log.
    void notifyTeacherOfOrder(mailer, notice).catch((error: unknown) =>
      app.log.warn({ err: error }, 'order e-mail failed'),
    );
  };
  // Checkouts at once: four, or half the connections if fewer, so reads keep the rest during a storm.
  // More only queue on a popular product's row lock (measured on a quiet machine: 2 -> 211,
  // 3 -> 324, 4 -> 334, 5 -> 309, 10 -> 273, 20 -> 220 orders/s; docs/decisions.md, issue 11). Issue
  // 43's trial of 16-20 slots ran at a load of 20-27 and could not tell; it stays four until measured.
  const checkoutsAtOnce = Math.max(1, Math.min(CHECKOUTS_AT_ONCE, Math.floor(database.connections / 2)));
  const purchases = createPurchasesService(db, clock, settings, onStudentOrder, checkoutsAtOnce);

  const jukebox = jukeboxFeature(db, clock, config, settings, app.log);
  const songs = createSongsService(
    db,
    clock,
    settings,
    (notice) => {
      // P23: a failed e-mail never fails the request that caused it; it goes to the log.
      void notifyTeacherOfSong(mailer, notice).catch((error: unknown) =>
        app.log.warn({ err: error }, 'song request e-mail failed'),
      );
    },
    jukebox.takeOffPlaylist,
  );
  // Deleting students settles what classmates paid into their songs and puts their pending
  // orders' units back on the shelf (issue 27), before the rows go.
  const departures: Departures = {
    async settle(tx, actor, studentIds) {
      await songs.settleDeparture(tx, actor, studentIds);
      await purchases.settleDeparture(tx, studentIds);
    },
  };
  const courses = createCoursesService(db, clock, sessions, departures);
  const students = createStudentsService(db, clock, sessions, courses, settings, departures);
  // P38: one listener per instance; streams end before the server closes, or it would wait for them.
  const liveEvents = createEventHub(database, {
    heartbeatMs: deps.events?.heartbeatMs,
    maxStreams: config.eventsMaxStreams,
    clock,
    log: app.log,
  });
  await liveEvents.start();
  streamsOfUserChanged = (userId) => liveEvents.sessionsChanged(userId);
  app.decorate('liveEvents', liveEvents);
  app.addHook('preClose', async () => liveEvents.close());

  const retention = createRetentionService(db, clock, { settlePasses: settleHeldPassesBefore });
  if (deps.retentionPurge !== false) {
    const stopPurging = schedulePurge(retention, deps.retentionPurge ?? DEFAULT_PURGE_SCHEDULE, app.log);
    app.addHook('onClose', async () => stopPurging());
  }

  const hallpasses = createHallpassesService(db, clock, settings, config.timeZone);
  const routes: Route[] = [
    ...healthRoutes(database),
    ...authRoutes(auth, sessions, config),
    ...schoolSignInRoutes(schoolSignIn, config),
    ...signInBindingRoutes(createSignInUnbinding(db, sessions)),
    ...accountRoutes(accounts),
    ...settingsRoutes(settings),
    ...teachersRoutes(teachers, migration),
    ...userAccountsRoutes(teachers, students, createPersonErasure(db, sessions, departures)),
    ...teacherExportRoutes(createTeacherExportService(db, settings)),
    ...backupRoutes(database, clock, config.timeZone),
    ...coursesRoutes(courses, createCoTeachersService(db, clock, courses)),
    ...scoresRoutes(scores, tasks),
    ...ledgerRoutes(db, ledger, createPresetsService(db)),
    ...notificationsRoutes(createNotificationsService(db)),
    ...storeRoutes(products, purchases),
    ...songsRoutes(songs),
    ...hallpassesRoutes(hallpasses, createSeparationsService(db)),
    ...kiosksRoutes({
      kiosks: createKiosksService(db, clock, settings, hallpasses.lifecycle),
      passes: createKioskPasses(db, clock, settings, hallpasses.creation, hallpasses.lifecycle),
      kioskSessions: createKioskSessions(db, clock),
      sessions,
      hub: liveEvents,
      config,
    }),
    ...emergencyRoutes(createEmergencyService(db, clock)),
    ...substitutesRoutes(
      createSubstituteCodesService(db, clock, courses),
      createSubstituteSessionsService(db, clock, courses),
      config,
      (token) => sessions.end(hashSessionToken(token)),
    ),
    ...jukebox.routes,
    ...eventsRoutes(liveEvents),
    ...privacyRoutes(createRecordService(db, clock, settings)),
    ...retentionRoutes(retention),
    ...rostersRoutes(createRostersService(db, clock, sessions)),
  ];

  const validateResponses = deps.validateResponses ?? false;
  for (const route of routes) route.install(app, { resolveActor: actors.resolve, validateResponses });

  // Built at the first request for it, not at start: describing every contract in JSON Schema took
  // ~60 ms of each start before its first answer (a CPU profile of `npm start`), for a document few
  // clients ever ask for.
  const routeDocs = routes.map((r) => r.doc);
  let openApi: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get(
    '/api/openapi.json',
    async () => (openApi ??= buildOpenApiDocument(routeDocs, process.env.npm_package_version ?? '0.1.0')),
  );

  await installWebApp(app, config.webDir);
  return app;
}
