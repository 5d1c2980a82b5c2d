/**
 * Cancellation of the facade's editor requests that can take long (issue 34 item 7): hover, inlay
 * hints, code actions and completion take the request's token, and once it is cancelled answer
 * nothing (the LSP client drops a cancelled request's answer). A token already cancelled stops
 * them before the document is read; a token that turns cancelled after it has been asked a given
 * number of times shows that every check — while reading, between games or providers, and at the
 * end — stops the request, and that the games are checked one by one.
 */
import assert from 'node:assert/strict';
import { Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Cancellation, LanguageService, ServiceSettings, getLanguageService } from '../../server/src/languageService';
import { REVOKE_BOARD } from './boards';
import { positionOf } from './support';

/** Three boards, the revoke board each time (three games to read and to hint). */
const THREE_BOARDS = [REVOKE_BOARD, REVOKE_BOARD.replace('[Board "7"]', '[Board "8"]'), REVOKE_BOARD.replace('[Board "7"]', '[Board "9"]')].join('\n\n');
const WHOLE = { start: { line: 0, character: 0 }, end: { line: 200, character: 0 } };
const SETTINGS: ServiceSettings = { language: 'en' };

/** A token cancelled once it has been asked more than `limit` times; `reads` counts the asks. */
function countingToken(limit = Infinity): Cancellation & { reads: number } {
  return {
    reads: 0,
    get isCancellationRequested() { this.reads++; return this.reads > limit; },
  };
}

const ALREADY_CANCELLED: Cancellation = { isCancellationRequested: true };

/** A fresh service with the three boards open (nothing read yet). */
function fresh(): { service: LanguageService; document: TextDocument } {
  return { service: getLanguageService(), document: TextDocument.create('file:///cancel.pbn', 'pbn', 1, THREE_BOARDS) };
}

/** The unmarked revoke of the first board (♠2 at trick 5), the diagnostic its quick-fixes answer. */
function revokeDiagnostic(): Diagnostic {
  const { service, document } = fresh();
  const found = service.doValidation(document, SETTINGS)!.find((diagnostic) => diagnostic.code === 'pbn.revoke.unmarked');
  assert.ok(found, 'the first board has an unmarked revoke');
  return found;
}

interface Request<T> {
  name: string;
  ask: (service: LanguageService, document: TextDocument, token?: Cancellation) => T;
  /** What the request answers once cancelled. */
  nothing: T;
  /** True when an answer says something (the request without a token must). */
  says: (answer: T) => boolean;
}

const REQUESTS: Array<Request<unknown>> = [
  {
    name: 'hover', nothing: undefined, says: (answer) => answer !== undefined,
    ask: (service, document, token) => service.doHover(document, positionOf(document, 'S2 C8', 2), SETTINGS, token),
  },
  {
    name: 'inlay hints', nothing: [], says: (answer) => (answer as unknown[]).length === 3 * 14,
    ask: (service, document, token) => service.getInlayHints(document, WHOLE, SETTINGS, token),
  },
  {
    name: 'code actions', nothing: [], says: (answer) => (answer as unknown[]).length > 0,
    ask: (service, document, token) => service.getCodeActions(document, { diagnostics: [revokeDiagnostic()] }, SETTINGS, undefined, token),
  },
  {
    name: 'completion', nothing: [], says: (answer) => (answer as unknown[]).length > 0,
    ask: (service, document, token) => service.doComplete(document, positionOf(document, 'S2 C8', 2), SETTINGS, token),
  },
] as Array<Request<unknown>>;

describe('features: cancellation of hover, inlay hints, code actions and completion', () => {
  for (const request of REQUESTS) {
    it(`${request.name}: answers without a token, nothing with a token already cancelled`, () => {
      const { service, document } = fresh();
      assert.ok(request.says(request.ask(service, document)), 'the request answers something uncancelled');
      const again = fresh();
      assert.deepEqual(request.ask(again.service, again.document, ALREADY_CANCELLED), request.nothing);
    });

    it(`${request.name}: a token cancelled at any of its checks stops it; one never cancelled gives the full answer`, () => {
      const counting = countingToken();
      const whole = fresh();
      const full = request.ask(whole.service, whole.document, counting);
      assert.ok(request.says(full), 'a token never cancelled changes nothing');
      assert.ok(counting.reads >= 3, `the token is asked while the three games are read (${counting.reads} times)`);
      for (let limit = 0; limit < counting.reads; limit++) {
        const { service, document } = fresh();
        assert.deepEqual(request.ask(service, document, countingToken(limit)), request.nothing, `cancelled after ${limit} checks`);
      }
      const { service, document } = fresh();
      assert.deepEqual(request.ask(service, document, countingToken(counting.reads)), full, 'cancelled only after its last check: the full answer');
    });
  }

  it('inlay hints check the token between games once the document has been read', () => {
    const { service, document } = fresh();
    service.parse(document, SETTINGS);
    const counting = countingToken();
    service.getInlayHints(document, WHOLE, SETTINGS, counting);
    // Before reading, after reading, before each of the three games, at the end (and the card costs' check).
    assert.ok(counting.reads >= 3 + 2, `${counting.reads} checks`);
  });
});
