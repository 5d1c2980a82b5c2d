/**
 * The stable codes of the double-dummy engine's errors (`dd.xxx`), the shape of the facts their
 * texts read and an error's plain form. Apart from analysis/logic/ddError.ts (the error class) so
 * that the texts (i18n/ddMessages.ts, ddViewTexts.ts) can name them while the class reads its
 * texts from them.
 */

/** What went wrong, as a stable code. */
export type DdErrorCode =
  | 'dd.unknown-hand' // a hand is `-`: { seats }
  | 'dd.bad-card' // not a card code: { card, seat? }
  | 'dd.duplicate-card' // { card, seats }
  | 'dd.wrong-card-count' // full deal asked, a hand is short or long: { seat, count, expected }
  | 'dd.unequal-hands' // end position with hands of different sizes: { counts }
  | 'dd.no-cards' // nothing left to play
  | 'dd.trick-too-long' // more than 3 cards in the current trick: { count }
  | 'dd.card-not-held' // a played card is not in the hand of the seat to play: { card, seat, index }
  | 'dd.play-too-long' // more cards played than the hands hold: { count, max }
  | 'dd.engine' // DDS returned an error code: { function, returnCode, ddsText }
  | 'dd.engine-missing' // dds.wasm not built: { searched }
  | 'dd.engine-crashed' // the WebAssembly instance or its worker died: { reason }
  | 'dd.engine-stuck' // the worker gave no answer within the watchdog's bound and was restarted: { seconds }
  | 'dd.cancelled'; // the request was cancelled

/** JSON-safe facts of an error. */
export type DdErrorParams = Record<string, string | number | boolean | readonly (string | number)[]>;

/** The plain form of a `DdError`, as it crosses a worker boundary. */
export interface DdErrorData {
  code: DdErrorCode;
  params: DdErrorParams;
}
