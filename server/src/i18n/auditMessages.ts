/**
 * The words of `pbn-director audit` and of its diagnostics on the ScoreTable rows, in English
 * and Dutch, in bridge notation (`3NT +1 by West`, `EW +430`, `♠K`): each finding says what the
 * row records, what the deal or Law 77 gives instead, and, for a fouled board, which deal the
 * table played and which tables played the same (Law 87).
 */
import { Seat, otherSide, sideOf } from '../bridge/seats';
import { AuditFinding, DealGroup, GameSource, VariantEvidence } from '../shapes/auditFindings';
import { Contract } from '../bridge/contract';
import { cardText, resultText, scoreText, tricksText, vulnerabilityText } from './bridgeNotation';
import { lawsName, seatName } from './bridgeTerms';
import { Language } from './localize';

/** "Table 5" / "Tafel 5", or the row when the traveller has no Table column; a game of the board by its room ("Open room" / "Open zaal") or its line. */
export function rowName(finding: { row: number; table?: string; game?: GameSource }, language: Language): string {
  const nl = language === 'nl';
  if (finding.game) return gameName(finding.game, language);
  return finding.table ? `${nl ? 'Tafel' : 'Table'} ${finding.table}` : `${nl ? 'Rij' : 'Row'} ${finding.row + 1}`;
}

/** A game of the board: "Open room" / "Open zaal", "Closed room" / "Gesloten zaal", else "Game on line 12" / "Spel op regel 12". */
function gameName(game: GameSource, language: Language): string {
  const nl = language === 'nl';
  if (game.room === 'Open') return nl ? 'Open zaal' : 'Open room';
  if (game.room === 'Closed') return nl ? 'Gesloten zaal' : 'Closed room';
  if (game.room) return nl ? `Zaal ${game.room}` : `Room ${game.room}`;
  return nl ? `Spel op regel ${game.line}` : `Game on line ${game.line}`;
}

/** The deal as played, in words: "North and East swapped", "every hand one seat on (North's at East)". */
export function variantText(key: string, language: Language): string {
  const nl = language === 'nl';
  const seat = (letter: string) => seatName(letter as Seat, language);
  if (key === 'recorded') return nl ? 'zoals vastgelegd' : 'as recorded';
  if (key.startsWith('swap-')) return nl ? `${seat(key[5])} en ${seat(key[6])} verwisseld` : `${seat(key[5])} and ${seat(key[6])} swapped`;
  const steps = Number(key.slice('rotation-'.length));
  if (steps === 2) return nl ? 'het spel omgedraaid (de hand van Noord bij Zuid)' : "the board turned round (North's hand at South)";
  if (steps === 1) return nl ? 'elke hand een plaats verder (die van Noord bij Oost)' : "every hand one seat on (North's at East)";
  return nl ? 'elke hand een plaats terug (die van Noord bij West)' : "every hand one seat back (North's at West)";
}

