/**
 * Test helpers for LIN: the shared corpus (skipped with a message when absent), a language
 * service opened on a LIN text, positions found by searching the text, and hand-made boards whose
 * play, tricks and rulings are worked out in their comments; the reference verifier run on PBN
 * bytes (skipped with a message without ../shared or java).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService, ServiceSettings } from '../../server/src/languageService';
import { TextDiagnostic } from '../support/service';

/** shared/ sits beside the repository clone: <clone>/test/lin → <clone>/../shared. */
export const SHARED = path.resolve(__dirname, '../../../shared');
export const LIN_CORPUS = path.join(SHARED, 'corpus', 'lin');
export const REAL_CORPUS = path.join(SHARED, 'corpus', 'real');
export const VERIFIER = path.join(SHARED, 'tools', 'pbnjveri', 'verify');

/** The three corpus files. */
export const ROBOT_FILE = 'dominicprice-endplay_example1.lin';
export const SAMPLE_FILE = 'forrestrice-bridge-bots_sample.lin';
export const VUGRAPH_FILE = 'forrestrice-bridge-bots_usbf_sf_14502.lin';

/** Skips the suite (with a message) when `where` does not exist. */
export function requirePath(context: Mocha.Context, where: string, what: string): void {
  if (fs.existsSync(where)) return;
  console.log(`    skipped: ${what} is not at ${where} (CI places shared/ beside the clone as ../shared)`);
  context.skip();
}

/** A corpus file's text (read as Latin-1, as the files are ASCII). */
export function corpusText(name: string): string {
  return fs.readFileSync(path.join(LIN_CORPUS, name), 'latin1');
}

/** The PBN text the service serves a LIN text through (what `convert --to pbn` writes). */
export function converted(text: string, uri = 'file:///test/board.lin'): string {
  return getLanguageService().getModelView(TextDocument.create(uri, 'lin', 1, text), { language: 'en' })!.document.getText();
}

/** A LIN document, its service and diagnostics, and a way to find positions in it. */
export function openLin(text: string, settings: Partial<ServiceSettings> = {}, uri = 'file:///test/board.lin') {
  const service = getLanguageService();
  const document = TextDocument.create(uri, 'lin', 1, text);
  const fullSettings: ServiceSettings = { language: 'en', ...settings };
  const diagnostics = (service.doValidation(document, fullSettings) ?? []) as TextDiagnostic[];
  /** The position `delta` characters into the `occurrence`-th (0-based) match of `needle`. */
  const at = (needle: string, delta = 0, occurrence = 0): Position => {
    let offset = -1;
    for (let count = 0; count <= occurrence; count++) offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`${needle} not in the text`);
    return document.positionAt(offset + delta);
  };
  return { service, document, settings: fullSettings, diagnostics, at, textOf: (range: { start: Position; end: Position }) => document.getText(range) };
}

/**
 * Board 1, dealer North (digit 3), nobody vulnerable; hands S, W, N (East's derived):
 * N ♠AKQJT98 ♥AKQ ♦AK ♣A · E ♠765 ♥JT98 ♦QJT ♣KQJ · S ♠432 ♥765 ♦9876 ♣T98 · W ♥432 ♦5432 ♣765432.
 * N 4♠, all pass; East leads. Tricks: 1 E ♥J S ♥5 W ♥2 N ♥A (N); 2 N ♠A E ♠5 S ♠2 W ♣2 (N);
 * 3 N ♥K E ♦Q — a revoke, East still holds ♥T98 — S ♥6 W ♥3 (N); 4 N ♥Q E ♥T S ♥7 W ♥4 (N), which
 * establishes it. Then declarer claims 12 tricks: NS have 4 with 9 to play, so 12 is possible.
 */
export const REVOKE_BOARD = 'pn|Sue,Wim,Nick,Eve|st||md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|rh||ah|Board 1|sv|o|'
  + 'mb|4S|mb|p|mb|p|mb|p|pg||pc|HJ|pc|H5|pc|H2|pc|HA|pg||pc|SA|pc|S5|pc|S2|pc|C2|pg||pc|HK|pc|DQ|pc|H6|pc|H3|pg||'
  + 'pc|HQ|pc|HT|pc|H7|pc|H4|pg||mc|12|\n';

/**
 * The same deal; N pass, E 1♥, all pass: East declares, South leads. Tricks: 1 S ♠2 W ♣2 N ♠A
 * E ♠5 (N); 2 N ♠K E ♠6 S ♠3 W ♣3 (N); 3 N ♠Q E ♠7 S ♠4 W ♣4 (N); trick 4 has N ♠J and E's ♥8
 * ruff when East claims `claim` tricks: EW have won none of the 3 tricks, 10 are left (this one
 * included), so 0 to 10 is possible.
 */
export function claimBoard(claim: string): string {
  return 'pn|Sue,Wim,Nick,Eve|st||md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|rh||ah|Board 1|sv|o|'
    + `mb|p|mb|1H|mb|p|mb|p|mb|p|pg||pc|S2|pc|C2|pc|SA|pc|S5|pg||pc|SK|pc|S6|pc|S3|pc|C3|pg||pc|SQ|pc|S7|pc|S4|pc|C4|pg||pc|SJ|pc|H8|mc|${claim}|\n`;
}

/** True when java runs. */
export function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The reference verifier's messages on PBN bytes (its "New tag name" warnings left out); skips the
 * test, with a message, when the verifier (../shared) or java is absent.
 */
export function verifierMessages(context: Mocha.Context, bytes: Buffer | string): string[] {
  requirePath(context, VERIFIER, 'the reference verifier');
  if (!hasJava()) { console.log('    skipped: java is not installed (apt-get install -y default-jre-headless)'); context.skip(); }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lin-verify-'));
  try {
    const file = path.join(folder, 'converted.pbn');
    fs.writeFileSync(file, typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
    const run = spawnSync(VERIFIER, [file], { encoding: 'latin1' });
    const log = `${run.stdout}${run.stderr}`;
    if (!/Total number of games read/.test(log)) throw new Error(`the verifier did not run: ${log}`);
    return log.split('\n').filter((line) => /^[FSEWRI]: /.test(line) && !/^W: New tag name/.test(line));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
