import fs from 'node:fs';
import pino from 'pino';
import { standardOutput } from '../../src/server/logging/logger';

/**
 * A process that logs `count` lines through the server's standard output and ends at once, the
 * way `how` says: `exit` (process.exit, as main.ts does on SIGTERM) or `crash` (an uncaught
 * exception); or, `idle`, runs on quietly for 3 s and says so on standard output. test/unit/log-destination.test.ts counts the lines that arrived.
 */
const [how, countText] = process.argv.slice(2);
const log = pino({ level: 'info' }, standardOutput());
const count = Number(countText);
for (let i = 0; i < count; i++) log.info({ i, padding: 'x'.repeat(200) }, 'line');
if (how === 'exit') process.exit(0);
if (how === 'crash') throw new Error('crashed on purpose');
// A quiet server: the lines must go out while it runs on, not wait for the next ones or the exit.
if (how === 'idle') setTimeout(() => fs.writeSync(1, 'STILL RUNNING\n'), 3_000);
