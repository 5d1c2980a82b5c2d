/**
 * A line worded in both languages before the language is known: an error thrown deep in the
 * command line's reading or writing carries its line as `{ en, nl }`, and the place that prints it
 * (cli/main.ts) picks the run's language (`WordedError` where no error of its own fits). `inBoth` turns a table of wordings into functions that
 * give both lines at once; `lineIn` reads an error's line in a language (its English `message`
 * when it carries no other).
 */
import { Language, Localized } from './localize';

/** An error's line, and the same line in both languages when it was worded so. */
export interface WordedLine {
  message: string;
  words?: Localized<string>;
}

/** An error whose line was worded in both languages (its message the English one). */
export class WordedError extends Error {
  constructor(readonly words: Localized<string>) {
    super(words.en);
  }
}

/** The error's line in `language`. */
export function lineIn(error: WordedLine, language: Language): string {
  return error.words?.[language] ?? error.message;
}

/** A table of wordings per language. */
type Wordings = Record<string, (...args: never[]) => string>;

/** Functions of the same names and arguments, each giving its line in both languages. */
export type InBoth<T extends Wordings> = { [K in keyof T]: (...args: Parameters<T[K]>) => Localized<string> };

/** The table's wordings as functions that give both languages' lines. */
export function inBoth<T extends Wordings>(table: Localized<T>): InBoth<T> {
  const functions: Partial<Record<keyof T, unknown>> = {};
  for (const key of Object.keys(table.en) as Array<keyof T>) {
    functions[key] = (...args: never[]) => ({ en: table.en[key](...args), nl: table.nl[key](...args) });
  }
  return functions as InBoth<T>;
}
