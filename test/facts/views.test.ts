/**
 * What the ruling report, the board view's data and the CLI JSON say of a board ruled from facts
 * (issue 30): the ruling with the facts it rests on, and for an event without a ruling its finding
 * under "No ruling yet" — never "No irregularity found in the play" beside an event not ruled on.
 */
import assert from 'node:assert/strict';
import { fileReport } from '../../server/src/commands/jsonReport';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { open } from '../support/service';
import { parsePbn } from '../report/support';
import { factsBoard } from './support';

function markdown(irregularities: string, language: 'en' | 'nl' = 'en'): string {
  const { document, model } = parsePbn(factsBoard({ laws: '2017', result: '9', score: '-50', irregularities }), language);
  return rulingReport(document, model, { gameIndex: 1 }, 'md', language)!;
}

describe('views of rulings from facts', () => {
  it('the report shows the ruling, the facts it rests on and the rectified result', () => {
    const report = markdown('7 E Revoke - Established won=E later=1');
    assert.ok(report.includes('#### Law 64A1 (Laws 2017)'), report);
    assert.ok(report.includes('Ruled from the facts: East won trick 7; EW won 1 trick after it.'), report);
    assert.ok(report.includes('4♠ +1, NS +450 (Law 64A1: 2 tricks to NS)'), report);
  });

  it('an event waiting for a fact: "No ruling yet" with the finding, and no "No irregularity found" (English and Dutch)', () => {
    const report = markdown('5 E Revoke D4 Established');
    assert.ok(!report.includes('No irregularity found'), report);
    assert.ok(report.includes('#### No ruling yet'), report);
    assert.ok(report.includes('say who won trick 5 (won=)'), report);
    const dutch = markdown('5 E Revoke D4 Established', 'nl');
    assert.ok(!dutch.includes('Geen onregelmatigheid gevonden'), dutch);
    assert.ok(dutch.includes('#### Nog geen uitspraak'), dutch);
  });

  it('the CLI JSON gives the ruling with its facts (and no held card, which facts do not say)', () => {
    const text = factsBoard({ laws: '2017', result: '9', score: '-50', irregularities: '7 E Revoke - Established won=E later=1' });
    const { service, document, settings, diagnostics } = open(text);
    const model = service.parse(document, settings)!;
    const report = fileReport('test.pbn', 'ascii', document, model, diagnostics);
    const [ruling] = report.games[0].rulings as Array<Record<string, unknown>>;
    assert.deepEqual(ruling, { kind: 'revoke', trick: 7, seat: 'E', card: '-', held: null, established: true, law: '64A1', transfer: 2, to: 'NS', facts: { won: 'E', later: 1 } });
    assert.deepEqual(report.games[0].result, { recorded: '9', expected: '11' });
  });
});
