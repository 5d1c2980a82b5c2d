/**
 * Where the built engine lives: `dds.wasm` and its glue `dds.js` in `dist/`, next to the running
 * bundle (`__dirname` of dist/server.js or dist/ddWorker.js), or the repository's `dist/` when the
 * code runs from source (tests under tsx). `dist/dds-build.json` says where the test data is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What `scripts/dds/build.sh` records about the engine it built. */
export interface EngineBuildInfo {
  dds: string;
  sha256: string;
  /** DDS's test data (`hands/list100.txt` …) in the build cache. */
  hands: string;
}

/** The folders searched for the engine, nearest first. */
export function engineSearchPath(start: string = __dirname): string[] {
  const folders = [start];
  for (let folder = start, depth = 0; depth < 6; depth++) {
    folders.push(join(folder, 'dist'));
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return folders;
}

/** The folder holding `dds.wasm` and `dds.js`, or undefined when the engine is not built. */
export function findEngineDirectory(start: string = __dirname): string | undefined {
  return engineSearchPath(start).find((folder) => existsSync(join(folder, 'dds.wasm')) && existsSync(join(folder, 'dds.js')));
}

/** The build record next to the engine, when there is one. */
export function engineBuildInfo(directory: string | undefined = findEngineDirectory()): EngineBuildInfo | undefined {
  if (!directory) return undefined;
  try {
    return JSON.parse(readFileSync(join(directory, 'dds-build.json'), 'utf8')) as EngineBuildInfo;
  } catch {
    return undefined;
  }
}
