/**
 * The hover on a fact of an `[Irregularities]` event (annotations.md §3a): what the fact means,
 * its value as people read it, and where the Laws use it — in English and Dutch.
 */
import assert from 'node:assert/strict';
import { MarkupContent } from 'vscode-languageserver-types';
import { openDocument, positionOf } from '../features/support';
import { factsBoard } from './support';

function hoverAt(needle: string, language: 'en' | 'nl' = 'en'): string | undefined {
  const text = factsBoard({ laws: '2017', result: '9', irregularities: '7 E Revoke - Established won=E later=1 legal=no; 10 S Claim - Disputed award=10' });
  const { service, document, settings } = openDocument(text, language);
  const hover = service.doHover(document, positionOf(document, needle, 0, 1), settings);
  return hover ? (hover.contents as MarkupContent).value : undefined;
}

describe('hover on facts', () => {
  it('won=E: the seat that won the revoke trick, East, deciding 64A1 against 64A2', () => {
    assert.equal(hoverAt('won=E'), '**won** (Revoke): the player whose card won the revoke trick (the offender himself, his partner or an opponent decides how many tricks go over) — East. Decides: 64A1 against 64A2 from 1987; 1975 counts the side that won it.');
  });

  it('later=1, legal=no and award=10, and in Dutch', () => {
    assert.ok(hoverAt('later=1')!.includes('— 1 trick.'), hoverAt('later=1'));
    assert.ok(hoverAt('legal=no')!.includes('the extra trick of 64A2 in 1987 and 1997 only'), hoverAt('legal=no'));
    assert.ok(hoverAt('award=10')!.startsWith('**award** (Claim):'), hoverAt('award=10'));
    assert.equal(hoverAt('won=E', 'nl'), '**won** (Revoke): de speler wiens kaart de slag van de verzaking won (de overtreder zelf, zijn partner of een tegenstander bepaalt hoeveel slagen overgaan) — Oost. Beslist: 64A1 of 64A2 vanaf 1987; 1975 telt de partij die hem won.');
  });
});
