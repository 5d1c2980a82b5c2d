/**
 * `check` in a terminal (issue: a new user's command line): the progress line is cleared before
 * a file's findings, so each finding starts at column 0; the severity coloured with `--color
 * always` or on a terminal, never with `NO_COLOR` or in a pipe; `--hide` and `--min-severity`
 * like the editor's `pbn.diagnostics.hide`; findings sorted by position in each file; the summary
 * counts errors, warnings and rulings.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCli } from '../../server/src/cli/main';
import { shownChunk } from '../../server/src/cli/io';
import { terminalText } from '../../server/src/text/terminalText';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

/** Runs the CLI with both streams on one "terminal": every write in order, tagged by stream. */
async function inTerminal(argv: string[], env: Record<string, string | undefined> = {}) {
  const writes: Array<{ stream: 'out' | 'err'; text: string }> = [];
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    const status = await runCli(argv, {
      // What the process's streams show on a terminal (io.ts): controls escaped, the CLI's own codes kept.
      stdout: (written, kind) => { const chunk = shownChunk(written, kind, true); writes.push({ stream: 'out', text: typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8') }); },
      stderr: (text) => { writes.push({ stream: 'err', text: terminalText(text) }); },
      stderrIsTTY: true, stdoutIsTTY: true, stdin: () => [],
    });
    return { status, writes, screen: writes.map((write) => write.text).join(''), stdout: writes.filter((write) => write.stream === 'out').map((write) => write.text).join('') };
  } finally {
    process.env = saved;
  }
}

describe('check in a terminal', () => {
  let folder: string;
  let revoke: string;
  let wrongScore: string;
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-terminal-'));
    revoke = path.join(folder, 'a-revoke.pbn');
    wrongScore = path.join(folder, 'b-score.pbn');
    // The revoke board with an unmarked revoke (a warning and a ruling) and a bad Dealer (an error) at line 5.
    writeFileSync(revoke, pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' }).replace('[Dealer "S"]', '[Dealer "Q"]'));
    // 4♠ by South, NS vulnerable, 9 tricks: NS 620 is wrong (Law 77: NS −100).
    writeFileSync(wrongScore, pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS 620' }));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('clears the progress line before the findings of a file: every finding starts at column 0', async () => {
    const { screen } = await inTerminal(['check', '--color', 'never', folder]);
    // What the terminal shows: a carriage return moves to column 0, so the text after the last \r of each line is what is seen.
    const lines = screen.split('\n').map((line) => line.slice(line.lastIndexOf('\r') + 1));
    const findings = lines.filter((line) => line.includes(' pbn.'));
    assert.ok(findings.length >= 3);
    for (const line of findings) assert.ok(line.startsWith(folder), `starts at column 0: ${JSON.stringify(line)}`);
    assert.ok(!screen.split('\n').some((line) => /\[\d\/2\][^\r]*\S[^\r]*pbn\./.test(line)), 'no finding glued to the progress text');
  });

  it('sorts each file\'s findings by line and column and counts errors, warnings and rulings', async () => {
    const { status, stdout } = await inTerminal(['check', '--color', 'never', revoke, wrongScore]);
    assert.equal(status, 1);
    const lines = stdout.trimEnd().split('\n');
    const positions = lines.slice(0, -1).filter((line) => line.startsWith(revoke)).map((line) => line.slice(revoke.length + 1).split(' ')[0].split(':').map(Number));
    const sorted = [...positions].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    assert.deepEqual(positions, sorted);
    // Errors: the bad Dealer and the wrong Score; warning: the unmarked revoke, which is also the one ruling.
    assert.equal(lines[lines.length - 1], '2 files · 2 errors · 1 warning · 1 ruling');
  });

  it('colours the severity with --color always, and on a terminal unless NO_COLOR is set', async () => {
    const always = await inTerminal(['check', '--color', 'always', wrongScore]);
    assert.match(always.stdout, /:\d+:\d+ \x1b\[31merror\x1b\[0m pbn\.score\.mismatch /);
    const auto = await inTerminal(['check', wrongScore], { NO_COLOR: undefined, TERM: 'xterm' });
    assert.match(auto.stdout, /\x1b\[31merror\x1b\[0m/);
    const noColor = await inTerminal(['check', wrongScore], { NO_COLOR: '1' });
    assert.ok(!noColor.stdout.includes('\x1b['), 'NO_COLOR is honoured');
    assert.ok(!(await inTerminal(['check', '--color', 'never', wrongScore])).stdout.includes('\x1b['));
  });

  it('--hide leaves out codes and their dotted prefixes; --min-severity the less severe', async () => {
    const hidden = await inTerminal(['check', '--color', 'never', '--hide', 'pbn.side,pbn.revoke.equity', revoke]);
    assert.doesNotMatch(hidden.stdout, /pbn\.side\.bad|pbn\.revoke\.equity/);
    assert.match(hidden.stdout, /pbn\.revoke\.unmarked/);
    assert.equal(hidden.status, 0, 'the hidden error does not count');
    const errorsOnly = await inTerminal(['check', '--color', 'never', '--min-severity', 'error', revoke]);
    assert.deepEqual(errorsOnly.stdout.trimEnd().split('\n').slice(0, -1).map((line) => line.split(' ')[1]), ['error']);
    const json = await inTerminal(['check', '--format', 'json', '--min-severity', 'warning', revoke]);
    const severities = JSON.parse(json.stdout).files[0].games.flatMap((game: { diagnostics: Array<{ severity: string }> }) => game.diagnostics.map((diagnostic) => diagnostic.severity));
    assert.ok(severities.length > 0 && severities.every((severity: string) => severity === 'error' || severity === 'warning'), severities.join(' '));
  });

  it('refuses a bad --color or --min-severity with one line, and the options outside check', async () => {
    for (const argv of [['check', '--color', 'sometimes', revoke], ['check', '--min-severity', 'fatal', revoke], ['fix', '--hide', 'pbn.side', revoke]]) {
      const { status, writes } = await inTerminal(argv);
      assert.equal(status, 2, argv.join(' '));
      assert.match(writes.find((write) => write.stream === 'err')!.text, /^pbn-director: (--color must be auto, always or never|--min-severity must be error, warning, info or hint|--color, --hide and --min-severity belong to the check command)/);
    }
  });
});
