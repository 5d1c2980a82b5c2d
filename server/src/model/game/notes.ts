/**
 * Notes (PBN §3.5.4, §3.6.4): `[Note "n:text"]` tags after the auction or play section explain
 * the `=n=` references of that section. Checks the number format and range, that every
 * reference has its note, that every note is referred to, and that notes sit in a section.
 */
import { valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import { NoteReference } from './annotations';
import type { GameModel } from './gameModel';

/** Checks Note tags against the references of their sections. */
export function checkNotes(model: GameModel, sink: ProblemSink): void {
  if (!model.auction?.noteReferences.length && !model.play?.noteReferences.length && !model.syntax.tags.some((tag) => tag.name === 'Note')) return;
  const defined: Record<'Auction' | 'Play', Set<number>> = { Auction: new Set(), Play: new Set() };
  const noteTags: Array<{ owner: 'Auction' | 'Play'; number: number; start: number; end: number }> = [];
  for (const tag of model.syntax.tags) {
    if (tag.name !== 'Note') continue;
    const [start, end] = valueContentRange(tag);
    const match = /^(\d+):/.exec(tag.value);
    if (!match) { sink.add('pbn.note.bad-number', 'error', start, end, { value: tag.value.slice(0, 20) }); continue; }
    const number = Number(match[1]);
    if (number < 1 || number > 32) { sink.add('pbn.note.out-of-range', 'error', start, start + match[1].length, { number }); continue; }
    if (!tag.noteOwner) { sink.add('pbn.note.misplaced', 'error', tag.nameStart, tag.nameEnd, { number }); continue; }
    defined[tag.noteOwner].add(number);
    noteTags.push({ owner: tag.noteOwner, number, start: start, end: start + match[1].length });
  }
  const references: Record<'Auction' | 'Play', NoteReference[]> = {
    Auction: model.auction?.noteReferences ?? [],
    Play: model.play?.noteReferences ?? [],
  };
  for (const owner of ['Auction', 'Play'] as const) {
    if (!tagNamed(model.syntax, owner)) continue;
    for (const reference of references[owner]) {
      if (!defined[owner].has(reference.number)) sink.add('pbn.note.missing', 'error', reference.start, reference.end, { number: reference.number });
    }
    const used = new Set(references[owner].map((reference) => reference.number));
    for (const note of noteTags) {
      if (note.owner === owner && !used.has(note.number)) sink.add('pbn.note.unused', 'warning', note.start, note.end, { number: note.number });
    }
  }
}
