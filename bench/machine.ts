import os from 'node:os';
import type { BenchResults } from './results';

/** What the numbers were measured on. */
export function describeMachine(postgres: string): BenchResults['machine'] {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.versions.node,
    postgres,
    platform: `${os.platform()} ${os.release()}`,
  };
}
