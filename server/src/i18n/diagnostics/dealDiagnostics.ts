/**
 * The diagnostics of the Deal tag: its syntax, ranks, cards dealt twice, hand sizes, blank
 * hands, and a game read as the other room of the game before.
 */
import { Args, NoData, dataOfType, entry } from './entry';
import { Language } from '../localize';
import { card, seat, seatList } from './readerWords';

/** The entries of this family, by code. */
export const DEAL_DIAGNOSTICS = {
  'pbn.deal.syntax': entry({
    severity: ['error'],
    en: (a: Args<'value'>) => `Deal "${a.value}" is malformed; expected "<first seat>:<hand> <hand> <hand> <hand>" with hands as S.H.D.C and single spaces.`,
    nl: (a) => `Deal "${a.value}" is onjuist; verwacht "<eerste hand>:<hand> <hand> <hand> <hand>" met handen als S.H.D.C en enkele spaties.`,
  }),
  'pbn.deal.bad-rank': entry({
    severity: ['error'],
    en: (a: Args<'rank'>) => `'${a.rank}' is not a rank; ranks are A K Q J T 9 8 7 6 5 4 3 2.`,
    nl: (a) => `'${a.rank}' is geen kaartwaarde; waarden zijn A K Q J T 9 8 7 6 5 4 3 2.`,
  }),
  'pbn.deal.duplicate-card': entry({
    severity: ['error'],
    en: (a: Args<'card' | 'other' | 'seat'>, l: Language = 'en') => `${card(a, 'card', l)} is dealt twice: to ${seat(a, 'other', l)} and to ${seat(a, 'seat', l)}.`,
    nl: (a) => `${card(a, 'card', 'nl')} is twee keer gegeven: aan ${seat(a, 'other', 'nl')} en aan ${seat(a, 'seat', 'nl')}.`,
  }),
  'pbn.deal.carried': entry({
    severity: ['info'],
    traits: { blocksFix: 'carried-deal', foldPerFile: { by: 'code', counts: 'rooms' } },
    data: dataOfType<NoData>(),
    en: (a: Args<'tags', 'board'>) => `This game gives no Board, Dealer, Vulnerable or Deal: read as the other room of the game before${a.board ? ` (board ${a.board})` : ''}, as rpbridge.net writes it; ${a.tags} taken from there.`,
    nl: (a) => `Deze partij geeft geen Board, Dealer, Vulnerable of Deal: gelezen als de andere tafel van de partij ervoor${a.board ? ` (spel ${a.board})` : ''}, zoals rpbridge.net het schrijft; ${a.tags} daaruit overgenomen.`,
  }),
  'pbn.deal.blank-hand': entry({
    severity: ['error'],
    en: (a: Args<'count' | 'seats'>) => `${seatList(a, 'en')} ${Number(a.count) > 1 ? 'hold' : 'holds'} no card ("..."); write - for a hand that is not known (read as unknown here).`,
    nl: (a) => `${seatList(a, 'nl')} ${Number(a.count) > 1 ? 'hebben' : 'heeft'} geen kaart ("..."); schrijf - voor een hand die niet bekend is (hier als onbekend gelezen).`,
  }),
  'pbn.deal.hand-size': entry({
    severity: ['error'],
    en: (a: Args<'count' | 'hand' | 'expected' | 'seat'>, l: Language = 'en') => `${seat(a, 'seat', l)} holds ${a.count} cards (${a.hand}); every known hand must hold ${a.expected}.`,
    nl: (a) => `${seat(a, 'seat', 'nl')} heeft ${a.count} kaarten (${a.hand}); elke bekende hand moet er ${a.expected} hebben.`,
  }),
  'pbn.deal.empty': entry({
    severity: ['error'],
    en: () => 'The deal holds no cards; give at least one hand or use "?" for an unknown deal.',
    nl: () => 'Het spel bevat geen kaarten; geef minstens één hand of gebruik "?" voor een onbekend spel.',
  }),
  // Bridge Solver writes `N:... ... ... ...` for a deal it was not given; the reference verifier reads it as a deal without cards.
  'pbn.deal.blank': entry({
    severity: ['warning'],
    en: () => 'Every hand of the deal is written "..." (no card): read as an unknown deal; "?" says so in PBN.',
    nl: () => 'Elke hand van het spel is als "..." geschreven (geen kaart): gelezen als een onbekend spel; "?" zegt dat in PBN.',
  }),
  'pbn.deal.empty-hand': entry({
    severity: ['error'],
    en: (a: Args<'count' | 'seats'>) => `${seatList(a, 'en')} ${Number(a.count) > 1 ? 'are' : 'is'} empty: nothing between the spaces of the Deal; write - for a hand that is not known.`,
    nl: (a) => `${seatList(a, 'nl')} ${Number(a.count) > 1 ? 'zijn' : 'is'} leeg: niets tussen de spaties van de Deal; schrijf - voor een hand die niet bekend is.`,
  }),
};
