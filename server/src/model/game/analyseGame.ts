/**
 * Builds the bridge model of one game from its syntax: effective tag values (after inheritance),
 * dealer, vulnerability, deal, declarer (with the `^X` swap), contract, auction, play, Result and
 * Score, the edition of the Laws, and the Laws engine's rulings. Every problem found on the way
 * is recorded with its offsets; nothing here throws on bad input.
 */
import { formatContract, parseContract, parseStrain, parseVulnerability } from '../../bridge/contract';
import { parseSeat, seatAfter, sideOf } from '../../bridge/seats';
import { choiceOf, chooseEdition } from '../../laws/edition';
import { GameSyntax, TagPair, valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed, tagPosition } from './tagIndex';
import { Problem, ProblemSink } from '../../syntax/problems';
import { readAuction } from './auction';
import { crossCheckAuction } from './crossCheck';
import { checkEmptyContract } from './emptyContract';
import { parseDeal } from './deal';
import { checkNotes } from './notes';
import { readIrregularities } from './irregularities';
import { GameModel, GameOptions } from './gameModel';
import { readPlay } from './play';
import { applyRecordErrors } from './recordErrors';
import { checkResultAndScore } from './outcome';
import { JUNK, PLUS, SectionItemList, VALUE, sectionItemList } from './sectionItems';
import { checkTables } from '../../scoring/traveller/tables';
import { readAdjustedScore } from './adjustedScore';
import { checkTraveller } from './travellerCheck';
import { checkTagValue } from './tagValues';
import { checkCommentBlankLines } from './commentBlankLines';
import { checkRubberHistory } from './rubberHistory';
import { checkResultDeclarer } from './resultDeclarer';
import { NOT_INHERITABLE } from '../../syntax/tags';
import { CodeIn } from '../../i18n/diagnostics/registry';
import { OwnTagValues } from '../document/ownTagValues';
import { pushAll } from '../../arrays';

/** Analyses one game. `values` holds the effective tag values (see inheritance.ts); `transient`: the play's records stay in the shared buffer (a game dropped before the next is read). */
export function analyseGame(syntax: GameSyntax, values: ReadonlyMap<string, string>, options: GameOptions, initialProblems: Problem[], transient = false): GameModel {
  const sink = new ProblemSink();
  pushAll(sink.problems, initialProblems);
  const model: GameModel = {
    syntax, problems: sink.problems, values, declarerSwapped: false, passedOut: false, endPosition: false,
    edition: choiceOf('2017', 'default'), rulings: [],
  };
  // A game that inherits nothing has its own values: a tag's value is the one to check, no look-up needed.
  const own = values instanceof OwnTagValues;
  for (const tag of syntax.tags) if (!tag.duplicate) checkTagValue(tag, own ? tag.value : values.get(tag.name) ?? tag.value, sink);
  checkCommentBlankLines(syntax, sink);
  readIdentification(model, sink);
  readEdition(model, options, sink);
  readSections(model, sink, transient);
  checkEmptyContract(model, sink);
  readIrregularities(model, sink);
  applyRecordErrors(model, sink);
  checkNotes(model, sink);
  checkTables(syntax, sink);
  checkResultAndScore(model, sink);
  checkResultDeclarer(model, sink);
  checkRubberHistory(model, sink);
  readAdjustedScore(model, sink);
  checkTraveller(model, sink);
  // The other room of a board (carriedDeal.ts): the reference verifier reads no deal there, so a fix would add errors it reports.
  if (model.outcome && model.problems.some((problem) => problem.code === 'pbn.deal.carried')) model.outcome.blockedBy ??= 'carried-deal';
  return model;
}

