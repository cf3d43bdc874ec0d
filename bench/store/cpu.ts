import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds so far, from /proc (Linux); null elsewhere. */
interface CpuSnapshot {
  at: number;
  app: number;
  /** By process id: a backend that exits during the run must not take its earlier time off the total. */
  postgres: Map<number, number>;
  generator: number;
  /** Every process on the machine, busy (not idle/iowait). */
  machine: number;
}

/** Where the CPU went during a run, in cores (1 = one core busy the whole time). */
export interface CpuShares {
  app: number;
  postgres: number;
  /** This process: the load generator, or the bare-SQL loop. */
  generator: number;
  /** Everything else on the machine (other processes, the kernel's share not charged to these). */
  other: number;
  machineCores: number;
}

const TICKS_PER_SECOND = 100;

function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresSeconds(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        seconds.set(Number(entry), processSeconds(Number(entry)));
    } catch {
      // The process ended while we looked.
    }
  }
  return seconds;
}

/** CPU time the postgres processes alive at the end spent since the start (all of it for the ones started since). */
function postgresDelta(start: Map<number, number>, end: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of end) total += seconds - (start.get(pid) ?? 0);
  return total;
}

function machineSeconds(): number {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  // user nice system idle iowait irq softirq steal guest guest_nice: busy is user + nice + system +
  // irq + softirq (guest time is already inside user and nice; steal is the host's, not ours).
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = (cpu ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}

function snapshot(appPid: number | null): CpuSnapshot | null {
  try {
    const own = process.cpuUsage();
    return {
      at: performance.now(),
      app: appPid ? processSeconds(appPid) : 0,
      postgres: postgresSeconds(),
      generator: (own.user + own.system) / 1e6,
      machine: machineSeconds(),
    };
  } catch {
    return null;
  }
}

/**
 * Starts counting; `stop()` answers the shares of the cores since. Postgres counts every postgres
 * process alive at the end, so stop before closing a pool (a backend that exits takes its time with
 * it, into "other").
 */
export function measureCpu(appPid: number | null): { stop(): CpuShares | null } {
  const start = snapshot(appPid);
  return {
    stop() {
      const end = snapshot(appPid);
      if (!start || !end) return null;
      const seconds = (end.at - start.at) / 1000;
      const share = (a: number, b: number) => Number(((b - a) / seconds).toFixed(2));
      const app = share(start.app, end.app);
      const postgres = share(0, postgresDelta(start.postgres, end.postgres));
      const generator = share(start.generator, end.generator);
      const machine = share(start.machine, end.machine);
      return {
        app,
        postgres,
        generator,
        other: Number(Math.max(0, machine - app - postgres - generator).toFixed(2)),
        machineCores: machine,
      };
    },
  };
}
