/**
 * Bridge words every message needs in both languages: seat and side names, suit names, and the
 * name of the Laws in a citation ("Laws 2017" / "Spelregels 2017").
 */
import { Seat, Side } from '../bridge/seats';
import { Localized, Language } from './localize';

const SEAT_NAMES: Localized<Record<Seat, string>> = {
  en: { N: 'North', E: 'East', S: 'South', W: 'West' },
  nl: { N: 'Noord', E: 'Oost', S: 'Zuid', W: 'West' },
};

const SIDE_NAMES: Localized<Record<Side, string>> = {
  en: { NS: 'NS', EW: 'EW' },
  nl: { NS: 'NZ', EW: 'OW' },
};

/** "East" / "Oost". */
export function seatName(seat: Seat, language: Language): string {
  return SEAT_NAMES[language][seat];
}

/** "NS" / "NZ". */
export function sideName(side: Side, language: Language): string {
  return SIDE_NAMES[language][side];
}

/** "Laws 2017" / "Spelregels 2017". */
export function lawsName(edition: string, language: Language): string {
  return language === 'nl' ? `Spelregels ${edition}` : `Laws ${edition}`;
}