function readIdentification(model: GameModel, sink: ProblemSink): void {
  const { syntax, values } = model;
  const value = (name: string) => values.get(name);
  model.board = value('Board');
  model.dealer = parseSeat(value('Dealer') ?? '');
  model.vulnerability = parseVulnerability(value('Vulnerable') ?? '');
  const dealTag = usable(tagNamed(syntax, 'Deal'));
  if (dealTag && dealTag.value !== '' && dealTag.value !== '?') {
    model.deal = parseDeal(dealTag.value, valueContentRange(dealTag)[0], sink);
    model.endPosition = model.deal !== undefined && model.deal.handSize < 13;
  } else if (!dealTag && values.has('Deal')) {
    // The other room of the board before (carriedDeal.ts): that game reported what is wrong in its Deal.
    model.deal = parseDeal(values.get('Deal')!, 0, new ProblemSink());
    model.endPosition = model.deal !== undefined && model.deal.handSize < 13;
  }
  const declarerTag = usable(tagNamed(syntax, 'Declarer'));
  if (declarerTag && !['', '?'].includes(declarerTag.value)) {
    const swapped = declarerTag.value.startsWith('^');
    const seat = parseSeat(declarerTag.value.slice(swapped ? 1 : 0));
    if (!seat || declarerTag.value.length !== (swapped ? 2 : 1)) badValue(declarerTag, sink, 'pbn.declarer.bad', 'W, N, E, S or ^W, ^N, ^E, ^S');
    else { model.declarer = seat; model.declarerSwapped = swapped; }
  }
  const contractTag = usable(tagNamed(syntax, 'Contract'));
  if (contractTag) readContract(model, contractTag, sink);
}

function readContract(model: GameModel, tag: TagPair, sink: ProblemSink): void {
  const text = tag.value;
  if (text === '' || text === '?') return;
  if (text.toLowerCase() === 'pass') { model.passedOut = true; return; }
  if (model.endPosition) {
    const strain = parseStrain(text);
    if (strain) { model.contract = { level: 0, strain, risk: '' }; return; }
  }
  const contract = parseContract(text);
  if (contract) { model.contract = contract; return; }
  const lenient = parseContract(text, true);
  const [start, end] = valueContentRange(tag);
  if (lenient) {
    sink.add('pbn.contract.nonstandard', 'warning', start, end, { value: text, expected: `${lenient.level}${lenient.strain}${lenient.risk}` }, { replacement: `${lenient.level}${lenient.strain}${lenient.risk}` });
    model.contract = lenient;
  } else if (/^[1-7]([A-Za-z]*)(X{0,2})$/i.test(text) && !/^[1-7](Hearts|Spades|Diamonds|Clubs)/i.test(text)) {
    sink.add('pbn.contract.bad-strain', 'error', start, end, { value: text });
  } else {
    sink.add('pbn.tag.bad-value', 'error', start, end, { tag: 'Contract', value: text, expected: 'Pass or <level><S|H|D|C|NT>[X|XX]' });
  }
}

function readEdition(model: GameModel, options: GameOptions, sink: ProblemSink): void {
  const lawsTag = tagNamed(model.syntax, 'Laws');
  const chosen = chosenEdition(model.values.get('Laws'), options.lawsOption, options.lawsSetting, model.values.get('Date'));
  if ('choice' in chosen) { model.edition = chosen.choice; return; }
  if (lawsTag && chosen.error.source === 'tag') {
    const [start, end] = valueContentRange(lawsTag);
    sink.add('pbn.laws.bad-edition', 'error', start, end, { value: chosen.error.value, valid: chosen.error.validValues.join(', ') });
  }
  const fallback = chooseEdition({ option: chosen.error.source === 'tag' ? options.lawsOption : undefined, setting: options.lawsSetting, date: model.values.get('Date') });
  if ('choice' in fallback) model.edition = fallback.choice;
}

/** The last edition chosen and what it was chosen from: the games of a file mostly repeat their Laws, options and Date. */
let lastEdition: { tag?: string; option?: string; setting?: string; date?: string; chosen: ReturnType<typeof chooseEdition> } | undefined;

/** `chooseEdition` of these inputs, the last answer again when they are the last inputs (answers are never changed). */
function chosenEdition(tag: string | undefined, option: string | undefined, setting: string | undefined, date: string | undefined): ReturnType<typeof chooseEdition> {
  const last = lastEdition;
  if (last && last.tag === tag && last.option === option && last.setting === setting && last.date === date) return last.chosen;
  const chosen = chooseEdition({ tag, option, setting, date });
  lastEdition = { tag, option, setting, date, chosen };
  return chosen;
}

/** The tags a play section needs before it (and the problem when one is missing), in an end position and otherwise. */
const PLAY_NEEDS_END_POSITION: ReadonlyArray<readonly [string, CodeIn<'pbn.play.no-'>]> = [['Deal', 'pbn.play.no-deal']];
const PLAY_NEEDS: ReadonlyArray<readonly [string, CodeIn<'pbn.play.no-'>]> = [['Deal', 'pbn.play.no-deal'], ['Declarer', 'pbn.play.no-declarer'], ['Contract', 'pbn.play.no-contract']];

