/**
 * A broken record is not a revoke (issue 19 item 1): programs that write a trick line from the
 * wrong seat (rpbridge.net files as shared by endplay and bridge-bots) make a card appear in a
 * hand that never held it, and the follow-suit check then "finds" revokes and Law 64 transfers.
 * Where a card is played by a hand that does not hold it, nothing is ruled on the play, a fix
 * leaves the game alone, and one finding says what the record most likely is. The games here are
 * hand-made in the same shape: one clean board, then one trick line rotated, the whole play a
 * seat off, two cards exchanged, a card played twice.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { decodePbnBytes } from '../../server/src/syntax/encoding';
import { SHARED_FOLDER, sharedCorpusPresent } from '../golden/support/fixtureGames';
import { pbnGame } from '../support/pbnGame';
import { open, withCode } from '../support/service';
import { CLEAN_ONE_DOWN } from './boards';

/** 4♠ by South, one down; the Play section in columns W N E S. Trick 2: North leads ♥A, East ♥8, South ♥K, West ruffs ♠3. */
const CLEAN = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });

/** Replaces one line of the game (it must be there). */
function withLine(text: string, line: string, replacement: string): string {
  assert.ok(text.includes(`\n${line}\n`), line);
  return text.replace(`\n${line}\n`, `\n${replacement}\n`);
}

/** Trick 2 written one column on, as the rpbridge files do: West's column shows South's ♥K, and West's ♠3 looks like a revoke by North. */
const TRICK_ROTATED = withLine(CLEAN, 'S3 HA H8 HK', 'HK S3 HA H8');
/** The Play tag one seat off: every line reads right one seat back. */
const COLUMNS_ROTATED = CLEAN.replace('[Play "W"]', '[Play "N"]');
/** Trick 9: West's ♣2 and North's ♥J exchanged. */
const CARDS_SWAPPED = withLine(CLEAN, 'C2 HJ H5 H9', 'HJ C2 H5 H9');
/** Trick 13: South "plays" ♠K, which West led at trick 1. */
const PLAYED_TWICE = withLine(CLEAN, 'C9 H7 D5 H4', 'C9 H7 D5 SK');
/** The first four tricks, trick 4 written one column on (West's column shows South's ♣K), then a claim (`*`), as in rpbridge's Spingold files. */
const CLAIM_AFTER_ROTATED_TRICK = (() => {
  const lines = CLEAN.split('\n');
  const play = lines.indexOf('[Play "W"]');
  const tricks = lines.slice(play + 1, play + 5);
  tricks[3] = 'CK CT C7 C4';
  return [...lines.slice(0, play + 1), ...tricks, '*', ''].join('\n');
})();

/** Codes that mean the Laws engine ruled on the play, or the Result was judged against it. */
const RULING_CODES = ['pbn.revoke.unmarked', 'pbn.revoke.ruling', 'pbn.revoke.equity', 'pbn.result.caret-required', 'pbn.ruling.claim'];

function rulingFindings(diagnostics: ReturnType<typeof open>['diagnostics']) {
  return diagnostics.filter((diagnostic) => RULING_CODES.includes(String(diagnostic.code)) || String(diagnostic.code).startsWith('pbn.ruling.'));
}