/** The message of a finding, without the row's name. */
export function findingText(finding: AuditFinding, language: Language): string {
  const nl = language === 'nl';
  const seat = (letter: Seat) => seatName(letter, language);
  switch (finding.kind) {
    case 'lead-not-held': {
      const { lead, leader, holder, declarerAcross } = finding.evidence;
      const across = declarerAcross ? (nl ? `: speelde ${seat(declarerAcross)}?` : `: did ${seat(declarerAcross)} declare?`) : '';
      const held = holder ? (nl ? ` (${seat(holder)} heeft hem${across})` : ` (${seat(holder)} holds it${across})`) : '';
      return nl ? `de uitkomst ${cardText(lead, language)} zit niet in de hand van ${seat(leader)}, die moest uitkomen${held}` : `the lead ${cardText(lead, language)} is not in ${seat(leader)}'s hand, who was on lead${held}`;
    }
    case 'impossible-result': {
      const evidence = finding.evidence;
      if (evidence.reason === 'tricks') return nl ? `een resultaat van ${evidence.result} slagen kan niet (0 tot 13)` : `a result of ${evidence.result} tricks cannot be (0 to 13)`;
      if (evidence.reason === 'contract') return nl ? `contract “${evidence.contract}” kan niet` : `contract “${evidence.contract}” cannot be`;
      if (evidence.reason === 'declarer') return nl ? `leider “${evidence.declarer}” is geen windrichting` : `declarer “${evidence.declarer}” is not a seat`;
      return nl ? `rondgepast, maar met ${tricksText(evidence.result ?? 0, language)}` : `passed out, yet with ${tricksText(evidence.result ?? 0, language)}`;
    }
    case 'reversed-score': {
      const { contract, declarer, tricks, found, expected } = finding.evidence;
      const side = sideOf(declarer);
      const sideExpected = side === 'NS' ? expected : -expected;
      return nl
        ? `${scoreText('NS', found, language)} is de score met de kanten omgedraaid: ${played(contract, declarer, tricks, language)} geeft ${scoreText(side, sideExpected, language)} (${scoreText(otherSide(side), -sideExpected, language)})`
        : `${scoreText('NS', found, language)} is the score with its sides reversed: ${played(contract, declarer, tricks, language)} scores ${scoreText(side, sideExpected, language)} (${scoreText(otherSide(side), -sideExpected, language)})`;
    }
    case 'score-mismatch': {
      const { contract, declarer, tricks, found, expected, vulnerability, edition, fitsTricks } = finding.evidence;
      const side = sideOf(declarer);
      const sign = side === 'NS' ? 1 : -1;
      const fits = fitsTricks === undefined ? '' : nl ? `; het is de score van ${tricksText(fitsTricks, language)}` : `; it is the score of ${tricksText(fitsTricks, language)}`;
      return nl
        ? `${scoreText(side, sign * found, language)} klopt niet met ${played(contract, declarer, tricks, language)} (Artikel 77, ${lawsName(edition, language)}, ${vulnerabilityText(vulnerability, language)}: ${scoreText(side, sign * expected, language)})${fits}`
        : `${scoreText(side, sign * found, language)} does not match ${played(contract, declarer, tricks, language)} (Law 77, ${lawsName(edition, language)}, ${vulnerabilityText(vulnerability, language)}: ${scoreText(side, sign * expected, language)})${fits}`;
    }
    case 'implausible-result': {
      const { contract, declarer, tricks, dd, fieldWithinOne, field } = finding.evidence;
      const beyond = Math.abs(tricks - dd);
      return nl
        ? `${played(contract, declarer, tricks, language)} ligt ${tricksText(beyond, language)} van dubbel dummy (${dd}), terwijl ${fieldWithinOne} van de ${field} andere tafels binnen 1 slag blijven; één afwijkende tafel zonder bewijs van de uitkomst is geen verkeerd gestoken spel`
        : `${played(contract, declarer, tricks, language)} is ${tricksText(beyond, language)} from double dummy (${dd}) while ${fieldWithinOne} of the ${field} other tables are within 1; one table off without evidence from its lead is no fouled board`;
    }
    case 'fouled': {
      const { contract, declarer, tricks, dd, lead, explainedBy } = finding.evidence;
      return nl
        ? `waarschijnlijk een verkeerd gestoken spel (Artikel 87A): ${played(contract, declarer, tricks, language)}, dubbel dummy ${dd} op de vastgelegde verdeling; het spel zoals gespeeld had ${variantText(explainedBy.variant, language)} (dubbel dummy ${explainedBy.dd}${lead && explainedBy.leadHeld ? `, de uitkomst ${cardText(lead, language)} in de hand van ${seat(leaderOf(declarer))}` : ''})`
        : `probably fouled (Law 87A): ${played(contract, declarer, tricks, language)}, double dummy ${dd} on the recorded deal; the deal as played had ${variantText(explainedBy.variant, language)} (double dummy ${explainedBy.dd}${lead && explainedBy.leadHeld ? `, the lead ${cardText(lead, language)} in ${seat(leaderOf(declarer))}'s hand` : ''})`;
    }
  }
}

/** `3NT +1 by West` / `3SA +1 door West`. */
function played(contract: Contract, declarer: Seat, tricks: number, language: Language): string {
  return `${resultText(contract, tricks, language)} ${language === 'nl' ? 'door' : 'by'} ${seatName(declarer, language)}`;
}

/** The opening leader of a declarer. */
function leaderOf(declarer: Seat): Seat {
  return ({ N: 'E', E: 'S', S: 'W', W: 'N' } as const)[declarer];
}

/** "Table 8: …" / "Tafel 8: …". */
export function findingLine(finding: AuditFinding, language: Language): string {
  return `${rowName(finding, language)}: ${findingText(finding, language)}`;
}

/** The groups of a fouled board: "score each group separately (Law 87B): as recorded tables 1, 2; with North and East swapped table 8". */
export function groupsText(groups: readonly DealGroup[], language: Language): string {
  const nl = language === 'nl';
  const parts = groups.map((group) => group.games ? `${variantText(group.deal, language)}: ${group.games.map((game) => gameName(game, language)).join(', ')}` : `${variantText(group.deal, language)}: ${nl ? (group.tables.length === 1 ? 'tafel' : 'tafels') : (group.tables.length === 1 ? 'table' : 'tables')} ${group.tables.join(', ')}`);
  return `${nl ? 'scoor elke groep apart (Artikel 87B)' : 'score each group separately (Law 87B)'}: ${parts.join('; ')}`;
}

/** The evidence of a variant as a short phrase, for the JSON's alternatives in text. */
export function variantEvidenceText(variant: VariantEvidence, language: Language): string {
  return `${variantText(variant.variant, language)} (${language === 'nl' ? 'dubbel dummy' : 'double dummy'} ${variant.dd})`;
}

/** The note of an audit run without the double-dummy engine. */
export function noEngineNote(language: Language): string {
  return language === 'nl'
    ? 'pbn-director: de dubbel-dummy-rekenkern is niet gebouwd (npm run build:dds): alleen de controles zonder dubbel dummy'
    : 'pbn-director: the double-dummy engine is not built (npm run build:dds): only the checks without double dummy';
}

/** The line of a file the audit found nothing in (`audited` boards with a ScoreTable). */
export function nothingFoundText(audited: number, language: Language): string {
  if (language === 'nl') return audited === 0 ? 'geen ScoreTable' : `${audited} ${audited === 1 ? 'spel' : 'spellen'} nagekeken, niets gevonden`;
  return audited === 0 ? 'no ScoreTable' : `${audited} ${audited === 1 ? 'board' : 'boards'} audited, nothing found`;
}

/** A board's heading word ("board" / "spel"). */
export function boardWord(language: Language): string {
  return language === 'nl' ? 'spel' : 'board';
}
