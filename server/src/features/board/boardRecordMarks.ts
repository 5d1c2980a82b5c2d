/**
 * What the record marks besides its `[Irregularities]` events, in words for the facts block of
 * the ruling report and the board view: the auction's accepted irregularities (an insufficient
 * bid accepted, a player skipped), declarer and dummy swapped, each card marked as a revoke not
 * noticed in time or as an accepted lead out of turn, a play record that stops before the last
 * trick (a claim or concession), a Result marked as differing from the tricks won, and the ruling
 * line a fix wrote (its table result, transfers and rectified result). Facts only: what they
 * mean under the Laws is the rulings' part.
 */
import { parseContract } from '../../bridge/contract';
import { Seat, Side } from '../../bridge/seats';
import { cardText, contractText, tricksText } from '../../i18n/bridgeNotation';
import { lawsName, seatName, sideName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import type { GameModel } from '../../model/game/gameModel';
import { RulingLine, RulingLineScan } from '../../model/game/rulingLine';

type Say = (en: string, nl: string) => string;

/** The marks of the record in words, in the order of the record. */
export function markedFacts(model: GameModel, language: Language): string[] {
  const say: Say = (en, nl) => (language === 'nl' ? nl : en);
  const seat = (which: Seat) => seatName(which, language);
  const facts: string[] = [];
  for (const call of model.auction?.calls ?? []) {
    if (call.call === 'skip') facts.push(say(`Auction: ${seat(call.seat)} was skipped (a call out of rotation, accepted)`, `Bieding: ${seat(call.seat)} werd overgeslagen (een bod voor de beurt, geaccepteerd)`));
    else if (call.insufficientAccepted) {
      const bid = parseContract(call.call);
      const text = bid ? contractText(bid, language) : call.call;
      facts.push(say(`Auction: ${seat(call.seat)}'s ${text} is an insufficient bid, accepted`, `Bieding: ${text} van ${seat(call.seat)} is een onvoldoende bod, geaccepteerd`));
    }
  }
  if (model.declarerSwapped && model.declarer) {
    facts.push(say(`Declarer and dummy swapped: ${seat(model.declarer)} played the hand`, `Leider en blinde verwisseld: ${seat(model.declarer)} speelde het spel`));
  }
  for (const trick of model.play?.tricks ?? []) {
    for (const card of trick.cards) {
      if (!card.card) continue;
      const where = say(`Trick ${trick.number}, ${seat(card.seat)}: ${cardText(card.card, language)}`, `Slag ${trick.number}, ${seat(card.seat)}: ${cardText(card.card, language)}`);
      if (card.revokeMark) facts.push(say(`${where} — a revoke, marked in the record as not noticed in time`, `${where} — een verzaking, in het verslag gemarkeerd als niet op tijd opgemerkt`));
      if (card.leadMark) facts.push(say(`${where} — a lead out of turn, marked in the record as accepted`, `${where} — voorspelen voor de beurt, in het verslag gemarkeerd als geaccepteerd`));
    }
  }
  const claim = claimFact(model, say);
  if (claim) facts.push(claim);
  if (model.result?.irregular) facts.push(say('The Result is marked as differing from the tricks won in the play (a rectified result)', 'Het resultaat is gemarkeerd als afwijkend van de slagen gewonnen in het spel (een rechtgezet resultaat)'));
  const line = rulingLineFact(model.outcome?.rulingLine, language, say);
  if (line) facts.push(line);
  return facts;
}

/** "The play record stops after trick 9: the last 4 tricks were claimed or conceded", or during a trick after n cards. */
function claimFact(model: GameModel, say: Say): string | undefined {
  const play = model.play;
  if (!play?.endedEarly) return undefined;
  const known = play.tricks.map((trick) => trick.cards.filter((card) => card.card).length);
  while (known.length && known[known.length - 1] === 0) known.pop();
  const complete = known.filter((count) => count === 4).length;
  const partial = known.length > complete ? known[known.length - 1] : 0;
  const left = 13 - complete;
  if (left <= 0 || (complete === 0 && partial === 0)) return undefined;
  const where = partial
    ? say(`during trick ${complete + 1}, after ${partial} card${partial === 1 ? '' : 's'}`, `tijdens slag ${complete + 1}, na ${partial} ${partial === 1 ? 'kaart' : 'kaarten'}`)
    : say(`after trick ${complete}`, `na slag ${complete}`);
  const rest = left === 1
    ? say('the last trick was claimed or conceded', 'de laatste slag werd opgeëist of afgestaan')
    : say(`the last ${left} tricks were claimed or conceded`, `de laatste ${left} slagen werden opgeëist of afgestaan`);
  return say(`The play record stops ${where}: ${rest}`, `Het spelverloop stopt ${where}: ${rest}`);
}

/** The ruling line in words, in the report's language whatever language it was written in. */
function rulingLineFact(scan: RulingLineScan | undefined, language: Language, say: Say): string | undefined {
  if (!scan || scan.kind === 'none') return undefined;
  if (scan.kind === 'unreadable') return say('A comment starts like a ruling line but cannot be read', 'Een commentaar begint als een uitspraakregel maar is niet te lezen');
  if (scan.kind === 'several') return say('The game holds more than one ruling line', 'Het spel bevat meer dan één uitspraakregel');
  return `${say('A ruling is recorded', 'Een uitspraak is vastgelegd')} (${lawsName(scan.line.edition, language)}): ${rulingLineParts(scan.line, language, say).join('; ')}`;
}

function rulingLineParts(line: RulingLine, language: Language, say: Say): string[] {
  const side = (which: Side) => sideName(which, language);
  const tricks = (count: number) => tricksText(count, language);
  const parts: string[] = [];
  if (line.side && line.tableTricks !== undefined) parts.push(say(`at the table ${side(line.side)} ${tricks(line.tableTricks)}`, `aan tafel ${side(line.side)} ${tricks(line.tableTricks)}`));
  for (const transfer of line.transfers) {
    const law = say(`Law ${transfer.law}`, `artikel ${transfer.law}`);
    if (transfer.tricks > 0) parts.push(say(`${law}: ${tricks(transfer.tricks)} transferred to ${side(transfer.to)}`, `${law}: ${tricks(transfer.tricks)} overgedragen naar ${side(transfer.to)}`));
    else parts.push(`${law}: ${say('no trick transferred', 'geen slag overgedragen')}${transfer.reason ? ` (${transfer.reason})` : ''}`);
  }
  if (line.side && line.rectifiedTricks !== undefined) parts.push(say(`rectified ${side(line.side)} ${tricks(line.rectifiedTricks)}`, `rechtgezet ${side(line.side)} ${tricks(line.rectifiedTricks)}`));
  return parts;
}
