import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat on Linux (USER_HZ, 100 on every usual kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system), in milliseconds, or null where /proc is
 * missing. Divided by the requests it served, it is the cost of a request, which a neighbour's load
 * on the machine changes far less than the requests per second.
 */
export function processCpuMs(pid: number): number | null {
  try {
    // Fields after the command name, which may itself contain spaces or parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
