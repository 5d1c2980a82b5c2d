/**
 * The text of every reader diagnostic, keyed by its stable code, in English and Dutch. Each
 * message says what is wrong and, where it can, what would be right. Revoke rulings have their
 * own texts in laws/messages.ts.
 */
import { Seat, Side } from '../bridge/seats';
import { MessageArgs } from '../syntax/problems';
import { parseContract } from '../bridge/contract';
import { cardText, contractText, scoreText, tricksText } from './bridgeNotation';
import { seatName } from './bridgeTerms';
import { Language, Localized } from './localize';
import { PLAY_RECORD_MESSAGES } from './playRecordMessages';
import { SCORING_MESSAGES } from './scoringMessages';

type Message = (args: MessageArgs) => string;

/** A count argument as "1 trick", "9 tricks" / "1 slag", "9 slagen". */
const tricks = (count: unknown, language: Language) => tricksText(Number(count), language);
const seat = (args: MessageArgs, key: string, language: Language) => seatName(String(args[key]) as Seat, language);
/** A contract argument (`4S`) in bridge notation (`4♠`; Dutch `4♠`, `3SA`). */
const contractWords = (args: MessageArgs, language: Language) => {
  const contract = parseContract(String(args.derived));
  return contract ? contractText(contract, language) : String(args.derived);
};
/** Seats given as letters (`ESW`) as words: "East, South and West" / "Oost, Zuid en West". */
const seatList = (args: MessageArgs, language: Language) => {
  const names = [...String(args.seats)].map((letter) => seatName(letter as Seat, language));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${language === 'nl' ? 'en' : 'and'} ${names[names.length - 1]}` : names[0];
};
/** A card argument in bridge notation (`♠10`, Dutch `♥H`); anything else as written. */
/** The Score Law 77 gives as people read it, each side with its sign ("NS +620", Dutch "NZ +620"); the file's form stays in the quotes. */
const expectedScore = (args: MessageArgs, language: Language) => {
  const text = String(args.expected);
  const sided = text.replace(/\b(NS|EW) (-?\d+)\b/g, (_, side: Side, points: string) => scoreText(side, Number(points), language));
  if (sided !== text) return sided;
  return (args.side === 'NS' || args.side === 'EW') && /^-?\d+$/.test(text) ? scoreText(args.side, Number(text), language) : text;
};
const card = (args: MessageArgs, key: string, language: Language) => (/^[SHDC][AKQJT2-9]$/.test(String(args[key])) ? cardText(String(args[key]), language) : String(args[key]));

/** What the card field of an Irregularities event takes, by vocabulary kind. */
const IRREGULARITY_CARD_FIELDS: Localized<Record<string, string>> = {
  en: { card: 'a card such as D3', suit: 'a suit: S, H, D or C', none: '-' },
  nl: { card: 'een kaart zoals D3', suit: 'een kleur: S, H, D of C', none: '-' },
};

/** Why the play record contradicts an Irregularities event. */
const IRREGULARITY_CONTRADICTIONS: Localized<Record<string, string>> = {
  en: {
    'accepted-not-marked': 'an accepted lead out of turn is marked ^L before the card in the Play section',
    'card-not-played': 'that seat did not play this card to that trick',
    'rejected-but-led': 'the card that was not accepted still leads the trick in the Play section',
    'spread-needs-swap': 'after declarer spread his hand (Law 54A) the Declarer tag names the seat that played the hand with ^ ([Declarer "^X"])',
    'spread-not-opening-lead': 'declarer can spread his hand only after the opening lead (trick 1)',
    'corrected-card-in-play': 'the Play section shows the card as played, but a corrected revoke card was withdrawn (record the substitute)',
    'claim-complete-play': 'all 13 tricks are recorded, so there was no claim',
  },
  nl: {
    'accepted-not-marked': 'een geaccepteerd voorspelen voor de beurt krijgt ^L voor de kaart in de Play-sectie',
    'card-not-played': 'die speler speelde deze kaart niet in die slag',
    'rejected-but-led': 'de niet geaccepteerde kaart komt in de Play-sectie nog steeds uit',
    'spread-needs-swap': 'nadat de leider zijn hand openlegde (artikel 54A) noemt de Declarer-tag met ^ wie het spel speelde ([Declarer "^X"])',
    'spread-not-opening-lead': 'de leider kan zijn hand alleen na de uitkomst (slag 1) openleggen',
    'corrected-card-in-play': 'de Play-sectie toont de kaart als gespeeld, maar een herstelde verzaking werd teruggenomen (leg de vervangende kaart vast)',
    'claim-complete-play': 'alle 13 slagen zijn vastgelegd, dus er was geen claim',
  },
};

/** Dutch for the "expected" phrases the reader passes in English. */
const EXPECTED_IN_DUTCH: Record<string, string> = {
  'W, N, E or S': 'W, N, E of S',
  'W, N, E, S or ^W, ^N, ^E, ^S': 'W, N, E, S of ^W, ^N, ^E, ^S',
  'None, NS, EW or All': 'None, NS, EW of All',
  'YYYY.MM.DD': 'JJJJ.MM.DD',
  'HH:MM:SS': 'UU:MM:SS',
  'seconds': 'seconden',
  'a positive board number': 'een positief spelnummer',
  'a subset of W, N, E, S': 'een deelverzameling van W, N, E, S',
  'letters and digits': 'letters en cijfers',
  'letters, digits and periods (1.A.2)': 'letters, cijfers en punten (1.A.2)',
  '<games>/<minutes>': '<partijen>/<minuten>',
  'NS <score> and/or EW <score>': 'NS <score> en/of EW <score>',
  '<above>/<below>, optionally after NS or EW': '<boven>/<onder>, eventueel na NS of EW',
  'a number, optionally after NS or EW': 'een getal, eventueel na NS of EW',
  'Pass or <level><S|H|D|C|NT>[X|XX]': 'Pass of <niveau><S|H|D|C|NT>[X|XX]',
};

/** The "expected" argument in Dutch (numbers and unknown phrases pass through). */
function expectedNl(args: MessageArgs): string {
  const text = String(args.expected);
  const range = /^a number from 0 to (\d+)$/.exec(text);
  return range ? `een getal van 0 tot ${range[1]}` : EXPECTED_IN_DUTCH[text] ?? text;
}

const en = {
  'pbn.character.bad': (a) => `Character ${a.character} is not allowed here; PBN allows printing Latin-1 characters, and non-ASCII only inside strings and commentary.`,
  'pbn.encoding.not-latin1': (a) => `Character ${a.character} is not in Latin-1 (ISO 8859-1), the PBN character set; other programs may show it as '?'.`,
  'pbn.encoding.utf8': () => 'The file is encoded in UTF-8; the PBN standard uses Latin-1 (ISO 8859-1). It is read correctly, but other programs may not.',
  'pbn.line.too-long': (a) => `Line is ${a.length} characters long; PBN allows at most ${a.limit} plus the line end.`,
  'pbn.comment.unterminated': () => "Comment opened with '{' is never closed with '}'.",
  'pbn.comment.swallows-tags': (a) => `This comment runs over ${a.count} ${Number(a.count) === 1 ? 'line that reads' : 'lines that read'} as tags (the first [${a.tag}]), which are not read${a.nested ? `; it holds a second '{' (comments do not nest)` : ''}; is a '}' missing?`,
  'pbn.string.unterminated': () => 'String is not closed with \'"\' before the end of the line.',
  'pbn.tag.syntax': (a) => `Malformed tag pair: expected [Name "value"], found ${a.found}.`,
  'pbn.tag.unquoted': (a) => `The value of tag ${a.tag} must be quoted: "${a.value}".`,
  'pbn.tag.missing-value': (a) => `Tag ${a.tag} has no value; write [${a.tag} "…"] ("?" if unknown, "" if not applicable).`,
  'pbn.tag.duplicate': (a) => `Tag ${a.tag} appears already in this game; this occurrence is ignored.`,
  'pbn.tag.new-name': (a) => `Tag ${a.tag} is not defined by PBN 2.1; other programs will skip it.`,
  'pbn.tag.producer': (a) => `Tag ${a.tag} is not PBN 2.1 but one that ${a.producers} write; other programs skip it.`,
  'pbn.tag.new-value': (a) => `Value "${a.value}" of tag ${a.tag} is not one PBN defines (${a.expected}).`,
  'pbn.tag.bad-value': (a) => `Value "${a.value}" of tag ${a.tag} is not valid; expected ${a.expected}.`,
  'pbn.tag.bad-number': (a) => `Value "${a.value}" of tag ${a.tag} is not a valid number; expected ${a.expected}.`,
  'pbn.tag.inheritance': (a) => `Tag ${a.tag} describes one deal and may not inherit its value with '#'.`,
  'pbn.date.nonstandard': (a) => `Date "${a.value}" is not in the PBN form YYYY.MM.DD (use ? for unknown digits)${a.year === undefined ? '' : `; read as the year ${a.year}`}.`,
  'pbn.text.outside-section': (a) => `Unexpected text "${a.text}" outside a tag pair or section.`,
  'pbn.side.bad': (a) => `"${a.value}" is not a seat; ${a.tag} must be ${a.expected}.`,
  'pbn.vulnerable.rubber-mismatch': (a) => `Vulnerable says ${a.recorded} but ScoreRubberHistory makes it ${a.implied} (a side that has won a game of the rubber is vulnerable).`,
  'pbn.vulnerable.bad': (a) => `Vulnerable "${a.value}" is not valid; use None, NS, EW or All.`,
  'pbn.deal.syntax': (a) => `Deal "${a.value}" is malformed; expected "<first seat>:<hand> <hand> <hand> <hand>" with hands as S.H.D.C and single spaces.`,
  'pbn.deal.bad-rank': (a) => `'${a.rank}' is not a rank; ranks are A K Q J T 9 8 7 6 5 4 3 2.`,
  'pbn.deal.duplicate-card': (a, l: Language = 'en') => `${card(a, 'card', l)} is dealt twice: to ${seat(a, 'other', l)} and to ${seat(a, 'seat', l)}.`,
  'pbn.deal.carried': (a) => `This game gives no Board, Dealer, Vulnerable or Deal: read as the other room of the game before${a.board ? ` (board ${a.board})` : ''}, as rpbridge.net writes it; ${a.tags} taken from there.`,
  'pbn.deal.blank-hand': (a) => `${seatList(a, 'en')} ${Number(a.count) > 1 ? 'hold' : 'holds'} no card ("..."); write - for a hand that is not known (read as unknown here).`,
  'pbn.deal.hand-size': (a, l: Language = 'en') => `${seat(a, 'seat', l)} holds ${a.count} cards (${a.hand}); every known hand must hold ${a.expected}.`,
  'pbn.deal.empty': () => 'The deal holds no cards; give at least one hand or use "?" for an unknown deal.',
  'pbn.declarer.bad': (a) => `Declarer "${a.value}" is not valid; expected ${a.expected}.`,
  'pbn.declarer.mismatch': (a) => `Declarer "${a.recorded}" does not match the auction, which makes ${a.derived || 'no declarer'}.`,
  'pbn.contract.bad-strain': (a) => `Contract "${a.value}" has no valid denomination; use S, H, D, C or NT.`,
  'pbn.contract.nonstandard': (a) => `Contract "${a.value}" is not standard PBN; write "${a.expected}".`,
  'pbn.contract.empty': (a) => `Contract is empty, but ${a.derived ? `the auction ends in ${contractWords(a, 'en')}: write [Contract "${a.derived}"]` : 'the cards are played: a played board has a contract'}.`,
  'pbn.declarer.empty': (a) => `Declarer is empty (a passed-out board), but ${a.derived ? `the auction makes ${seat(a, 'derived', 'en')} declarer: write [Declarer "${a.derived}"]` : 'the cards are played: a played board has a declarer'}.`,
  'pbn.contract.mismatch': (a) => `Contract "${a.recorded}" does not match the auction, which ends in ${a.derived}.`,
  'pbn.contract.risk-mismatch': (a) => `Contract "${a.recorded}" has the wrong risk: the auction ends in ${a.derived}.`,
  'pbn.laws.bad-edition': (a) => `Laws "${a.value}" is not an edition of the Laws; valid values: ${a.valid}.`,
  'pbn.auction.no-dealer': () => 'The auction needs a Dealer tag before it.',
  'pbn.auction.wrong-first-seat': (a, l: Language = 'en') => `The first call must be the dealer's (${seat(a, 'dealer', l)}), but this column is ${seat(a, 'seat', l)}'s; use '-' for the seats before the dealer.`,
  'pbn.auction.prose': (a) => `"${a.text}" is text, not calls: write it as a comment in braces, { … }; its words are not read as calls.`,
  'pbn.auction.after-end': (a) => `"${a.text}" comes after the end of the auction.`,
  'pbn.auction.after-plus': (a) => `"${a.text}" follows '+'; nothing may follow the continuation mark.`,
  'pbn.call.bad-token': (a) => `"${a.text}" is not a call; calls are Pass, X, XX, AP, 1C … 7NT, or '-'.`,
  'pbn.call.illegal': (a) => a.reason === 'insufficient' ? `${a.call} is insufficient after ${a.previous}; mark an accepted insufficient bid with ^I.` : a.reason === 'double' ? 'A double is only allowed of an opponent\'s bid that is not doubled yet.' : 'A redouble is only allowed of an opponent\'s double.',
  'pbn.call.sufficient': (a) => `${a.call} is marked ^I (accepted insufficient bid) but it is sufficient.`,
  'pbn.call.bad-strain': (a) => `"${a.text}" has no valid denomination; a bid is a level 1–7 followed by C, D, H, S or NT (for example 1NT).`,
  'pbn.suffix.alert': (a) => `"${a.text}" after a call means "good call" in PBN ($1); if it marks an alert, refer to a note instead (=1= with [Note "1:…"]).`,
  'pbn.call.nonstandard': (a) => `"${a.text}" is not standard PBN; write ${a.expected}.`,
  'pbn.annotation.orphan': (a) => `"${a.text}" has no call or card to belong to.`,
  'pbn.suffix.double': (a) => `"${a.text}": a call or card takes at most one suffix (! ? !! ?? !? ?!).`,
  'pbn.nag.double': (a) => `"${a.text}": a suffix and a quality NAG on the same item say the same thing twice.`,
  'pbn.nag.bad': (a) => `${a.nag} is not a NAG for a ${a.of}: $1–$6 and $13 are for calls, $7–$12 and $14 for cards, at most $255.`,
  'pbn.nag.bad-number': (a) => `"${a.text}" is not a NAG; write $ followed by a number 0–255.`,
  'pbn.note.bad-reference': (a) => `"${a.text}" is not a note reference; use =1= … =32=.`,
  'pbn.note.double': (a) => `"${a.text}": a call or card takes at most one note reference.`,
  'pbn.note.missing': (a) => `No [Note "${a.number}:…"] explains =${a.number}=.`,
  'pbn.note.unused': (a) => `Note ${a.number} is not referred to by any =${a.number}=.`,
  'pbn.note.bad-number': (a) => `Note "${a.value}" must start with its number: "n:text".`,
  'pbn.note.out-of-range': (a) => `Note number ${a.number} is out of range; notes are numbered 1 to 32.`,
  'pbn.note.misplaced': () => 'A Note tag belongs after the calls of the auction or the cards of the play.',
  'pbn.irregularity.bad': (a) => `"${a.text}" is not an irregularity mark of the ${a.where === 'auction' ? 'auction (^I, ^S)' : 'play (^R, ^L)'}.`,
  'pbn.irregularity.double': (a) => `"${a.text}" repeats an irregularity mark.`,
  'pbn.irregularity.combined': (a) => `"${a.text}": a card cannot be both a revoke (^R) and a lead out of turn (^L).`,
  'pbn.play.no-deal': () => 'The play needs a Deal tag before it.',
  'pbn.play.no-declarer': (a, l: Language = 'en') => `The play needs a Declarer tag before it${a.derived ? `; the auction makes ${seat(a, 'derived', l)} declarer: add [Declarer "${a.derived}"]` : '; no complete auction in the record says who declared, so fix cannot write it'}.`,
  'pbn.play.no-contract': (a) => `The play needs a Contract tag before it${a.derived ? `; the auction ends in ${a.derived}: add [Contract "${a.derived}"]` : '; no complete auction in the record says what it was, so fix cannot write it'}.`,
  'pbn.play.passed-out': () => 'The board was passed out, so there is no play.',
  'pbn.play.after-end': (a) => `"${a.text}" comes after '*', the end of the play record.`,
  'pbn.play.after-plus': (a) => `"${a.text}": only '-' may follow '+', the card still to be played.`,
  'pbn.play.unrecorded-tricks': (a) => Number(a.first) === Number(a.last) ? `Trick ${a.first} is written as '- - - -': not recorded (a claim or concession); Result gives the final count.` : `Tricks ${a.first}–${a.last} are written as '- - - -': not recorded (a claim or concession); Result gives the final count.`,
  'pbn.play.too-many-tricks': () => 'The play holds more than 13 tricks.',
  'pbn.card.bad-token': (a) => `"${a.text}" is not a card; cards are a suit S H D C and a rank A K Q J T 9 … 2, or '-'.`,
  'pbn.card.not-in-hand': (a, l: Language = 'en') => `${seat(a, 'seat', l)} does not hold ${card(a, 'card', l)} at trick ${a.trick} (not dealt to ${seat(a, 'seat', l)}, or played already).`,
  'pbn.revoke.bad-mark': (a, l: Language = 'en') => a.reason === 'lead' ? `${card(a, 'card', l)} leads the trick, so it cannot be a revoke; remove ^R.` : a.reason === 'follows' ? `${card(a, 'card', l)} follows suit, so it is not a revoke; remove ^R.` : `${card(a, 'card', l)} is a legal discard (no card of the suit led was left); remove ^R.`,
  'pbn.revoke.record-error': (a, l: Language = 'en') => `Not a revoke, as the Director found: ${seat(a, 'seat', l)}'s ${card(a, 'card', l)} at trick ${a.trick} (while the record shows ${card(a, 'held', l)} still held) is a recording error (Irregularities: RecordError); no ruling.`,
  'pbn.revoke.unmarked': (a, l: Language = 'en') => `${seat(a, 'seat', l)} fails to follow suit with ${card(a, 'card', l)} at trick ${a.trick} while holding ${card(a, 'held', l)}: an unmarked revoke (or a recording error).`,
  'pbn.lead.bad-mark': (a, l: Language = 'en') => `${seat(a, 'seat', l)} was on lead, so this is no lead out of turn; remove ^L.`,
  'pbn.result.passed-out': (a) => `Result "${a.value}" is given, but the board was passed out (Contract "Pass" or Declarer ""); write [Result ""].`,
  'pbn.result.no-declarer': (a) => `Result "${a.value}" counts the declarer's tricks, but there is no Declarer tag; add Declarer, or write the tricks per side ("NS ${a.value}").`,
  'pbn.result.syntax': (a) => `Result "${a.value}" is not valid; write the tricks as "9", "NS 9", "EW 4" or "NS 9 EW 4".`,
  'pbn.result.caret-required': (a) => `Result "${a.value}" contradicts the play, in which ${a.declaringSide} won ${tricks(a.won, 'en')} and the defenders ${a.defenders}; a result that differs from the tricks won needs '^'.`,
  'pbn.result.caret-forbidden': (a) => `Result "${a.value}" is marked '^' (differs from the play) but agrees with the tricks won (${a.declaringSide} ${a.won}, defenders ${a.defenders}); remove '^'.`,
  'pbn.score.syntax': (a) => `Score "${a.value}" is not valid; write "620", "NS 620", "EW -100" or "NS 620 EW -620".`,
  'pbn.score.mismatch': (a) => `Score "${a.value}" does not match Contract, Vulnerable and Result: Law 77 (Laws ${a.edition}) gives ${expectedScore(a, 'en')} (write "${a.expected}").`,
  'pbn.table.bad-column': (a) => `Column "${a.column}" of ${a.tag} is malformed; write [+|-]Name[\\width[L|R]].`,
  'pbn.table.bad': (a) => `${a.tag} has ${a.count} elements, not a whole number of rows of ${a.columns}.`,
  'pbn.table.comment': () => 'Commentary is not allowed among table elements.',
  'pbn.table.order': (a) => `Column ${a.column} is declared ${a.order} but this row breaks the order.`,
  'pbn.game.missing-blank-line': () => 'A new game starts here, but the blank line that ends the previous game is missing; it is read as a game of its own. Add an empty line before it.',
  'pbn.line.cr-only': () => 'Lines end with a carriage return alone (an old Mac file); they are read as line ends, but PBN writes CR LF (LF alone is read too).',
  'pbn.diagnostics.more-in-game': (a) => `…and ${a.count} more problems in this game (only the first ${a.limit} are listed).`,
  'pbn.diagnostics.more-in-file': (a) => `…and ${a.count} more problems in this file (only the first ${a.limit} are listed).`,
  'pbn.document.too-large': (a) => `This file is too large for the editor (${a.size} MB; the limit is ${a.limit} MB), so it is not checked here; run pbn-director check on it.`,
  'pbn.ruling.line-unreadable': () => 'This comment looks like a ruling line but does not read as one; fix leaves the board alone until it is corrected or removed (the line records the table result the rectified Result is computed from).',
  'pbn.ruling.line-several': () => 'A second ruling line: a board has one; remove one of them (fix leaves the board alone until then).',
  'pbn.ruling.line-mismatch': (a) => `The ruling line says the table result was ${a.side} ${a.table} and the rectified result ${a.line}, but Result is "${a.result}": one of them was changed by hand. Fix leaves the board alone; correct the Result or the line.`,
  'pbn.ruling.line-stale': (a) => `The ruling line records ${a.recorded}; under the Laws ${a.edition} the ruling is now different (Result "${a.expected}" instead of "${a.value}"). The next fix replaces it.`,
  'pbn.result.director-set': (a) => `Result "${a.value}" is marked '^': a result set by a Director. The ruling gives "${a.expected}"${a.score ? ` (Score ${a.score})` : ''}; fix leaves it as it is, the quick-fix replaces it if that is what you want.`,
  'pbn.ruling.table-unknown': (a) => `The play stops early and the revoke is already marked ^R, but no ruling line records the table result: Result "${a.value}" may already include the ${a.net} trick${a.net === 1 ? '' : 's'} transferred to ${a.side}. Fix leaves it; say which it is with a quick-fix.`,
  'pbn.score.derived-stale': (a) => `A ruling changed this board's Score; ${a.tag} compares it with other tables and may be stale: recompute it in the scoring program.`,
  'pbn.irregularities.syntax': (a) => `Irregularities event "${a.event}" has ${a.count} fields; write five separated by spaces: trick (1-13 or -), seat (W N E S), event, card (a card, a suit or -), choice.`,
  'pbn.irregularities.bad-trick': (a) => `Trick "${a.value}" in Irregularities event "${a.event}" is not valid; write 1 to 13, or - for the whole board.`,
  'pbn.irregularities.bad-seat': (a) => `Seat "${a.value}" in Irregularities event "${a.event}" is not valid; write W, N, E or S.`,
  'pbn.irregularities.unknown-event': (a) => `Unknown event "${a.value}" in Irregularities event "${a.event}"; the events are ${a.valid}.`,
  'pbn.irregularities.bad-card': (a) => `"${a.value}" in Irregularities event "${a.event}" is not valid: ${a.name} takes ${IRREGULARITY_CARD_FIELDS.en[String(a.expected)] ?? 'a card, a suit or -'}.`,
  'pbn.irregularities.bad-choice': (a) => `Choice "${a.value}" in Irregularities event "${a.event}" is not one ${a.name} offers; valid: ${a.valid}.`,
  'pbn.irregularities.edition-choice': (a) => `Choice "${a.value}" in Irregularities event "${a.event}" does not exist in the Laws ${a.edition}; ${a.name} offers ${a.valid}.`,
  'pbn.irregularities.trick-beyond-record': (a) => `Irregularities event "${a.event}" names trick ${a.trick}, but the play records only ${tricks(a.recorded, 'en')}.`,
  'pbn.irregularities.not-a-defender': (a, l: Language = 'en') => `Irregularities event "${a.event}": ${seat(a, 'seat', l)} is declarer or dummy, and ${a.name} concerns a defender only (declarer's and dummy's cards never become penalty cards, Law 48).`,
  'pbn.irregularities.card-not-held': (a, l: Language = 'en') => `Irregularities event "${a.event}": ${seat(a, 'seat', l)} no longer held ${card(a, 'card', l)} at trick ${a.trick} (not dealt to him, or played earlier).`,
  'pbn.irregularities.contradicts-play': (a) => `Irregularities event "${a.event}" contradicts the play record: ${IRREGULARITY_CONTRADICTIONS.en[String(a.reason)] ?? 'the recorded cards say otherwise'}.`,
  'pbn.lead.out-of-turn-unmarked': (a, l: Language = 'en') => `Trick ${a.trick} only fits ${seat(a, 'seat', l)} leading: with ${seat(a, 'leader', l)} on lead someone fails to follow suit. If ${card(a, 'card', l)} was an accepted lead out of turn, mark it ^L.`,
  'pbn.export.layout': (a) => a.what === 'tag' ? 'The file declares the export format (% EXPORT): each tag pair starts its own line.' : 'The file declares the export format (% EXPORT): four calls or cards per line, so this one starts a new line.',
  'pbn.internal-error': (a) => `This game could not be fully checked because of an internal error (${a.reason}); please report it.`,
} satisfies Record<string, (args: MessageArgs, language?: Language) => string>;

