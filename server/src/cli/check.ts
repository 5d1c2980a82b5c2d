/**
 * `pbn-director check`: runs the checks over files and folders and prints the diagnostics like a
 * compiler (`file:line:col severity code message`) or as JSON. Each file is read one game at a
 * time (checkFile.ts), so memory does not grow with its size; with several files, workers check
 * them on the machine's cores and the output still comes in the order of the arguments
 * (checkWorkers.ts). Progress goes to stderr when it is a terminal and there are several files.
 */
import { LanguageService, ServiceSettings } from '../languageService';
import { CliArguments } from './args';
import { checkInput } from './checkFile';
import { checkInWorkers, workerCount } from './checkWorkers';
import { DeferredOutput } from './deferredOutput';
import { expandPaths } from './files';
import { InputText } from './inputText';
import { CliIo } from './io';
import { StdoutBatch } from './stdoutBatch';

/** Runs `check`; returns the exit status. */
export async function runCheck(args: CliArguments, _service: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  const files = await expandPaths(args.paths);
  const format = args.format === 'json' ? 'json' : 'text';
  const output = new StdoutBatch(io);
  // JSON is written only once every file has been read, as before: a file that cannot be read leaves standard output empty.
  const json = format === 'json' ? new DeferredOutput() : undefined;
  const showProgress = io.stderrIsTTY && files.length > 1;
  let errors = 0;
  let results: ReturnType<typeof checkInWorkers> | undefined;
  try {
    json?.write('{\n  "files": [');
    const jobs = files.includes('-') ? 1 : workerCount(files.length);
    results = jobs > 1 ? checkInWorkers(files, format, settings, jobs) : undefined;
    for (const [number, file] of files.entries()) {
      if (showProgress) io.stderr(`\r[${number + 1}/${files.length}] ${file}`.padEnd(80).slice(0, 80));
      json?.write(number > 0 ? ',\n' : '\n');
      if (results) {
        const result = await results.next(number);
        errors += result.errors;
        result.output.drainTo((text) => (json ?? output).write(text));
      } else {
        errors += await checkInput(await InputText.open(file, io), format, settings, output, json);
      }
      await output.flush();
    }
  } catch (error) {
    json?.discard();
    throw error;
  } finally {
    results?.close();
  }
  if (showProgress) io.stderr('\r'.padEnd(81) + '\r');
  if (json) {
    json.write(files.length ? '\n  ]\n}\n' : ']\n}\n');
    json.drainTo((text) => output.direct(text));
  } else {
    output.direct(`${files.length} file${files.length === 1 ? '' : 's'} checked, ${errors} error${errors === 1 ? '' : 's'}\n`);
  }
  await output.flush();
  return errors > 0 ? 1 : 0;
}
