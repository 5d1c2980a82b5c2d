/**
 * Loads the WebAssembly build of DDS and gives typed access to the C functions we call. Structs
 * passed by value are passed as pointers in the WebAssembly C ABI, so every function takes
 * addresses in the module's memory; `heap32()` is re-read after each call because memory grows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DdError } from '../../logic/ddError';
import { engineSearchPath, findEngineDirectory } from './engineFiles';

/** The raw exports of dds.wasm (names as Emscripten exports them). */
export interface DdsModule {
  _CalcDDtable(deal: number, result: number): number;
  _DealerPar(table: number, result: number, dealer: number, vulnerable: number): number;
  _SolveBoard(deal: number, target: number, solutions: number, mode: number, result: number, threadIndex: number): number;
  _AnalysePlayBin(deal: number, play: number, result: number, threadIndex: number): number;
  _SetMaxThreads(threads: number): void;
  _ErrorMessage(code: number, line: number): void;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
}

type ModuleFactory = (options: { wasmBinary: Uint8Array }) => Promise<DdsModule>;

/** Instantiates DDS from `directory` (default: the built engine found by `findEngineDirectory`). */
export async function loadDdsModule(directory: string | undefined = findEngineDirectory()): Promise<DdsModule> {
  if (!directory || !existsSync(join(directory, 'dds.wasm')) || !existsSync(join(directory, 'dds.js'))) {
    throw new DdError('dd.engine-missing', { searched: directory ? [directory] : engineSearchPath() });
  }
  const wasmBinary = readFileSync(join(directory, 'dds.wasm'));
  // The glue is a file of the build, not part of the bundle: load it at run time.
  const factory = require(join(directory, 'dds.js')) as ModuleFactory;
  const module = await factory({ wasmBinary });
  module._SetMaxThreads(1);
  return module;
}