type Code = keyof typeof en;

const nl: Record<Code, (args: MessageArgs, language?: Language) => string> = {
  'pbn.character.bad': (a) => `Teken ${a.character} is hier niet toegestaan; PBN kent afdrukbare Latin-1-tekens, en niet-ASCII alleen binnen strings en commentaar.`,
  'pbn.encoding.not-latin1': (a) => `Teken ${a.character} hoort niet bij Latin-1 (ISO 8859-1), de PBN-tekenset; andere programma's tonen het mogelijk als '?'.`,
  'pbn.encoding.utf8': () => 'Het bestand is in UTF-8 gecodeerd; de PBN-standaard gebruikt Latin-1 (ISO 8859-1). Het wordt goed gelezen, maar andere programma\'s kunnen dat niet.',
  'pbn.line.too-long': (a) => `Regel is ${a.length} tekens lang; PBN staat er hoogstens ${a.limit} plus het regeleinde toe.`,
  'pbn.comment.unterminated': () => "Commentaar geopend met '{' wordt nergens gesloten met '}'.",
  'pbn.comment.swallows-tags': (a) => `Dit commentaar loopt over ${a.count} ${Number(a.count) === 1 ? 'regel die leest' : 'regels die lezen'} als tags (de eerste [${a.tag}]), die niet gelezen worden${a.nested ? `; er staat een tweede '{' in (commentaar nest niet)` : ''}; ontbreekt er een '}'?`,
  'pbn.string.unterminated': () => 'String wordt niet gesloten met \'"\' voor het einde van de regel.',
  'pbn.tag.syntax': (a) => `Onjuist tagpaar: verwacht [Naam "waarde"], gevonden ${a.found}.`,
  'pbn.tag.unquoted': (a) => `De waarde van tag ${a.tag} moet tussen aanhalingstekens: "${a.value}".`,
  'pbn.tag.missing-value': (a) => `Tag ${a.tag} heeft geen waarde; schrijf [${a.tag} "…"] ("?" als onbekend, "" als niet van toepassing).`,
  'pbn.tag.duplicate': (a) => `Tag ${a.tag} komt al voor in dit spel; deze wordt genegeerd.`,
  'pbn.tag.new-name': (a) => `Tag ${a.tag} is niet gedefinieerd in PBN 2.1; andere programma's slaan hem over.`,
  'pbn.tag.producer': (a) => `Tag ${a.tag} hoort niet bij PBN 2.1, maar ${a.producersNl} schrijven hem; andere programma's slaan hem over.`,
  'pbn.tag.new-value': (a) => `Waarde "${a.value}" van tag ${a.tag} is geen door PBN gedefinieerde waarde (${a.expected}).`,
  'pbn.tag.bad-value': (a) => `Waarde "${a.value}" van tag ${a.tag} is ongeldig; verwacht ${expectedNl(a)}.`,
  'pbn.tag.bad-number': (a) => `Waarde "${a.value}" van tag ${a.tag} is geen geldig getal; verwacht ${expectedNl(a)}.`,
  'pbn.tag.inheritance': (a) => `Tag ${a.tag} beschrijft één spel en mag zijn waarde niet met '#' erven.`,
  'pbn.date.nonstandard': (a) => `Datum "${a.value}" staat niet in de PBN-vorm JJJJ.MM.DD (gebruik ? voor onbekende cijfers)${a.year === undefined ? '' : `; gelezen als het jaar ${a.year}`}.`,
  'pbn.text.outside-section': (a) => `Onverwachte tekst "${a.text}" buiten een tagpaar of sectie.`,
  'pbn.side.bad': (a) => `"${a.value}" is geen windrichting; ${a.tag} moet ${expectedNl(a)} zijn.`,
  'pbn.vulnerable.rubber-mismatch': (a) => `Vulnerable zegt ${a.recorded}, maar volgens ScoreRubberHistory is het ${a.implied} (een partij die een manche van de robber heeft gewonnen is kwetsbaar).`,
  'pbn.vulnerable.bad': (a) => `Vulnerable "${a.value}" is ongeldig; gebruik None, NS, EW of All.`,
  'pbn.deal.syntax': (a) => `Deal "${a.value}" is onjuist; verwacht "<eerste hand>:<hand> <hand> <hand> <hand>" met handen als S.H.D.C en enkele spaties.`,
  'pbn.deal.bad-rank': (a) => `'${a.rank}' is geen kaartwaarde; waarden zijn A K Q J T 9 8 7 6 5 4 3 2.`,
  'pbn.deal.duplicate-card': (a) => `${card(a, 'card', 'nl')} is twee keer gegeven: aan ${seat(a, 'other', 'nl')} en aan ${seat(a, 'seat', 'nl')}.`,
  'pbn.deal.carried': (a) => `Deze partij geeft geen Board, Dealer, Vulnerable of Deal: gelezen als de andere tafel van de partij ervoor${a.board ? ` (spel ${a.board})` : ''}, zoals rpbridge.net het schrijft; ${a.tags} daaruit overgenomen.`,
  'pbn.deal.blank-hand': (a) => `${seatList(a, 'nl')} ${Number(a.count) > 1 ? 'hebben' : 'heeft'} geen kaart ("..."); schrijf - voor een hand die niet bekend is (hier als onbekend gelezen).`,
  'pbn.deal.hand-size': (a) => `${seat(a, 'seat', 'nl')} heeft ${a.count} kaarten (${a.hand}); elke bekende hand moet er ${a.expected} hebben.`,
  'pbn.deal.empty': () => 'Het spel bevat geen kaarten; geef minstens één hand of gebruik "?" voor een onbekend spel.',
  'pbn.declarer.bad': (a) => `Declarer "${a.value}" is ongeldig; verwacht ${expectedNl(a)}.`,
  'pbn.declarer.mismatch': (a) => `Declarer "${a.recorded}" klopt niet met het bieden, dat ${a.derived || 'geen leider'} oplevert.`,
  'pbn.contract.bad-strain': (a) => `Contract "${a.value}" heeft geen geldige denominatie; gebruik S, H, D, C of NT.`,
  'pbn.contract.nonstandard': (a) => `Contract "${a.value}" is geen standaard-PBN; schrijf "${a.expected}".`,
  'pbn.contract.empty': (a) => `Contract is leeg, maar ${a.derived ? `het bieden eindigt in ${contractWords(a, 'nl')}: schrijf [Contract "${a.derived}"]` : 'er zijn kaarten gespeeld: een gespeeld spel heeft een contract'}.`,
  'pbn.declarer.empty': (a) => `Declarer is leeg (een weggepast spel), maar ${a.derived ? `het bieden maakt ${seat(a, 'derived', 'nl')} leider: schrijf [Declarer "${a.derived}"]` : 'er zijn kaarten gespeeld: een gespeeld spel heeft een leider'}.`,
  'pbn.contract.mismatch': (a) => `Contract "${a.recorded}" klopt niet met het bieden, dat eindigt in ${a.derived}.`,
  'pbn.contract.risk-mismatch': (a) => `Contract "${a.recorded}" heeft het verkeerde doublet: het bieden eindigt in ${a.derived}.`,
  'pbn.laws.bad-edition': (a) => `Laws "${a.value}" is geen uitgave van de Spelregels; geldige waarden: ${a.valid}.`,
  'pbn.auction.no-dealer': () => 'Het bieden heeft een Dealer-tag ervoor nodig.',
  'pbn.auction.wrong-first-seat': (a) => `De eerste bieding is van de gever (${seat(a, 'dealer', 'nl')}), maar deze kolom is van ${seat(a, 'seat', 'nl')}; gebruik '-' voor de spelers voor de gever.`,
  'pbn.auction.prose': (a) => `"${a.text}" is tekst, geen biedingen: schrijf het als commentaar tussen accolades, { … }; de woorden worden niet als biedingen gelezen.`,
  'pbn.auction.after-end': (a) => `"${a.text}" staat na het einde van het bieden.`,
  'pbn.auction.after-plus': (a) => `"${a.text}" volgt op '+'; na het vervolgteken mag niets staan.`,
  'pbn.call.bad-token': (a) => `"${a.text}" is geen bieding; biedingen zijn Pass, X, XX, AP, 1C … 7NT, of '-'.`,
  'pbn.call.illegal': (a) => a.reason === 'insufficient' ? `${a.call} is onvoldoende na ${a.previous}; markeer een geaccepteerd onvoldoende bod met ^I.` : a.reason === 'double' ? 'Doublet mag alleen op een nog niet gedoubleerd bod van een tegenstander.' : 'Redoublet mag alleen op een doublet van een tegenstander.',
  'pbn.call.sufficient': (a) => `${a.call} is gemarkeerd met ^I (geaccepteerd onvoldoende bod) maar is voldoende.`,
  'pbn.call.bad-strain': (a) => `"${a.text}" heeft geen geldige denominatie; een bod is een niveau 1–7 gevolgd door C, D, H, S of NT (bijvoorbeeld 1NT).`,
  'pbn.suffix.alert': (a) => `"${a.text}" na een bieding betekent in PBN "goede bieding" ($1); markeert het een alert, verwijs dan naar een notitie (=1= met [Note "1:…"]).`,
  'pbn.call.nonstandard': (a) => `"${a.text}" is geen standaard-PBN; schrijf ${a.expected}.`,
  'pbn.annotation.orphan': (a) => `"${a.text}" hoort bij geen bieding of kaart.`,
  'pbn.suffix.double': (a) => `"${a.text}": een bieding of kaart krijgt hoogstens één suffix (! ? !! ?? !? ?!).`,
  'pbn.nag.double': (a) => `"${a.text}": een suffix en een kwaliteits-NAG op hetzelfde item zeggen twee keer hetzelfde.`,
  'pbn.nag.bad': (a) => `${a.nag} is geen NAG voor een ${a.of === 'call' ? 'bieding' : 'kaart'}: $1–$6 en $13 zijn voor biedingen, $7–$12 en $14 voor kaarten, hoogstens $255.`,
  'pbn.nag.bad-number': (a) => `"${a.text}" is geen NAG; schrijf $ gevolgd door een getal 0–255.`,
  'pbn.note.bad-reference': (a) => `"${a.text}" is geen notitieverwijzing; gebruik =1= … =32=.`,
  'pbn.note.double': (a) => `"${a.text}": een bieding of kaart krijgt hoogstens één notitieverwijzing.`,
  'pbn.note.missing': (a) => `Geen [Note "${a.number}:…"] verklaart =${a.number}=.`,
  'pbn.note.unused': (a) => `Naar notitie ${a.number} verwijst geen enkele =${a.number}=.`,
  'pbn.note.bad-number': (a) => `Note "${a.value}" moet met zijn nummer beginnen: "n:tekst".`,
  'pbn.note.out-of-range': (a) => `Notitienummer ${a.number} valt buiten het bereik; notities zijn genummerd van 1 tot 32.`,
  'pbn.note.misplaced': () => 'Een Note-tag hoort na de biedingen van het bieden of de kaarten van het spelverloop.',
  'pbn.irregularity.bad': (a) => `"${a.text}" is geen onregelmatigheidsteken van ${a.where === 'auction' ? 'het bieden (^I, ^S)' : 'het spelverloop (^R, ^L)'}.`,
  'pbn.irregularity.double': (a) => `"${a.text}" herhaalt een onregelmatigheidsteken.`,
  'pbn.irregularity.combined': (a) => `"${a.text}": een kaart kan niet tegelijk een verzaking (^R) en een voorspelen voor de beurt (^L) zijn.`,
  'pbn.play.no-deal': () => 'Het spelverloop heeft een Deal-tag ervoor nodig.',
  'pbn.play.no-declarer': (a) => `Het spelverloop heeft een Declarer-tag ervoor nodig${a.derived ? `; volgens het bieden is ${seat(a, 'derived', 'nl')} leider: voeg [Declarer "${a.derived}"] toe` : '; geen volledig bieden in het verslag zegt wie leider was, dus fix kan hem niet schrijven'}.`,
  'pbn.play.no-contract': (a) => `Het spelverloop heeft een Contract-tag ervoor nodig${a.derived ? `; het bieden eindigt in ${a.derived}: voeg [Contract "${a.derived}"] toe` : '; geen volledig bieden in het verslag zegt wat het was, dus fix kan hem niet schrijven'}.`,
  'pbn.play.passed-out': () => 'Het spel is rondgepast, dus er is geen spelverloop.',
  'pbn.play.after-end': (a) => `"${a.text}" staat na '*', het einde van het spelverloop.`,
  'pbn.play.after-plus': (a) => `"${a.text}": na '+', de nog te spelen kaart, mag alleen '-' staan.`,
  'pbn.play.unrecorded-tricks': (a) => Number(a.first) === Number(a.last) ? `Slag ${a.first} staat als '- - - -': niet vastgelegd (een claim of concessie); Result geeft het eindtotaal.` : `Slagen ${a.first}–${a.last} staan als '- - - -': niet vastgelegd (een claim of concessie); Result geeft het eindtotaal.`,
  'pbn.play.too-many-tricks': () => 'Het spelverloop bevat meer dan 13 slagen.',
  'pbn.card.bad-token': (a) => `"${a.text}" is geen kaart; kaarten zijn een kleur S H D C en een waarde A K Q J T 9 … 2, of '-'.`,
  'pbn.card.not-in-hand': (a) => `${seat(a, 'seat', 'nl')} heeft ${card(a, 'card', 'nl')} niet in slag ${a.trick} (niet aan ${seat(a, 'seat', 'nl')} gegeven, of al gespeeld).`,
  'pbn.revoke.bad-mark': (a) => a.reason === 'lead' ? `${card(a, 'card', 'nl')} komt uit in de slag en kan dus geen verzaking zijn; verwijder ^R.` : a.reason === 'follows' ? `${card(a, 'card', 'nl')} bekent kleur en is dus geen verzaking; verwijder ^R.` : `${card(a, 'card', 'nl')} is een reglementaire afgooi (geen kaart van de gevraagde kleur meer); verwijder ^R.`,
  'pbn.revoke.record-error': (a) => `Geen verzaking, zo stelde de wedstrijdleider vast: ${card(a, 'card', 'nl')} van ${seat(a, 'seat', 'nl')} in slag ${a.trick} (terwijl het spelverloop ${card(a, 'held', 'nl')} nog in de hand toont) is een fout in de registratie (Irregularities: RecordError); geen uitspraak.`,
  'pbn.revoke.unmarked': (a) => `${seat(a, 'seat', 'nl')} bekent geen kleur met ${card(a, 'card', 'nl')} in slag ${a.trick} terwijl ${seat(a, 'seat', 'nl')} ${card(a, 'held', 'nl')} had: een niet-gemarkeerde verzaking (of een fout in de registratie).`,
  'pbn.lead.bad-mark': (a) => `${seat(a, 'seat', 'nl')} was aan de beurt om uit te komen, dus dit is geen voorspelen voor de beurt; verwijder ^L.`,
  'pbn.result.passed-out': (a) => `Result "${a.value}" is ingevuld, maar het spel is rondgepast (Contract "Pass" of Declarer ""); schrijf [Result ""].`,
  'pbn.result.no-declarer': (a) => `Result "${a.value}" telt de slagen van de leider, maar er is geen Declarer-tag; voeg Declarer toe, of schrijf de slagen per partij ("NS ${a.value}").`,
  'pbn.result.syntax': (a) => `Result "${a.value}" is ongeldig; schrijf de slagen als "9", "NS 9", "EW 4" of "NS 9 EW 4".`,
  'pbn.result.caret-required': (a) => `Result "${a.value}" spreekt het spelverloop tegen, waarin ${a.declaringSide === 'NS' ? 'NZ' : 'OW'} ${tricks(a.won, 'nl')} maakte en de tegenpartij ${a.defenders}; een resultaat dat afwijkt van de gemaakte slagen krijgt '^'.`,
  'pbn.result.caret-forbidden': (a) => `Result "${a.value}" is gemarkeerd met '^' (wijkt af van het spelverloop) maar klopt met de gemaakte slagen (${a.declaringSide === 'NS' ? 'NZ' : 'OW'} ${a.won}, tegenpartij ${a.defenders}); verwijder '^'.`,
  'pbn.score.syntax': (a) => `Score "${a.value}" is ongeldig; schrijf "620", "NS 620", "EW -100" of "NS 620 EW -620".`,
  'pbn.score.mismatch': (a) => `Score "${a.value}" klopt niet met Contract, Vulnerable en Result: artikel 77 (Spelregels ${a.edition}) geeft ${expectedScore(a, 'nl')} (schrijf "${a.expected}").`,
  'pbn.table.bad-column': (a) => `Kolom "${a.column}" van ${a.tag} is onjuist; schrijf [+|-]Naam[\\breedte[L|R]].`,
  'pbn.table.bad': (a) => `${a.tag} heeft ${a.count} elementen, geen geheel aantal rijen van ${a.columns}.`,
  'pbn.table.comment': () => 'Commentaar is niet toegestaan tussen tabelelementen.',
  'pbn.game.missing-blank-line': () => 'Hier begint een nieuwe partij, maar de lege regel die de vorige afsluit ontbreekt; ze wordt als aparte partij gelezen. Voeg ervoor een lege regel in.',
  'pbn.line.cr-only': () => 'Regels eindigen met alleen een carriage return (een oud Mac-bestand); ze worden als regeleinden gelezen, maar PBN schrijft CR LF (alleen LF wordt ook gelezen).',
  'pbn.diagnostics.more-in-game': (a) => `…en nog ${a.count} problemen in deze partij (alleen de eerste ${a.limit} staan in de lijst).`,
  'pbn.diagnostics.more-in-file': (a) => `…en nog ${a.count} problemen in dit bestand (alleen de eerste ${a.limit} staan in de lijst).`,
  'pbn.document.too-large': (a) => `Dit bestand is te groot voor de editor (${a.size} MB; de grens is ${a.limit} MB) en wordt hier dus niet gecontroleerd; gebruik pbn-director check.`,
  'pbn.ruling.line-unreadable': () => 'Dit commentaar lijkt een uitspraakregel maar is er niet als een te lezen; fix laat het spel ongemoeid tot de regel verbeterd of verwijderd is (de regel legt het tafelresultaat vast waaruit het rechtgezette resultaat wordt berekend).',
  'pbn.ruling.line-several': () => 'Een tweede uitspraakregel: een spel heeft er één; verwijder er een (tot dan laat fix het spel ongemoeid).',
  'pbn.ruling.line-mismatch': (a) => `De uitspraakregel zegt dat het tafelresultaat ${a.side === 'NS' ? 'NZ' : 'OW'} ${a.table} was en het rechtgezette resultaat ${a.line}, maar Result is "${a.result}": een van beide is met de hand gewijzigd. Fix laat het spel ongemoeid; verbeter Result of de regel.`,
  'pbn.ruling.line-stale': (a) => `De uitspraakregel legt ${a.recorded} vast; volgens de Spelregels ${a.edition} is de uitspraak nu anders (Result "${a.expected}" in plaats van "${a.value}"). De volgende fix vervangt de regel.`,
  'pbn.result.director-set': (a) => `Result "${a.value}" is gemarkeerd met '^': een resultaat dat een wedstrijdleider vaststelde. De uitspraak geeft "${a.expected}"${a.score ? ` (Score ${a.score})` : ''}; fix laat het staan, de snelle oplossing vervangt het als u dat wilt.`,
  'pbn.ruling.table-unknown': (a) => `Het spel stopt vroeg en de verzaking is al gemarkeerd met ^R, maar geen uitspraakregel legt het tafelresultaat vast: Result "${a.value}" bevat misschien al de ${a.net === 1 ? 'slag' : `${a.net} slagen`} overgedragen naar ${a.side === 'NS' ? 'NZ' : 'OW'}. Fix laat het staan; zeg met een snelle oplossing wat het is.`,
  'pbn.score.derived-stale': (a) => `Een uitspraak heeft de Score van dit spel gewijzigd; ${a.tag} vergelijkt die met andere tafels en is mogelijk verouderd: laat het rekenprogramma hem opnieuw berekenen.`,
  'pbn.irregularities.syntax': (a) => `Irregularities-gebeurtenis "${a.event}" heeft ${a.count} velden; schrijf er vijf gescheiden door spaties: slag (1-13 of -), plaats (W N E S), gebeurtenis, kaart (een kaart, een kleur of -), keuze.`,
  'pbn.irregularities.bad-trick': (a) => `Slag "${a.value}" in Irregularities-gebeurtenis "${a.event}" is ongeldig; schrijf 1 tot en met 13, of - voor het hele spel.`,
  'pbn.irregularities.bad-seat': (a) => `Plaats "${a.value}" in Irregularities-gebeurtenis "${a.event}" is ongeldig; schrijf W, N, E of S.`,
  'pbn.irregularities.unknown-event': (a) => `Onbekende gebeurtenis "${a.value}" in Irregularities-gebeurtenis "${a.event}"; de gebeurtenissen zijn ${a.valid}.`,
  'pbn.irregularities.bad-card': (a) => `"${a.value}" in Irregularities-gebeurtenis "${a.event}" is ongeldig: ${a.name} verwacht ${IRREGULARITY_CARD_FIELDS.nl[String(a.expected)] ?? 'een kaart, een kleur of -'}.`,
  'pbn.irregularities.bad-choice': (a) => `Keuze "${a.value}" in Irregularities-gebeurtenis "${a.event}" bestaat niet bij ${a.name}; geldig: ${a.valid}.`,
  'pbn.irregularities.edition-choice': (a) => `Keuze "${a.value}" in Irregularities-gebeurtenis "${a.event}" bestaat niet in de Spelregels ${a.edition}; ${a.name} kent ${a.valid}.`,
  'pbn.irregularities.trick-beyond-record': (a) => `Irregularities-gebeurtenis "${a.event}" noemt slag ${a.trick}, maar het spelverloop bevat maar ${tricks(a.recorded, 'nl')}.`,
  'pbn.irregularities.not-a-defender': (a) => `Irregularities-gebeurtenis "${a.event}": ${seat(a, 'seat', 'nl')} is leider of blinde, en ${a.name} gaat alleen over een tegenspeler (kaarten van de leider en de blinde worden nooit strafkaarten, artikel 48).`,
  'pbn.irregularities.card-not-held': (a) => `Irregularities-gebeurtenis "${a.event}": ${seat(a, 'seat', 'nl')} had ${card(a, 'card', 'nl')} in slag ${a.trick} niet meer (niet gedeeld of al eerder gespeeld).`,
  'pbn.irregularities.contradicts-play': (a) => `Irregularities-gebeurtenis "${a.event}" spreekt het spelverloop tegen: ${IRREGULARITY_CONTRADICTIONS.nl[String(a.reason)] ?? 'de vastgelegde kaarten zeggen iets anders'}.`,
  'pbn.lead.out-of-turn-unmarked': (a) => `Slag ${a.trick} klopt alleen als ${seat(a, 'seat', 'nl')} voorspeelde: met ${seat(a, 'leader', 'nl')} aan de beurt bekent iemand geen kleur. Was ${card(a, 'card', 'nl')} een geaccepteerd voorspelen voor de beurt, markeer het dan met ^L.`,
  'pbn.export.layout': (a) => a.what === 'tag' ? 'Het bestand is in exportformaat (% EXPORT): elk tagpaar begint op een eigen regel.' : 'Het bestand is in exportformaat (% EXPORT): vier biedingen of kaarten per regel, dus deze begint een nieuwe regel.',
  'pbn.internal-error': (a) => `Dit spel kon door een interne fout niet volledig worden gecontroleerd (${a.reason}); meld dit alstublieft.`,
  'pbn.table.order': (a) => `Kolom ${a.column} is ${a.order === 'descending' ? 'aflopend' : 'oplopend'} gesorteerd verklaard, maar deze rij breekt die volgorde.`,
};

const MESSAGES: Localized<Record<string, (args: MessageArgs, language?: Language) => string>> = {
  en: { ...en, ...SCORING_MESSAGES.en, ...PLAY_RECORD_MESSAGES.en },
  nl: { ...nl, ...SCORING_MESSAGES.nl, ...PLAY_RECORD_MESSAGES.nl },
};

/** The localised message of a reader diagnostic; the code itself when it has no text. */
export function diagnosticMessage(code: string, args: MessageArgs, language: Language): string {
  const message = MESSAGES[language][code] ?? MESSAGES.en[code];
  return message ? message(args, language) : code;
}

/** Every code that has a message (for tests that check both languages cover the same codes). */
export function knownDiagnosticCodes(): { en: string[]; nl: string[] } {
  return { en: Object.keys(MESSAGES.en), nl: Object.keys(MESSAGES.nl) };
}
