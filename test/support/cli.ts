/**
 * Test helper: runs the CLI in-process with its streams captured (standard output as bytes and
 * as text — strings as written, bytes read as Latin-1 —, standard error as text), and standard
 * input fed from a buffer.
 */
import { runCli } from '../../server/src/cli/main';
import { shownChunk } from '../../server/src/cli/io';
import { terminalText } from '../../server/src/text/terminalText';

/** What one CLI run printed and returned. */
export interface CliRun {
  status: number;
  output: string;
  bytes: Buffer;
  errors: string;
}

/** Runs `pbn-director argv…`, with `stdin` as standard input. */
export async function runCaptured(argv: readonly string[], stdin: Buffer = Buffer.alloc(0)): Promise<CliRun> {
  const chunks: Buffer[] = [];
  let output = '';
  let errors = '';
  const status = await runCli(argv, {
    stdout: (written, kind) => {
      // What the process's streams would show (io.ts): text escaped, a document's text and bytes as they are.
      const chunk = shownChunk(written, kind, false);
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
      output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('latin1');
    },
    stderr: (text) => { errors += terminalText(text); },
    stderrIsTTY: false,
    stdin: () => [stdin],
  });
  return { status, output, bytes: Buffer.concat(chunks), errors };
}
