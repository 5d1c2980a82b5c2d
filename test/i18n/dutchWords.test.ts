/**
 * The Dutch words a teacher tripped over (issue 32 item 10): the play record is "de registratie",
 * never "het verslag" (which is the report); the code lens says "Uitspraken toepassen" as the
 * rulings are "uitspraken" everywhere else; a quick-fix names the Score as it writes it (`NS 650`,
 * not "NZ 650"); "Vóór de openingsuitkomst"; a revoke's tricks are "overgedragen" as the NBB text
 * says (seed:004 Art 64A), not "strafslagen"; a claim that lapses is "het opeisen" (seed:004 Art 68);
 * "all are major" cites Law 50B; the language setting names its choices in both languages.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardLabels } from '../../server/src/i18n/boardLabels';
import { LENS_WORDS } from '../../server/src/i18n/editorTexts';
import { open, withCode } from '../support/service';

const ROOT = join(__dirname, '..', '..');
const REVOKE = readFileSync(join(ROOT, 'samples', 'revoke-unmarked.pbn'), 'latin1');

describe('Dutch words', () => {
  it('the revoke sample in Dutch: the tricks are transferred ("overgedragen"), the record is "de registratie", the quick-fix says Score NS 650 as written', () => {
    const { diagnostics, actionsFor } = open(REVOKE, { language: 'nl' });
    const [revoke] = withCode(diagnostics, 'pbn.revoke.unmarked');
    assert.match(revoke.message, /2 slagen overgedragen naar NZ volgens artikel 64A1/);
    assert.match(revoke.message, /De registratie van het spel markeert de kaart niet als verzaking/);
    assert.doesNotMatch(revoke.message, /strafslag|verslag/);
    const titles = actionsFor(revoke).map((action) => action.title);
    assert.ok(titles.includes('Artikel 64A1 toepassen: 2 slagen overdragen naar NZ (Result ^11, Score NS 650)'), titles.join(' | '));
  });

  it('labels: "Vóór de openingsuitkomst", "Wat de registratie vastlegt", "Uitspraken toepassen"', () => {
    const labels = boardLabels('nl');
    assert.equal(labels.startPosition, 'Vóór de openingsuitkomst');
    assert.equal(labels.record, 'Wat de registratie vastlegt');
    assert.equal(LENS_WORDS.nl.apply, 'Uitspraken toepassen');
  });

  it('the language setting names en and nl in English and in Dutch', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const setting = manifest.contributes.configuration.properties['pbn.language'];
    assert.deepEqual(setting.enumDescriptions, ['%pbn.language.auto%', '%pbn.language.en%', '%pbn.language.nl%']);
    const english = JSON.parse(readFileSync(join(ROOT, 'package.nls.json'), 'utf8'));
    const dutch = JSON.parse(readFileSync(join(ROOT, 'package.nls.nl.json'), 'utf8'));
    assert.deepEqual([english['pbn.language.en'], english['pbn.language.nl']], ['English', 'Nederlands (Dutch)']);
    assert.deepEqual([dutch['pbn.language.en'], dutch['pbn.language.nl']], ['English (Engels)', 'Nederlands']);
  });
});
