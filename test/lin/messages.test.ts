/**
 * The LIN diagnostics' texts: every `pbn.lin.…` code the LIN reader emits has an English and a
 * Dutch message, both languages cover the same codes, and the Dutch ones use Dutch seat, side
 * and card words.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cardText, knownLinCodes, linMessage } from '../../server/src/i18n/linMessages';

function emittedCodes(): string[] {
  const folder = path.resolve(__dirname, '../../server/src/lin');
  const found = new Set<string>();
  for (const file of fs.readdirSync(folder, { recursive: true }).map(String).filter((name) => name.endsWith('.ts'))) {
    for (const match of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/'(pbn\.lin\.[a-z0-9.-]*[a-z0-9])'/g)) found.add(match[1]);
  }
  return [...found].sort();
}

describe('LIN messages', () => {
  it('English and Dutch cover the same codes, and every emitted code', () => {
    const { en, nl } = knownLinCodes();
    assert.deepEqual(nl.slice().sort(), en.slice().sort());
    assert.deepEqual(emittedCodes().filter((code) => !en.includes(code)), []);
    assert.ok(emittedCodes().length >= 20);
  });

  it('writes seats, sides and cards in Dutch', () => {
    assert.equal(linMessage('pbn.lin.deal.duplicate-card', { card: 'SK', seat: 'E', other: 'S' }, 'nl'), '♠H is gedeeld aan Oost en aan Zuid.');
    assert.equal(linMessage('pbn.lin.deal.duplicate-card', { card: 'SK', seat: 'E', other: 'S' }, 'en'), '♠K is dealt to East and to South.');
    assert.equal(linMessage('pbn.lin.claim.too-few', { claimed: 2, side: 'EW', won: 3 }, 'nl'), 'De claim geeft OW 2 slagen, minder dan de 3 die zij al gemaakt hebben.');
    assert.deepEqual(['HQ', 'DJ', 'CT', 'SA'].map((card) => cardText(card, 'nl')), ['♥V', '♦B', '♣10', '♠A']);
  });
});
