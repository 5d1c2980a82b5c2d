/**
 * The deal-file fixtures (test/fixtures/dealFiles, origin and licences in NOTICE.md) and the
 * boards their PBN files hold, read from the PBN text with a regular expression of its own (not
 * through the readers under test).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** The folder of the fixtures. */
export const DEAL_FIXTURES = path.join(__dirname, '..', 'fixtures', 'dealFiles');

/** A fixture's bytes. */
export function fixtureBytes(name: string): Buffer {
  return fs.readFileSync(path.join(DEAL_FIXTURES, name));
}

/** One board as the PBN file gives it. */
export interface PbnBoard {
  board: string;
  dealer: string;
  vulnerable: string;
  deal: string;
}

/** The Board, Dealer, Vulnerable and Deal tags of each game of a PBN text, in order. */
export function pbnBoards(text: string): PbnBoard[] {
  const boards: PbnBoard[] = [];
  for (const game of text.split(/\r?\n\s*\r?\n/)) {
    const tag = (name: string) => new RegExp(`^\\[${name} "([^"]*)"\\]`, 'm').exec(game)?.[1];
    const board = tag('Board');
    if (board !== undefined) boards.push({ board, dealer: tag('Dealer')!, vulnerable: tag('Vulnerable')!, deal: tag('Deal')! });
  }
  return boards;
}

/** The boards of a fixture's PBN file. */
export function fixtureBoards(name: string): PbnBoard[] {
  return pbnBoards(fixtureBytes(name).toString('latin1'));
}
