/**
 * The differential test of the editor (issue 10): after seeded random incremental edits —
 * LSP-style ranged changes, one to three per version, over documents with inheritance, repeated
 * Event tags, `<PBN>` embedding, CR LF, LF and lone-CR line ends — the diagnostics of the edited
 * document equal those of a fresh open of the same text. 1,000 edits go through the language
 * service in-process on the server's document store (compared after every edit, under changing
 * settings), 240 more on a plain TextDocument, a further 400 through a real `--stdio` language
 * server (pull diagnostics compared at checkpoints), and 150 through a push server (the last
 * publish compared), double dummy off in those servers (its answers come when the engine is done).
 * Test tier: full — the differential fixture of the editor.
 */
import assert from 'node:assert/strict';
import { TextDocument, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import {
  DidChangeConfigurationNotification, DidChangeTextDocumentNotification, DidCloseTextDocumentNotification, DocumentDiagnosticReport, DocumentDiagnosticRequest,
} from 'vscode-languageserver-protocol';
import { getLanguageService, ServiceSettings } from '../server/src/languageService';
import { EditableDocument } from '../server/src/text/editableDocument';
import { EditScript, editedDocuments, pastableGames } from './support/editScript';
import { PULL_CAPABILITIES, TestClient, startClient } from './lsp/client';

const EDITOR = { perGame: 100, perDocument: 2000 };
const SETTINGS: ServiceSettings[] = [
  { language: 'en', diagnosticsLimit: EDITOR },
  { language: 'nl', lawsEdition: '1997', diagnosticsLimit: EDITOR },
  { language: 'en', hiddenDiagnostics: ['pbn.revoke.equity', 'pbn.tag'], diagnosticsLimit: { perGame: 5, perDocument: 40 } },
];

/** Turns double dummy off in a real server: its answers come when the engine is done, and these tests compare what the reading of the text gives. */
async function withoutDoubleDummy(client: TestClient): Promise<void> {
  client.configuration = () => ({ analysis: { enabled: false } });
  await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
}

describe('editor differential: incremental edits end where a fresh open of the text ends', function () {
  this.timeout(120_000);

  // The server's document store (pieces of 512 characters here, so that edits cross them) and a plain TextDocument.
  const stores: Array<{ name: string; edits: number; create: (text: string) => TextDocument; update: (document: TextDocument, changes: TextDocumentContentChangeEvent[]) => TextDocument }> = [
    {
      name: "the server's document store", edits: 250, create: (text) => new EditableDocument('file:///edited.pbn', 'pbn', 1, text, 512),
      update: (document, changes) => { (document as EditableDocument).update(changes, document.version + 1); return document; },
    },
    { name: 'a TextDocument', edits: 60, create: (text) => TextDocument.create('file:///edited.pbn', 'pbn', 1, text), update: (document, changes) => TextDocument.update(document, changes, document.version + 1) },
  ];
  for (const store of stores) for (const [number, start] of editedDocuments().entries()) {
    it(`the language service through ${store.name}, ${store.edits} edits of the ${start.name} document, compared after each`, () => {
      const script = new EditScript(1000 + number + (store.edits === 250 ? 0 : 50), pastableGames());
      const service = getLanguageService();
      let document = store.create(start.text);
      for (let round = 0; round < store.edits; round++) {
        const settings = SETTINGS[Math.floor(round / 50) % SETTINGS.length];
        document = store.update(document, script.changes(document));
        const incremental = service.doValidation(document, settings);
        const fresh = getLanguageService().doValidation(TextDocument.create('file:///edited.pbn', 'pbn', 1, document.getText()), settings);
        assert.deepEqual(incremental, fresh, `${start.name}, edit ${round + 1}`);
        if (round % 25 === 24) {
          const again = TextDocument.create('file:///edited.pbn', 'pbn', 1, document.getText());
          assert.deepEqual(service.getFixAllEdits(document, settings), getLanguageService().getFixAllEdits(again, settings), `${start.name}, fix edits after edit ${round + 1}`);
          assert.deepEqual(service.findDocumentSymbols(document, settings), getLanguageService().findDocumentSymbols(again, settings), `${start.name}, symbols after edit ${round + 1}`);
        }
      }
    });
  }

  it('a real language server (pull), 400 edits of two documents, compared every 20 edits', async () => {
    const client = await startClient({ ...PULL_CAPABILITIES, workspace: { configuration: true } });
    await withoutDoubleDummy(client);
    try {
      const pull = async (uri: string) => {
        const report = await client.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri } }) as DocumentDiagnosticReport;
        return report.kind === 'full' ? report.items : [];
      };
      for (const [number, start] of editedDocuments().filter((_, index) => index === 0 || index === 2).entries()) {
        const uri = `file:///edited-${number}.pbn`;
        const script = new EditScript(2000 + number, pastableGames());
        let document = TextDocument.create(uri, 'pbn', 1, start.text);
        await client.open(uri, start.text, 1);
        for (let round = 0; round < 200; round++) {
          const contentChanges = script.changes(document);
          document = TextDocument.update(document, contentChanges, document.version + 1);
          await client.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: document.version }, contentChanges });
          if (round % 20 !== 19) continue;
          const freshUri = `file:///fresh-${number}-${round}.pbn`;
          await client.open(freshUri, document.getText(), 1);
          assert.deepEqual(await pull(uri), await pull(freshUri), `${start.name}, edit ${round + 1}`);
          await client.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: freshUri } });
        }
      }
    } finally {
      assert.equal(await client.stop(), 0);
    }
  });

  it('a real language server (push), 150 edits of the lone-CR document, the last publish compared', async () => {
    const client = await startClient({ workspace: { configuration: true } });
    await withoutDoubleDummy(client);
    try {
      const [, , , loneCr] = editedDocuments();
      const uri = 'file:///edited-push.pbn';
      const script = new EditScript(3000, pastableGames());
      let document = TextDocument.create(uri, 'pbn', 1, loneCr.text);
      const opened = client.nextDiagnostics(uri);
      await client.open(uri, loneCr.text, 1);
      await opened;
      for (let round = 0; round < 150; round++) {
        const contentChanges = script.changes(document);
        document = TextDocument.update(document, contentChanges, document.version + 1);
        await client.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: document.version }, contentChanges });
      }
      let last = await client.nextDiagnostics(uri);
      while (last.version !== document.version) last = await client.nextDiagnostics(uri);
      const freshUri = 'file:///fresh-push.pbn';
      const fresh = client.nextDiagnostics(freshUri);
      await client.open(freshUri, document.getText(), 1);
      assert.deepEqual(last.diagnostics, (await fresh).diagnostics);
    } finally {
      assert.equal(await client.stop(), 0);
    }
  });
});
