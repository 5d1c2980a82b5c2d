/**
 * What every input must satisfy, checked on one text through the CLI (in-process) and the
 * language service: `check` exits 0, 1 or 2 with no stack trace and, unless it refused the input,
 * valid JSON; `fix` exits 0, 1 or 2, a second fix changes nothing, and no game with a syntax error
 * is changed by it. Returns the failures found (empty when the text passes).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { firstSyntaxError } from '../../server/src/model/game/syntaxErrors';
import { decodePbnBytes } from '../../server/src/syntax/encoding';
import { runCaptured } from './cli';

const STACK_TRACE = /\n\s+at /;

/** The texts of the games that have a syntax error, by game number. */
function brokenGames(text: string): Map<number, string> {
  const model = getLanguageService().parse(TextDocument.create('file:///fuzz.pbn', 'pbn', 1, text), { language: 'en' })!;
  return new Map(model.games.filter((game) => game.model && firstSyntaxError(game.model.problems)).map((game) => [game.index, game.syntax.text]));
}

function gameTexts(text: string): Map<number, string> {
  const model = getLanguageService().parse(TextDocument.create('file:///fuzz.pbn', 'pbn', 1, text), { language: 'en' })!;
  return new Map(model.games.filter((game) => game.model).map((game) => [game.index, game.syntax.text]));
}

/** The failures of one input. */
export async function fuzzFailures(text: string): Promise<string[]> {
  const failures: string[] = [];
  const input = Buffer.from(text, 'utf8');
  const check = await runCaptured(['check', '--format', 'json', '-'], input);
  if (![0, 1, 2].includes(check.status)) failures.push(`check exit ${check.status}`);
  if (STACK_TRACE.test(check.errors)) failures.push(`check printed a stack trace: ${check.errors.slice(0, 200)}`);
  if (check.status !== 2) {
    try { JSON.parse(check.output); } catch { failures.push('check printed invalid JSON'); }
  }
  const fix = await runCaptured(['fix', '-'], input);
  if (![0, 1, 2].includes(fix.status)) failures.push(`fix exit ${fix.status}`);
  if (STACK_TRACE.test(fix.errors)) failures.push(`fix printed a stack trace: ${fix.errors.slice(0, 200)}`);
  if (fix.status === 2) return failures;
  const again = await runCaptured(['fix', '-'], fix.bytes);
  if (!again.bytes.equals(fix.bytes)) failures.push('fix is not idempotent');
  const fixedGames = gameTexts(decodePbnBytes(fix.bytes).text);
  for (const [index, original] of brokenGames(decodePbnBytes(input).text)) {
    if (fixedGames.get(index) !== original) failures.push(`fix changed game ${index}, which has a syntax error`);
  }
  return failures;
}
