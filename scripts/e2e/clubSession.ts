/**
 * Writes test/e2e-fixtures/e2e-club.bws, the Bridgemate session of the e2e's club test
 * (test/e2e-api/bridgemate.test.js), with the project's own test writer of the Access format
 * (test/support/bridgemateSession.ts): board 1 played at two tables, 7♠ by North made and made
 * with an overtrick, no HandRecord (the deal comes from e2e-club.dlm beside it).
 * Run: node --import tsx scripts/e2e/clubSession.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bwsBytes } from '../../test/support/bridgemateSession';

const rows = [
  { table: 1, round: 1, board: 1, pairNs: 1, pairEw: 2, declarer: 'N', contract: '7 S', result: '=', lead: 'HA' },
  { table: 2, round: 1, board: 1, pairNs: 3, pairEw: 4, declarer: 'N', contract: '7 S', result: '+1', lead: 'HA' },
];
writeFileSync(join(__dirname, '..', '..', 'test', 'e2e-fixtures', 'e2e-club.bws'), bwsBytes({ results: rows, without: ['HandRecord'] }));
