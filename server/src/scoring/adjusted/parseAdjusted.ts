/**
 * Reads an AdjustedScore value (grammar in notation.ts) with exact offsets: every problem points
 * at the part, outcome or word at fault and says what was expected. Nothing here knows the
 * board; the edition's rules are checked by model/game/adjustedScore.ts.
 */
import { Risk, parseStrain } from '../../bridge/contract';
import { parseSeat } from '../../bridge/seats';
import { AdjustedBody, AdjustedOutcome, AdjustedPart, AdjustedScore, NotationProblem } from './notation';
import { CodeIn } from '../../i18n/diagnostics/registry';

/** One piece of text and where it starts. */
interface Piece {
  text: string;
  start: number;
}

const ARTIFICIAL = /^A([+=-]|\d{1,3}(?:\.\d{1,2})?)$/;
const WEIGHT = /^(\d{1,3}(?:\.\d{1,2})?)%$/;
const CONTRACT_RESULT = /^([1-7])(NT|S|H|D|C)(XX|X)?(=|[+-]\d{1,2})$/;

/** Splits `piece` at `separator`, keeping offsets (pieces are trimmed). */
function split(piece: Piece, separator: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const segment of piece.text.split(separator)) {
    const lead = segment.trim() === '' ? 0 : segment.length - segment.trimStart().length;
    pieces.push({ text: segment.trim(), start: piece.start + from + lead });
    from += segment.length + 1;
  }
  return pieces;
}

/** The words of a piece with their offsets. */
function words(piece: Piece): Piece[] {
  return [...piece.text.matchAll(/\S+/g)].map((match) => ({ text: match[0], start: piece.start + match.index! }));
}

const end = (piece: Piece) => piece.start + piece.text.length;

/** Parses an AdjustedScore value whose first character is at `offset`. */
export function parseAdjustedScore(value: string, offset = 0): { score?: AdjustedScore; problems: NotationProblem[] } {
  const problems: NotationProblem[] = [];
  // An empty piece is marked by the separator before it (`;`, `|`), or the first character.
  const report = (code: CodeIn<'pbn.adjusted.'>, piece: Piece, args: NotationProblem['args'] = {}) => {
    const [start, stop] = piece.text !== '' ? [piece.start, end(piece)] : piece.start > offset ? [piece.start - 1, piece.start] : [offset, offset + Math.min(1, value.length)];
    problems.push({ code, start, end: stop, args: { text: piece.text, ...args } });
  };
  const whole: Piece = { text: value, start: offset };
  const segments = split(whole, '|');
  if (segments.length > 2) { report('pbn.adjusted.sides', whole, { reason: 'too-many' }); return { problems }; }
  const parts: AdjustedPart[] = [];
  for (const segment of segments) {
    const part = readPart(segment, report);
    if (part) parts.push(part);
  }
  if (problems.length) return { problems };
  const sides = parts.map((part) => part.side);
  if (parts.length === 2 && (!sides[0] || !sides[1] || sides[0] === sides[1])) report('pbn.adjusted.sides', whole, { reason: 'both-sides' });
  else if (parts.length === 1 && sides[0]) report('pbn.adjusted.sides', whole, { reason: 'one-side', side: sides[0] });
  return problems.length ? { problems } : { score: { parts }, problems };
}

type Report = (code: CodeIn<'pbn.adjusted.'>, piece: Piece, args?: NotationProblem['args']) => void;

function readPart(segment: Piece, report: Report): AdjustedPart | undefined {
  if (segment.text === '') { report('pbn.adjusted.syntax', segment, { expected: 'part' }); return undefined; }
  const first = words(segment)[0];
  const side = first.text === 'NS' || first.text === 'EW' ? first.text : undefined;
  const rest = segment.text.slice(2);
  const bodyPiece: Piece = side ? { text: rest.trim(), start: segment.start + 2 + rest.length - rest.trimStart().length } : segment;
  if (bodyPiece.text === '') { report('pbn.adjusted.syntax', segment, { expected: 'part' }); return undefined; }
  const body = readBody(bodyPiece, report);
  return body ? { side, body, start: segment.start, end: end(segment) } : undefined;
}