function readSections(model: GameModel, sink: ProblemSink, transient: boolean): void {
  const { syntax } = model;
  const tags = syntax.tags;
  // A tag read from the game before (carriedDeal.ts) stands before every section.
  const indexOf = (name: string) => { const index = tagPosition(syntax, name); return index < 0 && model.values.has(name) && NOT_INHERITABLE.has(name) ? -Infinity : index; };
  for (let position = 0; position < tags.length; position++) {
    const tag = tags[position];
    if (tag.duplicate || !tag.section || !usable(tag)) continue;
    if (tag.name === 'Auction') {
      const firstColumn = parseSeat(tag.value);
      const dealerIndex = indexOf('Dealer');
      if (dealerIndex === -1 || dealerIndex > position) { missing(tag, 'pbn.auction.no-dealer', sink); continue; }
      if (!firstColumn || tag.value.length !== 1) { badValue(tag, sink, 'pbn.side.bad', 'W, N, E or S'); continue; }
      model.auction = readAuction(sectionItemList(syntax, tag).toArray(), firstColumn, model.dealer, sink, syntax.text);
      crossCheckAuction(model, tag, sink);
    } else if (tag.name === 'Play') {
      // `[Play ""]` with nothing after it (BEN, BBA, GIB): PBN's "inappropriate", no play was recorded.
      if (tag.value === '' && !holdsValues(sectionItemList(syntax, tag))) continue;
      const absent = (model.endPosition ? PLAY_NEEDS_END_POSITION : PLAY_NEEDS).find(([name]) => { const index = indexOf(name); return index === -1 || index > position; });
      if (absent) missing(tag, absent[1], sink, fromAuction(model, absent[0]));
      // Without the tags, the auction's declarer and contract still let the play be followed.
      if (!model.declarer && model.auction?.declarer) model.declarer = model.auction.declarer;
      if (!model.contract && model.auction?.contract) model.contract = model.auction.contract;
      if (!model.deal || (!model.endPosition && (!model.declarer || !model.contract))) continue;
      const firstColumn = parseSeat(tag.value);
      if (!firstColumn || tag.value.length !== 1) { badValue(tag, sink, 'pbn.side.bad', 'W, N, E or S'); continue; }
      if (model.passedOut) { sink.add('pbn.play.passed-out', 'error', tag.start, tag.end); continue; }
      const openingLeader = model.endPosition ? firstColumn : model.declarer ? seatAfter(model.declarer) : undefined;
      model.play = readPlay(sectionItemList(syntax, tag), { firstColumn, openingLeader, trump: model.contract?.strain, hands: model.deal?.hands, masks: model.deal?.masks }, sink, syntax.text, transient);
    }
  }
}

/** True when a section holds a call or card (or `-`, `+`, or words that are neither), not only comments, marks or `*`. */
function holdsValues(items: SectionItemList): boolean {
  for (let index = 0; index < items.length; index++) if ([VALUE, PLUS, JUNK].includes(items.kind(index))) return true;
  return false;
}

/** The tag, unless it uses '#' where inheritance is forbidden (reported once, by inheritance.ts). */
function usable(tag: TagPair | undefined): TagPair | undefined {
  return tag && NOT_INHERITABLE.has(tag.name) && tag.value.startsWith('#') ? undefined : tag;
}

function missing(tag: TagPair, code: 'pbn.auction.no-dealer' | CodeIn<'pbn.play.no-'>, sink: ProblemSink, derived?: string): void {
  sink.add(code, 'error', tag.nameStart, tag.nameEnd, derived ? { tag: tag.name, derived } : { tag: tag.name });
}

/** What the auction says a missing Declarer or Contract tag should hold, if it says. */
function fromAuction(model: GameModel, tagName: string): string | undefined {
  if (tagName === 'Declarer') return model.auction?.declarer;
  if (tagName === 'Contract') return model.auction?.contract ? formatContract(model.auction.contract) : undefined;
  return undefined;
}

function badValue(tag: TagPair, sink: ProblemSink, code: 'pbn.side.bad' | 'pbn.declarer.bad', expected: string): void {
  const [start, end] = valueContentRange(tag);
  sink.add(code, 'error', start, end, { tag: tag.name, value: tag.value, expected });
}

/** The declaring side of a game, when known. */
export function declaringSide(model: GameModel) {
  return model.declarer ? sideOf(model.declarer) : undefined;
}

