/**
 * What a real file repeats on every board, said once per file: an unknown tag (one warning at its
 * first use, with how many games have it and which boards), a producer's tag such as
 * DoubleDummyTricks (the same, as information), and characters outside Latin-1 (one warning at the
 * first, with the number of places), games read as the other room of the board before, and a Date
 * written in another form than PBN's in every game (each once, with how many and which boards). A
 * 299-board RealBridge file then shows three lines, not 391. Which codes fold, and how, is each
 * entry's `foldPerFile` trait in the registry.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { Language } from '../../i18n/localize';
import { foldPerFileOf } from '../../i18n/diagnostics/registry';
import { FILE_NOISE_WORDS } from '../../i18n/diagnostics/foldWords';
import { NoiseBoards } from './noiseBoards';

/** What the first diagnostic of a fold group gains: how many there are, and on which boards (the entry's `foldPerFile` says what it counts). */
function groupSuffix(code: string, count: number, boards: NoiseBoards, language: Language): string {
  if (count === 1) return '';
  const counts = foldPerFileOf(code)?.counts ?? 'games';
  if (counts === 'places') return FILE_NOISE_WORDS[language].places(count);
  return FILE_NOISE_WORDS[language][counts](count, boards.ranges());
}

/** The key a diagnostic is folded under (its entry's `foldPerFile`: the code, or the code and the tag its `data` names), or undefined when it is not file noise. */
export function noiseKey(diagnostic: Diagnostic): string | undefined {
  const fold = foldPerFileOf(diagnostic.code);
  if (!fold) return undefined;
  return fold.by === 'tag' ? `${diagnostic.code} ${(diagnostic.data as { tag?: string } | undefined)?.tag}` : String(diagnostic.code);
}

/** One fold group as a file streams by: how many diagnostics it has and on which boards. */
interface NoiseGroup {
  code: string;
  count: number;
  boards: NoiseBoards;
}

/**
 * The fold of a file's noise as its games come (pipeline/noiseFold.ts, for the editor's document
 * and for a file read one game at a time): `take` each noise diagnostic in file order (it says whether it is the first of its group, which is kept, or a later one, which
 * is dropped); once the file has been read, `suffix` gives what the first one's message gains.
 */
export class StreamingNoiseFold {
  private readonly groups = new Map<string, NoiseGroup>();

  constructor(private readonly language: Language) {}

  /** Counts a noise diagnostic of the game on `board`; true when it is the first of its group (the one shown). */
  take(key: string, code: string, board: string): boolean {
    const group = this.groups.get(key);
    if (group) { group.count++; group.boards.add(board); return false; }
    const boards = new NoiseBoards();
    boards.add(board);
    this.groups.set(key, { code, count: 1, boards });
    return true;
  }

  /** What the message of the first diagnostic of group `key` ends with once the whole file has been read. */
  suffix(key: string): string {
    const group = this.groups.get(key);
    return group ? groupSuffix(group.code, group.count, group.boards, this.language) : '';
  }
}

/** The board a fold names for a game: its Board value, or `#index` when it has none. */
export function noiseBoard(board: string | undefined, gameIndex: number): string {
  return board && board !== '?' ? board : `#${gameIndex}`;
}
