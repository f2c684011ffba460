import { readdirSync, readFileSync } from 'node:fs';

export interface TreeProcess {
  pid: number;
  command: string;
  alive: boolean;
}

function parentOf(pid: number): number | undefined {
  try {
    // The command may hold spaces and parentheses; the fields after its closing ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return undefined;
  }
}

/**
 * The process `root` and every descendant (Linux /proc), detached process groups included. With `known`,
 * those processes again, each marked alive or not: a process whose parent died is re-parented to init, so it
 * would drop out of a fresh walk from `root` — exactly the orphans to find.
 */
export function processTree(root: number, known?: readonly TreeProcess[]): TreeProcess[] {
  if (known) {
    return known.map((p) => {
      const command = commandOf(p.pid);
      // A recycled pid would carry another command.
      return { ...p, alive: command !== undefined && command === p.command };
    });
  }
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const childrenOf = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== undefined) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), pid]);
  }
  const tree: TreeProcess[] = [];
  const visit = (pid: number) => {
    const command = commandOf(pid);
    if (command !== undefined) tree.push({ pid, command, alive: true });
    for (const child of childrenOf.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}
