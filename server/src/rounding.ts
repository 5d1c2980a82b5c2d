/**
 * The roundings scoring uses, in one place so each is named where it is applied: a datum to a
 * multiple of 10 with halves away from zero (as the Butler files we read do: −85 → −90, 435 →
 * 440), and numbers for display with a fixed number of decimals. Computations keep fractions.
 */

/** `value` rounded to a multiple of `step`, halves away from zero. */
export function roundHalfAwayFromZero(value: number, step = 1): number {
  const units = Math.abs(value) / step;
  // A tiny tolerance keeps a mean such as 435.0000000001 or 434.9999999999 on the half it means.
  const rounded = Math.floor(units + 0.5 + 1e-9) * step;
  return value < 0 ? -rounded : rounded;
}

/** `value` with at most `decimals` decimals, trailing zeros dropped (`4.8`, `5`, `33.33`). */
export function formatDecimal(value: number, decimals = 2): string {
  const text = roundHalfAwayFromZero(value, 10 ** -decimals).toFixed(decimals);
  if (decimals === 0) return text;
  let end = text.length;
  while (end > 0 && text[end - 1] === '0') end--;
  if (end < text.length && text[end - 1] === '.') end--;
  return text.slice(0, end) || '0';
}

/** `value` with exactly `decimals` decimals (`4.80`), for columns written that way. */
export function formatFixed(value: number, decimals: number): string {
  const text = roundHalfAwayFromZero(value, 10 ** -decimals).toFixed(decimals);
  return text === '-0' || /^-0\.0+$/.test(text) ? text.slice(1) : text;
}
