import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** The database the run used and its server version (PGlite embeds a PostgreSQL too). */
  database: { kind: 'pglite' | 'postgres'; version: string };
}

export function describeMachine(database: Machine['database']): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'inconnu',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    database,
  };
}

export function machineLine(machine: Machine): string {
  const base = machine.database.kind === 'pglite' ? 'PGlite (embarquée)' : 'PostgreSQL';
  return `${machine.cpu}, ${machine.cores} cœurs, ${machine.memoryGiB} Gio, Node ${machine.node.slice(1)}, ${base} ${machine.database.version}`;
}
