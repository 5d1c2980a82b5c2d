/**
 * The first pass over a play section's items: the card tokens in record order (a card, `-`,
 * `+`, or a token that is not a card) with the `^R`/`^L` mark before each, the annotations after
 * each, and the end marks `*` and `+`. Reports what cannot stand there (a 14th trick, a second
 * mark, an item after `*`, a token that is not a card) the way the verifier does. A `-` followed by
 * the comment `{Bridgemate Hx}` is noted as a card entered without its rank (unrankedCards.ts).
 */
import { cardIndexAt } from '../../bridge/cardIndex';
import { ProblemSink } from '../../syntax/problems';
import { ItemAnnotations, NoteReference, annotate } from './annotations';
import { BAD_TOKEN, CARD_TOKEN, DASH_TOKEN, NO_NAGS, PLUS_TOKEN, PlayRecords } from './playRecords';
import { UnrankedEntry, unrankedSuitOf } from './unrankedCards';
import { COMMENT, IRREGULARITY, NAG, NOTE, PLUS, STAR, SUFFIX, SectionItemList, VALUE } from './sectionItems';

/** The card tokens of a section and how the record ends. */
export interface CollectedCards {
  records: PlayRecords;
  terminator?: '*' | '+';
  /** Some token is a `+` (so cards may stand after it). */
  plus: boolean;
  /** Some token carries a `^R` or `^L` mark. */
  marks: boolean;
  /** The `-` cards a Bridgemate comment says were entered without their rank, in record order (absent when none). */
  unranked?: UnrankedEntry[];
}

/** Reads the card tokens of a play section; `firstColumn` is the Play tag's seat index. */
export function collectCards(items: SectionItemList, firstColumn: number, sink: ProblemSink, noteReferences: NoteReference[], transient = false): CollectedCards {
  const records = PlayRecords.create(firstColumn);
  let terminator: '*' | '+' | undefined;
  let revokeMark = -1, leadMark = -1, last = -1;
  let afterPlus = false, tooMany = false, afterEndReported = false, marks = false;
  let unranked: UnrankedEntry[] | undefined;
  for (let index = 0; index < items.length; index++) {
    const kind = items.kind(index);
    if (kind === COMMENT) {
      // `- {Bridgemate Hx}`: a comment after an unknown card, before the next card (one entry per card).
      if (last >= 0 && terminator === undefined && records.kind(last) === DASH_TOKEN && unranked?.[unranked.length - 1]?.slot !== last) {
        const suit = unrankedSuitOf(items.text(index));
        if (suit) (unranked ??= []).push({ slot: last, suit });
      }
      continue;
    }
    const annotation = kind === SUFFIX || kind === NOTE || kind === NAG;
    if (terminator === '*' && !annotation) {
      // One problem for the first item after '*'; what follows it is the same fault.
      if (!afterEndReported) sink.add('pbn.play.after-end', 'error', items.start(index), items.end(index), { text: items.text(index) });
      afterEndReported = true;
      continue;
    }
    if (annotation) { annotateCard(records, last, items, index, sink, noteReferences); continue; }
    if (kind === STAR) { terminator = '*'; continue; }
    const start = items.start(index), end = items.end(index);
    if (kind === IRREGULARITY) {
      const text = items.text(index);
      const letter = text.length === 2 ? text[1].toUpperCase() : '';
      if (letter !== 'R' && letter !== 'L') sink.add('pbn.irregularity.bad', 'error', start, end, { text, where: 'play' });
      else if ((letter === 'R' && revokeMark >= 0) || (letter === 'L' && leadMark >= 0)) sink.add('pbn.irregularity.double', 'error', start, end, { text });
      else if (revokeMark >= 0 || leadMark >= 0) sink.add('pbn.irregularity.combined', 'error', start, end, { text });
      else if (letter === 'R') revokeMark = start; else leadMark = start;
      continue;
    }
    if ((kind === PLUS || kind === VALUE) && records.count >= 13 * 4) {
      // A 14th trick: reported once; the rest of the section is not read.
      if (!tooMany) sink.add('pbn.play.too-many-tricks', 'error', start, end);
      tooMany = true;
      continue;
    }
    if (kind === PLUS) {
      if (terminator === '+') sink.add('pbn.play.after-plus', 'error', start, end, { text: '+' });
      terminator = '+';
      afterPlus = true;
      last = records.add(PLUS_TOKEN, start, end, -1, revokeMark, leadMark, false);
      if (revokeMark >= 0 || leadMark >= 0) marks = true;
    } else if (kind !== VALUE) {
      sink.add('pbn.card.bad-token', 'error', start, end, { text: items.text(index) });
      continue;
    } else {
      const source = items.source;
      const dash = end - start === 1 && source.charCodeAt(start) === 45;
      const card = dash ? -1 : cardIndexAt(source, start, end);
      const tokenKind = dash ? DASH_TOKEN : card >= 0 ? CARD_TOKEN : BAD_TOKEN;
      last = records.add(tokenKind, start, end, card, revokeMark, leadMark, !dash && afterPlus);
      if (revokeMark >= 0 || leadMark >= 0) marks = true;
      if (tokenKind === BAD_TOKEN) sink.add('pbn.card.bad-token', 'error', start, end, { text: source.slice(start, end) });
    }
    revokeMark = leadMark = -1;
  }
  if (!transient) records.trim();
  const collected: CollectedCards = { records, terminator, plus: afterPlus, marks };
  if (unranked) collected.unranked = unranked;
  return collected;
}

/** Applies a suffix, note reference or NAG to the card token in `slot` (or reports it orphaned when there is none). */
function annotateCard(records: PlayRecords, slot: number, items: SectionItemList, index: number, sink: ProblemSink, references: NoteReference[]): void {
  const item = items.item(index);
  if (slot < 0) { annotate(item, undefined, 'card', sink, references); return; }
  const suffixStart = records.suffixStart(slot);
  const target: ItemAnnotations = { nags: records.nags?.[slot]?.slice() ?? [] };
  if (suffixStart >= 0) target.suffix = { kind: 'suffix', text: items.source.slice(suffixStart, records.suffixEnd(slot)), start: suffixStart, end: records.suffixEnd(slot) };
  if (records.note(slot) > 0) target.note = records.note(slot);
  annotate(item, target, 'card', sink, references);
  if (target.suffix && suffixStart < 0) records.setSuffix(slot, target.suffix.start, target.suffix.end);
  if (target.note !== undefined) records.setNote(slot, target.note);
  if (target.nags.length) (records.nags ??= [])[slot] = target.nags;
  else if (records.nags?.[slot]) records.nags[slot] = NO_NAGS;
}
