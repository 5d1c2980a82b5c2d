/**
 * LIN → PBN: a hand-made board converted to the PBN text worked out by hand (export format,
 * notes for the explanation and the alert, the commentary after the call it follows, the claim
 * as `*` with Result = the claimed total, Score by Law 77), the vugraph rooms and event tags, and
 * the reference verifier accepting the conversion of every corpus file (skipped without
 * ../shared or java).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { answerConvert } from '../../server/src/lin/service/convertRequest';
import { wrap } from '../../server/src/lin/toPbn/pbnWriter';
import { LIN_CORPUS, ROBOT_FILE, SAMPLE_FILE, VERIFIER, VUGRAPH_FILE, REVOKE_BOARD, converted, corpusText, requirePath, verifierMessages } from './support';

/**
 * Dealer N: N pass, E 1♥ (explained "5+ !H"), S 2♣ alerted (commentary "@C natural?"), W pass,
 * N pass, E 2♥, then three passes: 2♥ by East, South leads. S ♠2 W ♣2 N ♠A E ♠5; N ♠K E ♠6 S ♠3
 * W ♣3; East claims 8 tricks. 2♥ making, not vulnerable: EW +110.
 */
const SMALL = 'pn|Sue,Wim,Nick,Eve|st||md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|rh||ah|Board 1|sv|o|'
  + 'mb|p|mb|1H|an|5+ !H|mb|2C!|nt|@C natural?|mb|p|mb|p|mb|2H|mb|p|mb|p|mb|p|pg||pc|S2|pc|C2|pc|SA|pc|S5|pg||pc|SK|pc|S6|pc|S3|pc|C3|pg||mc|8|\n';

const SMALL_PBN = [
  '% PBN 2.1', '% EXPORT', '',
  '[Event "?"]', '[Site "?"]', '[Date "?"]', '[Board "1"]', '[West "Wim"]', '[North "Nick"]', '[East "Eve"]', '[South "Sue"]',
  '[Dealer "N"]', '[Vulnerable "None"]', '[Deal "N:AKQJT98.AKQ.AK.A 765.JT98.QJT.KQJ 432.765.9876.T98 .432.5432.765432"]',
  '[Scoring "?"]', '[Declarer "E"]', '[Contract "2H"]', '[Result "8"]', '[Score "NS -110"]',
  '[Auction "N"]', 'Pass 1H =1= 2C =2=', '{\\C natural?}', 'Pass', 'Pass 2H Pass Pass', 'Pass', '[Note "1:5+ \\H"]', '[Note "2:Alert"]',
  '[Play "S"]', 'S2 C2 SA S5', 'S3 C3 SK S6', '*', '',
].join('\r\n');

/** True when java runs. */
function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

