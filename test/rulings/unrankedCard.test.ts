/**
 * A card entered on a Bridgemate without its rank is a broken record (issue 35). A player may key
 * `Hx` (a heart, rank not given); the projection of a session writes it `-` with the comment
 * `{Bridgemate Hx}` after it (server/src/bridgemate/sessionToPbn.ts). The record of that table is
 * then incomplete: one `pbn.play.broken-record` finding names the trick, the seat and the entry,
 * nothing is ruled on the play (no revoke, no transfer), and fix leaves the game alone. A `-`
 * without that comment is PBN's own unknown card and reads as before: no finding of its own.
 * The boards: the clean 4♠ one down of boards.ts, and the sample with East's unmarked revoke at trick 7.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pbnGame } from '../support/pbnGame';
import { open } from '../support/service';
import { CLEAN_ONE_DOWN } from './boards';

/** 4♠ by South, one down; the Play section in columns W N E S. Trick 2: North leads ♥A, East ♥8, South ♥K, West ruffs ♠3. */
const CLEAN = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });
/** East (columns W N E S) discards ♠5 on a heart at trick 7 while holding ♥2: an unmarked revoke, Law 64A1. */
const REVOKE = readFileSync(path.join(__dirname, '..', '..', 'samples', 'revoke-unmarked.pbn'), 'latin1').replace(/\r\n/g, '\n');

/** Replaces one line of the game (it must be there). */
function withLine(text: string, line: string, replacement: string): string {
  assert.ok(text.includes(`\n${line}\n`), line);
  return text.replace(`\n${line}\n`, `\n${replacement}\n`);
}

const codes = (text: string) => open(text).diagnostics.map((diagnostic) => diagnostic.code);

describe('a card a Bridgemate recorded without its rank', () => {
  it("South's ♥K at trick 2 entered as Hx: one broken-record finding on the -, naming trick, seat and entry", () => {
    const { diagnostics, document } = open(withLine(CLEAN, 'S3 HA H8 HK', 'S3 HA H8 - {Bridgemate Hx}'));
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    assert.equal(document.getText(diagnostics[0].range), '-');
    assert.equal(diagnostics[0].message, "The play record is broken: a card was entered on the Bridgemate without its rank. South's card at trick 2 was entered as ♥x, so the record holds an unknown card (-) there. "
      + 'Ask the table which heart South played (or check the score sheet) and write it in place of the -. '
      + "No ruling on this game's play (no revoke, no trick transferred) until the record is complete; fix leaves the game alone.");
  });

  it('in Dutch, with Dutch seats', () => {
    const { diagnostics } = open(withLine(CLEAN, 'S3 HA H8 HK', 'S3 HA H8 - {Bridgemate Hx}'), { language: 'nl' });
    assert.equal(diagnostics[0].message, 'Het spelverloop is fout vastgelegd: een kaart is in de Bridgemate ingevoerd zonder waarde. De kaart van Zuid in slag 2 is ingevoerd als ♥x, dus de registratie heeft daar een onbekende kaart (-). '
      + 'Vraag aan tafel welke hartenkaart Zuid speelde (of kijk op het scorebriefje) en schrijf die kaart in plaats van de -. '
      + 'Geen uitspraak over het spel (geen verzaking, geen slag overgedragen) tot de registratie volledig is; fix laat het spel ongemoeid.');
  });

  it('a plain PBN - (unknown card, no Bridgemate comment, or another comment) gives no finding', () => {
    assert.deepEqual(codes(withLine(CLEAN, 'S3 HA H8 HK', 'S3 HA H8 -')), []);
    assert.deepEqual(codes(withLine(CLEAN, 'S3 HA H8 HK', 'S3 HA H8 - {not seen by the scorer}')), []);
    // The comment belongs to the card before it: after a known card it marks nothing.
    assert.deepEqual(codes(withLine(CLEAN, 'S3 HA H8 HK', 'S3 HA H8 HK {Bridgemate Hx}')), []);
  });

  it("East's revoke at trick 7 with South's last card unknown: ruled in plain PBN, not ruled once the Bridgemate says the card lacks its rank", () => {
    // Trick 13 (W N E S): ♥K ♥9 ♦2 ♥Q; South's ♥Q unknown.
    assert.deepEqual(codes(withLine(REVOKE, 'HK H9 D2 HQ', 'HK H9 D2 -')), ['pbn.revoke.unmarked', 'pbn.revoke.equity']);
    const bridgemate = withLine(REVOKE, 'HK H9 D2 HQ', 'HK H9 D2 - {Bridgemate Hx}');
    const { diagnostics, service, document, settings } = open(bridgemate);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    assert.match(diagnostics[0].message, /South's card at trick 13 was entered as ♥x/);
    const model = service.parse(document, settings)!.games[0].model!;
    assert.deepEqual(model.rulings, []);
    assert.deepEqual(model.play!.revokes, []);
  });

  it('fix leaves that game alone and says why', () => {
    const { service, document, settings } = open(withLine(REVOKE, 'HK H9 D2 HQ', 'HK H9 D2 - {Bridgemate Hx}'));
    const [plan] = service.getFixPlan(document, settings);
    assert.deepEqual(plan.edits, []);
    assert.equal(plan.skipped?.reason, 'play-broken');
    assert.match(plan.skipped!.message, /^The play record is broken: a card was entered on the Bridgemate without its rank/);
  });

  it('several such cards: one finding on the first, counting them and naming their tricks', () => {
    const twice = withLine(withLine(CLEAN, 'S3 HA H8 HK', 'S3 HA H8 - {Bridgemate hx}'), 'C2 HJ H5 H9', '- {Bridgemate Cx} HJ H5 H9');
    const { diagnostics } = open(twice);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    assert.match(diagnostics[0].message, /South's card at trick 2 was entered as ♥x, so the record holds an unknown card \(-\) there; 2 cards in all were entered without their rank \(tricks 2 and 9\)\. /);
    assert.match(open(twice, { language: 'nl' }).diagnostics[0].message, /; in totaal zijn 2 kaarten zonder waarde ingevoerd \(slagen 2 en 9\)\. /);
  });
});
