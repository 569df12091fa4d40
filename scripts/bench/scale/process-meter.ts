// What the kernel says of a process the runners started: its resident memory and the CPU it has used.
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Resident set size in MB (/proc/<pid>/status VmRSS). */
export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** CPU time (user + system) the process has used, in ms: /proc/<pid>/stat fields 14 and 15, in ticks of 10 ms. */
export function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}
