/**
 * The words of the deal files (.dlm, .dup, .bri, .dge) in English and Dutch: what is wrong with a
 * file read (each board's problem with the board named) and why boards cannot be written in a
 * format (or a PBN file's games as deals). The caller puts the file's name in front.
 */
import { CARD_CODES_BY_INDEX } from '../bridge/cardIndex';
import { DealFileProblem, DealFileWriteProblem, PbnDealsProblem } from '../shapes/dealFileProblems';
import { cardText } from './bridgeNotation';
import { seatName } from './bridgeTerms';
import { Language, Localized } from './localize';

/** Each problem's sentence, per language. */
type ProblemTexts = { [Kind in DealFileProblem['kind']]: (problem: Extract<DealFileProblem, { kind: Kind }>, language: Language) => string };

/** Cards as players read them, joined. */
function cards(indexes: readonly number[], language: Language): string {
  return indexes.map((index) => cardText(CARD_CODES_BY_INDEX[index], language)).join(' ');
}

/** A byte as read: the character, or its number when it is a control character. */
function shown(text: string): string {
  return /^[\x20-\x7e]+$/.test(text) ? `'${text}'` : `byte ${[...text].map((char) => char.charCodeAt(0)).join(' ')}`;
}

const PROBLEM_TEXTS: Localized<ProblemTexts> = {
  en: {
    'not-a-deal-file': (problem) => problem.format === 'dup' ? 'not a .dup file: the first record has no header giving the first board and the number of boards'
      : problem.detail === '[Document]' ? 'not a .dlm file: it does not start with [Document]' : 'not a .dlm file: the numbers of its first and last board are missing or unreadable',
    'file-checksum': (problem) => `the file's checksum is ${problem.found}, its number of boards gives ${problem.expected}`,
    encrypted: () => 'the boards are enciphered (its Crypto key is not 0); this tool reads only .dlm files that are not',
    'no-boards': () => 'no boards in the file',
    'missing-board': (problem) => `board ${problem.board}: its line is missing`,
    checksum: (problem) => `board ${problem.board}: the checksum is ${problem.found}, the cards give ${problem.expected}`,
    truncated: (problem) => `board ${problem.board}: the file ends after ${problem.bytes} of the board's ${problem.needed} bytes`,
    unreadable: (problem) => `board ${problem.board}: ${shown(problem.text)} at position ${problem.at} of the board is not a card`,
    cards: (problem, language) => `board ${problem.board}: not 52 distinct cards (${[problem.twice.length ? `${cards(problem.twice, language)} twice` : '', problem.missing.length ? `${cards(problem.missing, language)} missing` : ''].filter(Boolean).join('; ')})`,
    'hand-size': (problem, language) => `board ${problem.board}: ${seatName(problem.seat, language)} holds ${problem.cards} cards, not 13`,
    'parts-differ': (problem) => `board ${problem.board}: the two copies of the deal in its record (BRI and DGE part) differ`,
  },
  nl: {
    'not-a-deal-file': (problem) => problem.format === 'dup' ? 'geen .dup-bestand: het eerste record heeft geen kop met het eerste spel en het aantal spellen'
      : problem.detail === '[Document]' ? 'geen .dlm-bestand: het begint niet met [Document]' : 'geen .dlm-bestand: de nummers van het eerste en het laatste spel ontbreken of zijn onleesbaar',
    'file-checksum': (problem) => `de controlesom van het bestand is ${problem.found}, het aantal spellen geeft ${problem.expected}`,
    encrypted: () => 'de spellen zijn versleuteld (de sleutel is niet 0); dit programma leest alleen onversleutelde .dlm-bestanden',
    'no-boards': () => 'geen spellen in het bestand',
    'missing-board': (problem) => `spel ${problem.board}: de regel ontbreekt`,
    checksum: (problem) => `spel ${problem.board}: de controlesom is ${problem.found}, de kaarten geven ${problem.expected}`,
    truncated: (problem) => `spel ${problem.board}: het bestand houdt op na ${problem.bytes} van de ${problem.needed} bytes van het spel`,
    unreadable: (problem) => `spel ${problem.board}: ${shown(problem.text).replace(/^byte /, 'teken ')} op positie ${problem.at} van het spel is geen kaart`,
    cards: (problem, language) => `spel ${problem.board}: geen 52 verschillende kaarten (${[problem.twice.length ? `${cards(problem.twice, language)} dubbel` : '', problem.missing.length ? `${cards(problem.missing, language)} ontbreekt` : ''].filter(Boolean).join('; ')})`,
    'hand-size': (problem, language) => `spel ${problem.board}: ${seatName(problem.seat, language)} heeft ${problem.cards} kaarten, geen 13`,
    'parts-differ': (problem) => `spel ${problem.board}: de twee kopieën van de verdeling in het record (BRI- en DGE-deel) verschillen`,
  },
};

/** The sentence of a deal file's problem. */
export function dealFileProblemText(problem: DealFileProblem, language: Language): string {
  return (PROBLEM_TEXTS[language][problem.kind] as (problem: DealFileProblem, language: Language) => string)(problem, language);
}

/** Why boards cannot be written as a .dlm or .dup file. */
export function dealFileWriteProblemText(problem: DealFileWriteProblem, format: 'dlm' | 'dup', language: Language): string {
  const nl = language === 'nl';
  switch (problem.kind) {
    case 'no-boards': return nl ? 'geen spellen om te schrijven' : 'no boards to write';
    case 'not-consecutive': return nl
      ? `spel ${problem.board} staat waar spel ${problem.expected} hoort: een .${format}-bestand bevat opeenvolgend genummerde spellen`
      : `board ${problem.board} stands where board ${problem.expected} belongs: a .${format} file holds boards numbered in turn`;
    case 'out-of-range': return nl
      ? `spel ${problem.board}: een .${format}-bestand bevat de spellen 1 tot en met ${problem.highest}`
      : `board ${problem.board}: a .${format} file holds boards 1 to ${problem.highest}`;
  }
}

/** Why a PBN file's games do not make a set of deals for a .dlm or .dup file. */
export function pbnDealsProblemText(problem: PbnDealsProblem, language: Language): string {
  const nl = language === 'nl';
  switch (problem.kind) {
    case 'no-board-number': return nl ? `partij ${problem.game}: geen spelnummer` : `game ${problem.game}: no board number`;
    case 'no-deal': return nl ? `spel ${problem.board}: geen volledige verdeling` : `board ${problem.board}: no full deal`;
    case 'board-twice': return nl ? `spel ${problem.board} komt nogmaals voor met een andere verdeling` : `board ${problem.board} comes again with another deal`;
  }
}