describe('LIN → PBN', () => {
  it('writes a board in PBN export format as worked out by hand', () => {
    assert.equal(converted(SMALL), SMALL_PBN);
  });

  it('writes an incomplete auction with * and unknown Declarer, Contract and Result', () => {
    const pbn = converted('md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|ah|Board 1|mb|1S|mb|p|\n');
    assert.match(pbn, /\[Declarer "\?"\]\r\n\[Contract "\?"\]\r\n\[Result "\?"\]\r\n\[Auction "N"\]\r\n1S Pass \*\r\n$/);
  });

  it('reads Bridge Composer\'s mc|0| with no card played as no result, not 0 tricks with a score (issue 31, item 11)', () => {
    const pbn = converted('md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|ah|Board 1|mb|1S|mb|p|mb|p|mb|p|mc|0|\n');
    assert.match(pbn, /\[Declarer "N"\]\r\n\[Contract "1S"\]\r\n\[Result "\?"\]\r\n\[Auction "N"\]\r\n1S Pass Pass Pass\r\n$/);
    // After the lead, mc|0| is a claim of no more tricks: declarer has won none, so 0 tricks, 1♠ −7, NS −350 (not vulnerable).
    const claimed = converted('md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|ah|Board 1|mb|1S|mb|p|mb|p|mb|p|pc|HJ|mc|0|\n');
    assert.match(claimed, /\[Result "0"\]\r\n\[Score "NS -350"\]/);
  });

  it('writes a passed-out board the PBN way', () => {
    const pbn = converted('md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|ah|Board 1|mb|p|mb|p|mb|p|mb|p|\n');
    assert.match(pbn, /\[Declarer ""\]\r\n\[Contract "Pass"\]\r\n\[Result ""\]\r\n\[Score "NS 0"\]\r\n\[Auction "N"\]\r\nPass Pass Pass Pass\r\n$/);
  });

  it('vugraph: one game per room with Room, the event tags from vg and the year as Date', function () {
    requirePath(this, LIN_CORPUS, 'the LIN corpus');
    const pbn = converted(corpusText(VUGRAPH_FILE));
    assert.deepEqual([...pbn.matchAll(/\[Room "(\w+)"\]/g)].map((match) => match[1]), Array.from({ length: 30 }, (_, index) => (index % 2 ? 'Closed' : 'Open')));
    for (const tag of ['[Event "2010 USBF SF A"]', '[Stage "Segment 4 of 8"]', '[Date "2010.??.??"]', '[Scoring "IMP"]', '[HomeTeam "Nickell"]', '[VisitTeam "Fleisher"]']) {
      assert.equal(pbn.split(tag).length - 1, 30, tag);
    }
    // Board 46, open room: 4♥ by East, 10 tricks claimed, nobody vulnerable: EW +420.
    const first = pbn.split('\r\n\r\n')[1];
    assert.match(first, /\[Board "46"\][\s\S]*\[West "Levin"\][\s\S]*\[South "Meckstroth"\][\s\S]*\[Declarer "E"\]\r\n\[Contract "4H"\]\r\n\[Result "10"\][\s\S]*\[Score "NS -420"\]/);
  });

  it('wraps long nt commentary only at spaces: the words read as written, a word longer than the line stays whole', function () {
    const url = `http://usbf.org/index.php?option=com_content&task=view&id=659&Itemid=284&${'x'.repeat(40)}`;
    const text = `ahollan1: ACBL Convention Cards for all the Fleisher Team, with  two spaces here, at ${url} and a few more words after it to wrap again`;
    const pbn = converted(`${SMALL.replace('nt|@C natural?|', `nt|${text}|`)}`);
    const lines = pbn.split('\r\n');
    const first = lines.findIndex((line) => line.startsWith('{ahollan1'));
    const last = lines.findIndex((line, index) => index >= first && line.endsWith('}'));
    const comment = lines.slice(first, last + 1);
    assert.ok(comment.length >= 3, comment.join('\n'));
    assert.equal(comment.join(' '), `{${text}}`);
    assert.ok(comment.includes(url), 'the long word on a line of its own');
    for (const line of comment) assert.ok(line.length <= 80 || !line.includes(' '), line);
    assert.deepEqual(verifierMessages(this, pbn), []);
  });

  it('cuts only a word beyond the PBN line limit, at 254 characters', () => {
    const word = 'y'.repeat(300);
    assert.deepEqual(wrap(`a ${word} b`, 80), ['a', 'y'.repeat(254), `${'y'.repeat(46)} b`]);
  });

  it("the editor's conversion (pbn/convert) marks the revoke ^R as convert does, while the projection the check reads keeps it unmarked", () => {
    const service = getLanguageService();
    const document = TextDocument.create('file:///test/revoke.lin', 'lin', 1, REVOKE_BOARD.replace('Sue,', 'Søren,'));
    const answer = answerConvert(service, document, { language: 'en' }, { uri: document.uri, to: 'pbn' })!;
    assert.match(answer.text, /\r\n\^R DQ H6 H3 HK\r\n/);
    assert.equal(answer.encoding, 'latin1');
    assert.doesNotMatch(converted(REVOKE_BOARD), /\^R/);
  });

  describe('the reference verifier', function () {
    let folder: string;
    before(function () {
      requirePath(this, VERIFIER, 'the reference verifier');
      requirePath(this, LIN_CORPUS, 'the LIN corpus');
      if (!hasJava()) { console.log('    skipped: java is not installed (apt-get install -y default-jre-headless)'); this.skip(); }
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lin-verify-'));
    });
    after(() => { if (folder) fs.rmSync(folder, { recursive: true, force: true }); });

    for (const name of [ROBOT_FILE, SAMPLE_FILE, VUGRAPH_FILE, 'hand-made']) {
      it(`accepts the conversion of ${name}`, function () {
        this.timeout(60000);
        const file = path.join(folder, `${name}.pbn`);
        fs.writeFileSync(file, converted(name === 'hand-made' ? SMALL : corpusText(name)), 'latin1');
        const run = spawnSync(VERIFIER, [file], { encoding: 'latin1' });
        const log = `${run.stdout}${run.stderr}`;
        const messages = log.split('\n').filter((line) => /^[FSEWRI]: /.test(line) && !/^W: New tag name/.test(line));
        assert.deepEqual(messages, []);
        assert.match(log, /Import file is OK|Games with PBN warning/);
      });
    }
  });
});
