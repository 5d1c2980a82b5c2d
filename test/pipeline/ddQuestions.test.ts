/**
 * Which double-dummy questions `check --dd` asks of a game (pipeline/ddFindings.ts, issue 33):
 * only those whose answers decide a finding. A played board without DD tags asks no par table
 * and no card-by-card trace (shown in the editor, never read by `check`); a claimed board asks
 * its claim and its layouts; a board carrying a DD tag still asks the table that checks it.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { answerMap } from '../../server/src/analysis/logic/lookup';
import { getLanguageService, ServiceSettings } from '../../server/src/languageService';
import { gameDdQuestions } from '../../server/src/pipeline/ddFindings';

const SAMPLES = path.join(__dirname, '..', '..', 'samples');

/** The kinds of question each game of `text` asks, in file order. */
function askedKinds(text: string): string[][] {
  const document = TextDocument.create('file:///asked.pbn', 'pbn', 1, text);
  const games = getLanguageService().parse(document, { language: 'en' } as ServiceSettings)?.games ?? [];
  return games.map((game) => gameDdQuestions(game, answerMap()).map((question) => question.kind));
}

describe('check --dd asks only the questions whose answers decide a finding', () => {
  it('samples/clean.pbn: three played boards without DD tags ask nothing (no par, no trace)', () => {
    assert.deepEqual(askedKinds(fs.readFileSync(path.join(SAMPLES, 'clean.pbn'), 'utf8')), [[], [], []]);
  });

  it('samples/claim-layouts.pbn: the claim against best defence and its layouts, no par, no trace', () => {
    const kinds = askedKinds(fs.readFileSync(path.join(SAMPLES, 'claim-layouts.pbn'), 'utf8'));
    assert.ok(kinds.some((asked) => asked.includes('layouts')), JSON.stringify(kinds));
    for (const asked of kinds) assert.ok(!asked.includes('par') && !asked.includes('play'), JSON.stringify(kinds));
  });

  it('a board carrying a DD tag still asks the par table that checks it', () => {
    const text = fs.readFileSync(path.join(SAMPLES, 'clean.pbn'), 'utf8').replace('[Scoring "MP"]', '[Scoring "MP"]\n[OptimumScore "NS 420"]');
    assert.deepEqual(askedKinds(text)[0], ['par']);
  });
});