function readBody(piece: Piece, report: Report): AdjustedBody | undefined {
  const artificial = ARTIFICIAL.exec(piece.text);
  if (artificial) {
    const mark = artificial[1];
    if (mark === '+') return { kind: 'artificial', form: { kind: 'plus' } };
    if (mark === '=') return { kind: 'artificial', form: { kind: 'average' } };
    if (mark === '-') return { kind: 'artificial', form: { kind: 'minus' } };
    if (Number(mark) > 100) { report('pbn.adjusted.syntax', piece, { expected: 'artificial' }); return undefined; }
    return { kind: 'artificial', form: { kind: 'percent', percent: Number(mark) } };
  }
  if (/^A\S*$/.test(piece.text)) { report('pbn.adjusted.syntax', piece, { expected: 'artificial' }); return undefined; }
  const outcomes: AdjustedOutcome[] = [];
  let wellFormed = true;
  for (const outcomePiece of split(piece, ';')) {
    const outcome = readOutcome(outcomePiece, report);
    if (outcome) outcomes.push(outcome); else wellFormed = false;
  }
  if (!wellFormed) return undefined;
  return checkWeights(piece, outcomes, report) ? { kind: 'assigned', outcomes } : undefined;
}

function readOutcome(piece: Piece, report: Report): AdjustedOutcome | undefined {
  const list = words(piece);
  if (list.length === 0) { report('pbn.adjusted.syntax', piece, { expected: 'outcome' }); return undefined; }
  let percent: number | undefined;
  const weight = WEIGHT.exec(list[0].text);
  if (weight) { percent = Number(weight[1]); list.shift(); }
  const [contractWord, declarerWord, ...extra] = list;
  if (!contractWord) { report('pbn.adjusted.syntax', piece, { expected: 'outcome' }); return undefined; }
  const range = { start: piece.start, end: end(piece) };
  if (contractWord.text === 'Pass') {
    if (declarerWord) { report('pbn.adjusted.syntax', piece, { expected: 'outcome' }); return undefined; }
    return { percent, ...range };
  }
  const match = CONTRACT_RESULT.exec(contractWord.text);
  if (!match) {
    const looksLikeContract = /^\d/.test(contractWord.text);
    report(looksLikeContract ? 'pbn.adjusted.contract' : 'pbn.adjusted.syntax', looksLikeContract ? contractWord : piece, { expected: 'outcome' });
    return undefined;
  }
  const level = Number(match[1]);
  const result = match[4] === '=' ? 0 : Number(match[4]);
  const tricks = level + 6 + result;
  if (tricks < 0 || tricks > 13) { report('pbn.adjusted.result', contractWord, { tricks, level }); return undefined; }
  const declarer = declarerWord && declarerWord.text.length === 1 ? parseSeat(declarerWord.text) : undefined;
  if (!declarer || declarerWord.text !== declarerWord.text.toUpperCase() || extra.length) {
    report('pbn.adjusted.declarer', declarerWord ?? contractWord, { value: declarerWord?.text ?? '' });
    return undefined;
  }
  return { percent, contract: { level, strain: parseStrain(match[2])!, risk: (match[3] ?? '') as Risk }, declarer, tricks, ...range };
}

/** Weights: every outcome of a mix has one, each above 0, together exactly 100. */
function checkWeights(piece: Piece, outcomes: AdjustedOutcome[], report: Report): boolean {
  if (outcomes.length === 1 && outcomes[0].percent === undefined) return true;
  const missing = outcomes.find((outcome) => outcome.percent === undefined);
  if (missing) { report('pbn.adjusted.weight-missing', { text: piece.text.slice(missing.start - piece.start, missing.end - piece.start), start: missing.start }); return false; }
  const zero = outcomes.find((outcome) => outcome.percent === 0);
  const hundredths = outcomes.reduce((total, outcome) => total + Math.round(outcome.percent! * 100), 0);
  if (zero || hundredths !== 10000) { report('pbn.adjusted.weights', piece, { sum: hundredths / 100 }); return false; }
  return true;
}
