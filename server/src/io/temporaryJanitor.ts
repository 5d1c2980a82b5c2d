/**
 * The CLI's janitor: a small Node process, started with the first temporary file of a run, that
 * removes the run's temporaries once the run has ended, however it ended. The run tells it each
 * temporary's path (one JSON string a line, on a pipe); when the pipe closes (the run exited, or
 * a signal ended it: SIGINT, SIGTERM, SIGHUP, even SIGKILL), the janitor removes those of the
 * paths that are still regular files, and the spill files of the run's process id in the
 * temporary folder (worker threads make them too, without telling it). A temporary's name is
 * unique (process id and random digits) and gone once renamed or removed, so a finished run
 * leaves nothing for it to do. Because the run installs no signal handler, a signal ends it at
 * once, even in the middle of a long synchronous computation. The janitor runs in a session of
 * its own (a Ctrl-C to the terminal's process group does not reach it) and keeps nothing alive.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';

/** The janitor's program: `node -e PROGRAM PID TMPDIR SPILL_PREFIX`. */
const PROGRAM = `
const fs = require('fs');
const path = require('path');
const [, folder, prefix] = process.argv.slice(1);
let text = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { text += chunk; });
process.stdin.on('end', () => {
  const remove = (file) => { try { if (fs.lstatSync(file).isFile()) fs.unlinkSync(file); } catch {} };
  for (const line of text.split('\\n')) { if (line) { try { remove(JSON.parse(line)); } catch {} } }
  let names = [];
  try { names = fs.readdirSync(folder); } catch {}
  for (const name of names) if (name.startsWith(prefix) && name.endsWith('.tmp')) remove(path.join(folder, name));
});
`;

let janitor: ChildProcess | undefined;

/** Starts the janitor of this process unless it runs already (the CLI's main thread only); `spillPrefix` starts the names of this process's spill files. */
export function startJanitor(spillPrefix: string): void {
  if (janitor) return;
  const environment = { ...process.env };
  delete environment.NODE_OPTIONS;
  janitor = spawn(process.execPath, ['-e', PROGRAM, String(process.pid), tmpdir(), spillPrefix], { detached: true, stdio: ['pipe', 'ignore', 'ignore'], env: environment });
  // A janitor that cannot start leaves the run as it was before (the next run removes the leftovers).
  janitor.on('error', () => undefined);
  janitor.stdin!.on('error', () => undefined);
  janitor.unref();
  (janitor.stdin as unknown as { unref?: () => void }).unref?.();
}

/** Tells the janitor of a temporary that exists now (written at once: a short line on an empty pipe). */
export function tellJanitor(file: string): void {
  janitor?.stdin?.write(`${JSON.stringify(file)}\n`);
}
