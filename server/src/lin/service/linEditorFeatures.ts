/**
 * Hover, highlights, selection ranges and inlay hints on a LIN document, served by the PBN
 * features on the projection: the request position goes forward to PBN, every range of the
 * answer comes back to LIN. A trick's hint moves to the card played last in that trick (LIN keeps
 * the order of play); where PBN has nothing to say, the hover is LIN's own (linHeaderHover.ts).
 */
import { DocumentHighlight, Hover, InlayHint, Position, Range, SelectionRange } from 'vscode-languageserver-types';
import type { Cancellation, LanguageService } from '../../languageServiceTypes';
import type { ServiceSettings } from '../../features/settings';
import { linHeaderHover } from './linHeaderHover';
import { LinProjection } from '../toPbn/projection';
import { largest } from '../../arrays';

/** A LIN range for a PBN range, as LSP positions. */
function backToLin(projection: LinProjection, range: Range): Range | undefined {
  const { lin, pbn, map } = projection;
  const mapped = map.toLinRange(pbn.offsetAt(range.start), pbn.offsetAt(range.end));
  return mapped && { start: lin.positionAt(mapped.start), end: lin.positionAt(mapped.end) };
}

/** The PBN position for a LIN position when it falls on a value or tag the projection copied. */
function forward(projection: LinProjection, position: Position): Position | undefined {
  const found = projection.map.toPbnOffset(projection.lin.offsetAt(position));
  return found && found.precision !== 'game' ? projection.pbn.positionAt(found.offset) : undefined;
}

/** The hover at a LIN position. */
export function linHover(service: LanguageService, projection: LinProjection, position: Position, settings: ServiceSettings, token?: Cancellation): Hover | undefined {
  const at = forward(projection, position);
  const answer = at && service.doHover(projection.pbn, at, settings, token);
  const range = answer?.range && backToLin(projection, answer.range);
  if (answer && range) return { ...answer, range };
  return linHeaderHover(projection, position, settings.language);
}

/** The other occurrences of the card at a LIN position (in `md` and in `pc`). */
export function linHighlights(service: LanguageService, projection: LinProjection, position: Position, settings: ServiceSettings): DocumentHighlight[] {
  const at = forward(projection, position);
  if (!at) return [];
  return service.findDocumentHighlights(projection.pbn, at, settings).flatMap((highlight) => {
    const range = backToLin(projection, highlight.range);
    return range ? [{ ...highlight, range }] : [];
  });
}

/** Card → trick → play → board selection ranges, in LIN ranges that nest. */
export function linSelectionRanges(service: LanguageService, projection: LinProjection, positions: Position[], settings: ServiceSettings): SelectionRange[] {
  const { lin } = projection;
  return positions.map((position) => {
    const offset = lin.offsetAt(position);
    const board = projection.file.boards.find((candidate) => candidate.start <= offset && offset <= candidate.end);
    const empty: SelectionRange = { range: { start: position, end: position } };
    if (!board) return empty;
    const ranges: Range[] = [];
    const at = forward(projection, position);
    for (let current = at && service.getSelectionRanges(projection.pbn, [at], settings)[0]; current; current = current.parent) {
      const range = backToLin(projection, current.range);
      if (range) ranges.push(range);
    }
    ranges.push({ start: lin.positionAt(board.start), end: lin.positionAt(board.end) });
    const offsets = (range: Range) => [lin.offsetAt(range.start), lin.offsetAt(range.end)];
    const kept: Range[] = [];
    for (const range of ranges) {
      const inner = kept[kept.length - 1];
      const [start, end] = offsets(range);
      if (inner) {
        const [innerStart, innerEnd] = offsets(inner);
        if (start > innerStart || end < innerEnd || (start === innerStart && end === innerEnd)) continue;
      }
      kept.push(range);
    }
    return nest(kept) ?? empty;
  });
}

/** Builds the parent chain from the innermost range out. */
function nest(ranges: Range[]): SelectionRange | undefined {
  let parent: SelectionRange | undefined;
  for (let index = ranges.length - 1; index >= 0; index--) parent = { range: ranges[index], parent };
  return parent;
}

/** The inlay hints of the tricks (moved to the last card played) and of a claimed Result. */
export function linInlayHints(service: LanguageService, projection: LinProjection, range: Range, settings: ServiceSettings, token?: Cancellation): InlayHint[] {
  const { lin, pbn, map } = projection;
  const model = service.parse(pbn, settings);
  if (!model) return [];
  const trickEnds = new Map<number, number>();
  for (const game of model.games) {
    for (const trick of game.model?.play?.tricks ?? []) {
      const last = trick.cards[trick.cards.length - 1];
      if (!last) continue;
      const ends = trick.cards.filter((card) => card.card).map((card) => map.toLinOffset(game.start + card.end, 'end') ?? -1);
      if (ends.length) trickEnds.set(game.start + last.end, largest(ends));
    }
  }
  const from = lin.offsetAt(range.start), to = lin.offsetAt(range.end);
  const whole = { start: pbn.positionAt(0), end: pbn.positionAt(pbn.getText().length) };
  return service.getInlayHints(pbn, whole, settings, token).flatMap((hint) => {
    const offset = pbn.offsetAt(hint.position);
    const target = trickEnds.get(offset) ?? (map.isMapped(offset, 'end') ? map.toLinOffset(offset, 'end') : undefined);
    if (target === undefined || target < 0 || target < from || target > to) return [];
    return [{ ...hint, position: lin.positionAt(target) }];
  });
}
