/**
 * Reading a Chrome CPU profile (`Profiler.stop`) of the web build: which source file each sample ran in,
 * through the build's source maps, and the self time per source.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface ProfileFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: { id: number; callFrame: ProfileFrame }[];
  samples: number[];
  timeDeltas: number[];
}
export interface ProfileSample {
  /** Time since the profile started, at the end of this sample. */
  at: number;
  ms: number;
  /** Null for an idle sample. */
  frame: ProfileFrame | null;
}

/**
 * A function naming the source a frame ran in: the app and the domain package by file, npm packages by
 * package (`byFile` adds the file inside the package).
 */
export function webSourceNamer(webDist: string, { byFile = false } = {}): (frame: ProfileFrame) => string {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      try {
        const mapPath = resolve(webDist, `${file}.map`);
        // Given the map's own path, the sources come back as absolute paths.
        maps.set(file, new TraceMap(readFileSync(mapPath, 'utf8'), mapPath));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file) ?? null;
  };
  return (frame) => {
    if (!frame.url.includes('/assets/'))
      return frame.url ? `(other) ${frame.url}` : `(${frame.functionName || 'program'})`;
    const file = frame.url.slice(frame.url.indexOf('/assets/') + 1);
    const map = mapOf(file);
    // A frame without a position (the script's own top level, say) has line -1.
    if (!map || frame.lineNumber < 0) return file;
    // CPU profiles count lines from 0, source maps from 1.
    const source =
      originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source ?? file;
    const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
    if (inModules) return byFile ? `npm:${inModules[1]}/${inModules[2]}` : `npm:${inModules[1]}`;
    return source.replace(/^.*?\/web\/src\//, 'web/src/').replace(/^.*?\/packages\//, 'packages/');
  };
}

/** The profile's samples in order, each with its duration in ms. */
export function samplesOf(profile: CpuProfile): ProfileSample[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  let at = 0;
  return profile.samples.map((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    at += ms;
    const frame = byId.get(id) ?? null;
    return { at, ms, frame: frame && frame.functionName !== '(idle)' ? frame : null };
  });
}

/** Busy time in total and per source, idle samples left out. */
export function selfTimeBySource(
  samples: ProfileSample[],
  sourceOf: (frame: ProfileFrame) => string,
): { totalMs: number; bySource: Map<string, number> } {
  const bySource = new Map<string, number>();
  let totalMs = 0;
  for (const { ms, frame } of samples) {
    if (!frame) continue;
    totalMs += ms;
    addTo(bySource, sourceOf(frame), ms);
  }
  return { totalMs, bySource };
}

export function addTo(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

/** The largest entries, largest first. */
export function topEntries(map: Map<string, number>, count: number): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** The largest entries, one per line: `    12.3 ms  source`. */
export function topLines(map: Map<string, number>, count: number): string[] {
  return topEntries(map, count).map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`);
}