describe('a broken play record is not a revoke', () => {
  it('the clean board has neither finding (the games below differ from it by one fault each)', () => {
    const { diagnostics } = open(CLEAN);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), []);
  });

  it('a trick line written one seat off: no revoke, no transfer, one finding that names the reading', () => {
    const { diagnostics, service, document, settings } = open(TRICK_ROTATED);
    assert.deepEqual(rulingFindings(diagnostics), []);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    const [finding] = diagnostics;
    assert.equal(document.getText(finding.range), 'HK');
    assert.equal(finding.message, "Not a revoke: the play record is broken. West plays ♥K at trick 2, a card West does not hold (per the Deal); 4 cards in all stand in a hand that does not hold them. "
      + "Trick 2 fits the hands, every card held and legal, when its line is read one seat back (as South, West, North, East): the line was most likely written from the wrong seat. "
      + "Check it against the table's record (the score sheet, or the source the file was made from). No ruling on this game's play (no revoke, no trick transferred) until the record is corrected; fix leaves the game alone.");
    assert.deepEqual(service.parse(document, settings)!.games[0].model!.rulings, []);
  });

  it('fix leaves that game alone and says why', () => {
    const { service, document, settings } = open(TRICK_ROTATED);
    const [plan] = service.getFixPlan(document, settings);
    assert.deepEqual(plan.edits, []);
    assert.equal(plan.skipped?.reason, 'play-broken');
    assert.match(plan.skipped!.message, /^Not a revoke: the play record is broken/);
  });

  it('a claim after a rotated trick (the bridge-bots shape): no ruling on the claim either', () => {
    const { diagnostics } = open(CLAIM_AFTER_ROTATED_TRICK);
    assert.deepEqual(rulingFindings(diagnostics), []);
    const [finding] = withCode(diagnostics, 'pbn.play.broken-record');
    assert.match(finding.message, /West plays ♣K at trick 4, .* Trick 4 fits the hands, every card held and legal, when its line is read one seat back \(as South, West, North, East\)/);
  });

  it('two trick lines written one seat off the same way: one finding that names both', () => {
    const { diagnostics } = open(withLine(TRICK_ROTATED, 'CT C7 C4 CK', 'CK CT C7 C4'));
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    assert.match(diagnostics[0].message, /8 cards in all .* Trick 2 fits the hands, every card held and legal, when its line is read one seat back \(as South, West, North, East\); so does trick 4, read the same way: /);
    assert.match(open(withLine(TRICK_ROTATED, 'CT C7 C4 CK', 'CK CT C7 C4'), { language: 'nl' }).diagnostics[0].message, /; net als slag 4, op dezelfde manier gelezen: /);
  });

  it('the whole play a seat off: one finding for 52 cards, naming the columns as they read right', () => {
    const { diagnostics } = open(COLUMNS_ROTATED);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    assert.match(diagnostics[0].message, /52 cards in all .* Every trick fits the hands when the columns are read one seat back \(West, North, East, South\): the play was most likely written from the wrong seat \(the Play tag or the Deal a seat off\)/);
  });

  it('two cards exchanged in one trick: says which two', () => {
    const { diagnostics } = open(CARDS_SWAPPED);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    assert.match(diagnostics[0].message, /Trick 9 fits the hands, every card held and legal, with ♥J and ♣2 exchanged \(West's and North's columns\): the two cards were most likely swapped in the record\./);
  });

  it('a card played twice fits no reading: says so, and still rules nothing', () => {
    const { diagnostics, service, document, settings } = open(PLAYED_TWICE);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    assert.match(diagnostics[0].message, /South plays ♠K at trick 13, a card South does not hold \(per the Deal\)\. No reading of trick 13 \(its line rotated, or two cards exchanged\) fits the Deal: check the Deal and trick 13/);
    assert.deepEqual(service.parse(document, settings)!.games[0].model!.rulings, []);
  });

  it('in Dutch, with Dutch seats and ranks', () => {
    const { diagnostics } = open(TRICK_ROTATED, { language: 'nl' });
    assert.equal(diagnostics[0].message, 'Geen verzaking: het spelverloop is fout vastgelegd. West speelt ♥H in slag 2, een kaart die West niet heeft (volgens Deal); in totaal staan 4 kaarten bij een hand die ze niet heeft. '
      + 'Slag 2 klopt met de handen, elke kaart in bezit en reglementair, als de regel één plaats terug gelezen wordt (als Zuid, West, Noord, Oost): de regel is waarschijnlijk vanaf de verkeerde windrichting geschreven. '
      + 'Controleer hem met de registratie aan tafel (het scorebriefje, of de bron van het bestand). Geen uitspraak over het spel (geen verzaking, geen slag overgedragen) tot de registratie verbeterd is; fix laat het spel ongemoeid.');
  });

  describe('on the shared corpus', function () {
    if (!sharedCorpusPresent()) {
      it.skip('the shared corpus (../shared) is absent: the real files are not checked');
      return;
    }
    it('no game whose play gives a card to a hand that does not hold it gets a revoke ruling', () => {
      const folders = ['corpus/real', 'corpus/verifier'].map((folder) => path.join(SHARED_FOLDER, folder)).filter(existsSync);
      let broken = 0;
      for (const folder of folders) {
        for (const name of readdirSync(folder).filter((file) => file.endsWith('.pbn'))) {
          const { service, document, settings } = open(decodePbnBytes(readFileSync(path.join(folder, name))).text);
          for (const game of service.parse(TextDocument.create(document.uri, 'pbn', document.version, document.getText()), settings)!.games) {
            if (!game.model?.play?.broken) continue;
            broken++;
            assert.deepEqual(game.model.rulings, [], `${name}, game ${game.index}`);
            assert.equal(game.model.problems.filter((problem) => problem.code === 'pbn.play.broken-record').length, 1, `${name}, game ${game.index}`);
          }
        }
      }
      assert.ok(broken > 0, 'the verifier fixtures hold games with a card its hand does not hold');
    });
  });
});
