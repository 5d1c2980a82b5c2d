/**
 * A misspelt tag (issue 32 item 6): `[Reslt "9"]` is not only "not defined by PBN 2.1" but "did
 * you mean Result?", with a quick-fix that renames it; a name no single tag is close to gets no
 * guess. When a game lacks its Result because of it, `fix` marks the revoke and says why it wrote
 * nothing more, naming the misspelt tag.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { likelyTagName } from '../../server/src/model/game/tagSpelling';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { applyAction, open, withCode } from '../support/service';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

/** The revoke board (East ruffs at trick 7, 9 tricks at the table) with its Result tag misspelt. */
const MISSPELT = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100', extraTags: ['[Laws "2017"]'] }).replace('[Result "9"]', '[Reslt "9"]');

describe('misspelt tag names', () => {
  it('guesses the tag one letter away or differing only in case, and nothing when two tags are as close or none is', () => {
    assert.equal(likelyTagName('Reslt'), 'Result'); // a letter left out
    assert.equal(likelyTagName('Resullt'), 'Result'); // a letter added
    assert.equal(likelyTagName('Contrakt'), 'Contract'); // a letter changed
    assert.equal(likelyTagName('Auctoin'), 'Auction'); // two neighbours swapped
    assert.equal(likelyTagName('result'), 'Result'); // case only
    assert.equal(likelyTagName('Dealr'), undefined); // Deal and Dealer are both one letter away
    assert.equal(likelyTagName('Shade'), undefined);
    assert.equal(likelyTagName('EventName'), undefined); // two letters from EventDate: a tag of its own
    assert.equal(likelyTagName('Rom'), undefined); // too short to tell
  });

  it('[Reslt "9"]: did you mean Result?, in English and Dutch, and the quick-fix renames the tag', () => {
    const { document, diagnostics, actionsFor } = open(MISSPELT);
    const [warning] = withCode(diagnostics, 'pbn.tag.new-name');
    assert.equal(warning.message, 'Tag Reslt is not defined by PBN 2.1: did you mean Result? Read as written, other programs and this one skip it.');
    const dutch = withCode(open(MISSPELT, { language: 'nl' }).diagnostics, 'pbn.tag.new-name')[0];
    assert.equal(dutch.message, "Tag Reslt is niet gedefinieerd in PBN 2.1: bedoelt u Result? Zo geschreven slaan andere programma's en dit programma hem over.");
    const rename = actionsFor(warning).find((action) => action.title === 'Rename the tag to Result');
    assert.ok(rename, 'a rename quick-fix');
    const renamed = applyAction(document, rename);
    assert.equal(renamed, MISSPELT.replace('[Reslt "9"]', '[Result "9"]'));
    assert.deepEqual(withCode(open(renamed).diagnostics, 'pbn.tag.new-name'), []);
  });

  it('a tag of its own keeps the plain warning and has no quick-fix', () => {
    const text = MISSPELT.replace('[Reslt "9"]', '[Result "9"]\n[Shade "1"]');
    const { diagnostics, actionsFor } = open(text);
    const [warning] = withCode(diagnostics, 'pbn.tag.new-name');
    assert.equal(warning.message, 'Tag Shade is not defined by PBN 2.1; other programs will skip it.');
    assert.deepEqual(actionsFor(warning).filter((action) => action.title.startsWith('Rename')), []);
  });

  it('fix marks the revoke and says why it wrote no Result or Score, naming [Reslt]', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-misspelt-'));
    try {
      const file = path.join(folder, 'misspelt.pbn');
      writeFileSync(file, MISSPELT);
      const english = await runCaptured(['fix', '--dry-run', '--language', 'en', file]);
      assert.match(english.errors, /board 1: \^R before ♠5 at trick 7, Result and Score not written: the game has no Result tag \(\[Reslt\] is not one: did you mean Result\?\)\n/);
      const dutch = await runCaptured(['fix', '--dry-run', '--language', 'nl', file]);
      assert.match(dutch.errors, /spel 1: \^R voor ♠5 in slag 7, Result en Score niet geschreven: het spel heeft geen tag Result \(\[Reslt\] is dat niet: bedoelt u Result\?\)\n/);
      const without = path.join(folder, 'without.pbn');
      writeFileSync(without, MISSPELT.replace('[Reslt "9"]\n', ''));
      const plain = await runCaptured(['fix', '--dry-run', '--language', 'en', without]);
      assert.match(plain.errors, /\^R before ♠5 at trick 7, Result and Score not written: the game has no Result tag\n/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
