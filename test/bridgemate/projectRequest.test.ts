/**
 * The editor's `pbn/projectBws` request (server/src/bridgemate/projectRequest.ts): the client
 * hands the bytes of a .bws (and of a .pbn beside it) as base64 and shows the answer as a
 * read-only PBN view; a file that is not a session answers with the reader's sentence.
 */
import assert from 'node:assert/strict';
import { answerProjectBws } from '../../server/src/bridgemate/projectRequest';
import { bwsBytes } from '../support/bridgemateSession';

const DEAL = 'N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2';
const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

describe('pbn/projectBws', () => {
  it('the PBN of the session, Event from the file name, the deal from the first file beside it whose deals are read (the .pbn)', () => {
    const session = bwsBytes({ results: [{ table: 1, round: 1, board: 7, contract: '3 NT', declarer: 'W', result: '=', lead: 'C5' }], without: ['HandRecord'] });
    const answer = answerProjectBws({ name: '/club/2026-03-21.bws', bytes: base64(session), beside: [{ name: '2026-03-21.txt', bytes: base64('notes') }, { name: '2026-03-21.pbn', bytes: base64(`[Board "7"]\n[Deal "${DEAL}"]\n`) }] });
    const text = answer.text ?? '';
    assert.equal(answer.error, undefined);
    assert.match(text, /\[Event "2026-03-21"\]/);
    assert.ok(text.includes(`[Deal "${DEAL}"]`));
    assert.match(text, /\n1 1 1 11 3NT W 9 C5 -\n/);
  });

  it('a file that is not a session: the reason in the language asked, no text', () => {
    assert.deepEqual(answerProjectBws({ name: 'empty.bws', bytes: base64(bwsBytes({ results: [], without: ['ReceivedData'] })) }), { error: 'no ReceivedData table: not a Bridgemate session' });
    const answer = answerProjectBws({ name: 'notes.bws', bytes: base64('hello') });
    assert.equal(answer.text, undefined);
    assert.match(answer.error ?? '', /^not an Access database \(.+\)$/);
    assert.deepEqual(answerProjectBws({ name: 'notes.bws', bytes: base64('hello'), language: 'nl' }), { error: 'geen Access-database' });
    assert.deepEqual(answerProjectBws({ name: 'empty.bws', bytes: base64(bwsBytes({ results: [], without: ['ReceivedData'] })), language: 'nl' }), { error: 'geen tabel ReceivedData: geen Bridgemate-sessie' });
  });
});
