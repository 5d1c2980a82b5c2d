/**
 * The `pbn` configuration section read leniently: a client may send any JSON (a Neovim user writes
 * `edition = 2017`, a number). A value of the expected kind is taken; a number where an edition is meant
 * and `"true"`/`"false"` where a switch is meant are read as meant; null or absent is the default;
 * anything else is the default too, and is named in `wrong` so that the server warns once (issue 37
 * item 10: `2017`, `null` or `{}` as the edition switched every feature off).
 */

/** The settings as read, with the ones of the wrong kind. */
export interface ReadConfiguration {
  lawsEdition?: string;
  language?: string;
  hiddenDiagnostics: string[];
  analysisEnabled: boolean;
  cardCost: boolean;
  /** `pbn.scoring.averagePlus`: undefined for `auto` (the edition's default). */
  averagePlus?: 'fixed' | 'session';
  /** `pbn.analysis.claimBudgetSeconds`, when set (absent: the default, 30 s). */
  claimBudgetSeconds?: number;
  /** Each setting of the wrong kind: its name, the value as the user wrote it and the default used. */
  wrong: Array<{ name: string; value: string; fallback: string }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short rendering of a value for a message (at most 40 characters). */
function shown(value: unknown): string {
  let text: string;
  try { text = JSON.stringify(value) ?? String(value); } catch { text = String(value); }
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Reads the `pbn` section. */
export function readConfiguration(section: unknown): ReadConfiguration {
  const wrong: ReadConfiguration['wrong'] = [];
  const complain = (name: string, value: unknown, fallback: string) => { wrong.push({ name, value: shown(value), fallback }); };
  const group = (name: string, value: unknown): Record<string, unknown> => {
    if (value === undefined || value === null) return {};
    if (isRecord(value)) return value;
    complain(name, value, '{}');
    return {};
  };
  const root = group('pbn', section);
  const text = (name: string, value: unknown, fallback: string, numbers: boolean): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value.trim();
    if (numbers && typeof value === 'number' && Number.isFinite(value)) return String(value);
    complain(name, value, fallback);
    return undefined;
  };
  const flag = (name: string, value: unknown, fallback: boolean): boolean => {
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    complain(name, value, String(fallback));
    return fallback;
  };
  /** Seconds: a number of at least 0, or its digits as text; anything else the default (undefined). */
  const seconds = (name: string, value: unknown, fallback: string): number | undefined => {
    if (value === undefined || value === null) return undefined;
    const read = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    if (typeof read === 'number' && Number.isFinite(read) && read >= 0) return read;
    complain(name, value, fallback);
    return undefined;
  };
  const laws = group('pbn.laws', root.laws);
  const diagnostics = group('pbn.diagnostics', root.diagnostics);
  const analysis = group('pbn.analysis', root.analysis);
  const scoring = group('pbn.scoring', root.scoring);
  const averagePlus = text('pbn.scoring.averagePlus', scoring.averagePlus, '"auto"', false);
  if (averagePlus !== undefined && !['auto', 'fixed', 'session'].includes(averagePlus)) complain('pbn.scoring.averagePlus', averagePlus, '"auto"');
  const hide = diagnostics.hide;
  let hiddenDiagnostics: string[] = [];
  if (typeof hide === 'string') hiddenDiagnostics = hide.trim() ? [hide.trim()] : [];
  else if (Array.isArray(hide)) {
    hiddenDiagnostics = hide.filter((code): code is string => typeof code === 'string');
    if (hiddenDiagnostics.length < hide.length) complain('pbn.diagnostics.hide', hide.find((code) => typeof code !== 'string'), '[]');
  } else if (hide !== undefined && hide !== null) complain('pbn.diagnostics.hide', hide, '[]');
  const claimBudgetSeconds = seconds('pbn.analysis.claimBudgetSeconds', analysis.claimBudgetSeconds, '30');
  return {
    lawsEdition: text('pbn.laws.edition', laws.edition, '"auto"', true),
    language: text('pbn.language', root.language, '"auto"', false),
    hiddenDiagnostics,
    analysisEnabled: flag('pbn.analysis.enabled', analysis.enabled, true),
    cardCost: flag('pbn.analysis.cardCost', analysis.cardCost, false),
    ...(averagePlus === 'fixed' || averagePlus === 'session' ? { averagePlus } : {}),
    ...(claimBudgetSeconds !== undefined ? { claimBudgetSeconds } : {}),
    wrong,
  };
}
