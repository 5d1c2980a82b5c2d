/**
 * Suffixes, note references and NAGs that follow a call or card (PBN §3.5.3, §3.7): at most one
 * suffix and one note reference per item, NAGs in 0..255 with the call-only and card-only
 * ranges respected, and no suffix together with a quality NAG.
 */
import { SectionItem } from '../../syntax/gameSyntax';
import { ProblemSink } from '../../syntax/problems';

/** What a call or card carries. */
export interface ItemAnnotations {
  suffix?: SectionItem;
  note?: number;
  nags: number[];
}

/** No NAGs: one shared, frozen array (`annotate` gives a target its own array for its first NAG). */
export const NO_NAGS: number[] = Object.freeze([]) as unknown as number[];

/** A note reference as it appears, for the note checks. */
export interface NoteReference {
  number: number;
  start: number;
  end: number;
}

const SUFFIXES = ['!', '?', '!!', '??', '!?', '?!'];
/** NAGs that may only follow a call ($1–$6 quality, $13 corrected call) or only a card. */
const CALL_ONLY = (nag: number) => (nag >= 1 && nag <= 6) || nag === 13;
const CARD_ONLY = (nag: number) => (nag >= 7 && nag <= 12) || nag === 14;
/** Quality NAGs, which say what a suffix says. */
const CALL_QUALITY = (nag: number) => nag >= 1 && nag <= 6;
const CARD_QUALITY = (nag: number) => nag >= 7 && nag <= 12;

/** Applies one annotation item to the call or card before it. */
export function annotate(item: SectionItem, target: ItemAnnotations | undefined, of: 'call' | 'card', sink: ProblemSink, references: NoteReference[]): void {
  if (!target) {
    sink.add('pbn.annotation.orphan', 'error', item.start, item.end, { text: item.text });
    return;
  }
  if (item.kind === 'suffix') {
    if (!SUFFIXES.includes(item.text)) sink.add('pbn.suffix.double', 'warning', item.start, item.end, { text: item.text });
    else if (target.suffix) sink.add('pbn.suffix.double', 'warning', item.start, item.end, { text: item.text });
    else if (target.nags.some(of === 'call' ? CALL_QUALITY : CARD_QUALITY)) sink.add('pbn.nag.double', 'warning', item.start, item.end, { text: item.text });
    else {
      target.suffix = item;
      // `!` after a call often marks an alert (a LIN habit); in PBN it means "good call".
      if (of === 'call' && item.text === '!') sink.add('pbn.suffix.alert', 'hint', item.start, item.end, { text: item.text });
    }
  } else if (item.kind === 'note') {
    const match = /^=(\d+)=$/.exec(item.text);
    const number = match ? Number(match[1]) : NaN;
    if (!match || number < 1 || number > 32) sink.add('pbn.note.bad-reference', 'error', item.start, item.end, { text: item.text });
    else if (target.note !== undefined) {
      sink.add('pbn.note.double', 'error', item.start, item.end, { text: item.text });
      // The reference still asks for a note, as the verifier checks it too.
      references.push({ number, start: item.start, end: item.end });
    } else {
      target.note = number;
      references.push({ number, start: item.start, end: item.end });
    }
  } else if (item.kind === 'nag') {
    const match = /^\$(\d+)$/.exec(item.text);
    const nag = match ? Number(match[1]) : NaN;
    if (!match) sink.add('pbn.nag.bad-number', 'error', item.start, item.end, { text: item.text });
    else if (nag > 255 || (of === 'call' ? CARD_ONLY(nag) : CALL_ONLY(nag))) sink.add('pbn.nag.bad', 'error', item.start, item.end, { nag: item.text, of });
    else if ((of === 'call' ? CALL_QUALITY(nag) : CARD_QUALITY(nag)) && (target.suffix || target.nags.some(of === 'call' ? CALL_QUALITY : CARD_QUALITY))) {
      sink.add('pbn.nag.double', 'warning', item.start, item.end, { text: item.text });
    } else if (target.nags === NO_NAGS) target.nags = [nag];
    else target.nags.push(nag);
  }
}
