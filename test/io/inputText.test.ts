/**
 * The streaming reader of io/ is the command line's no more: standard input is handed to it as
 * chunks (an AsyncIterable, as any front end has them), not as the CLI's streams. Chunks cut in
 * the middle of a UTF-8 character and between the CR and the LF of a line end read as the whole
 * text does; a second reading comes from the same temporary copy, which is gone once both readers
 * closed; and a file is read with the same facts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { InputText } from '../../server/src/io/inputText';

/** `é` is two bytes in UTF-8 (C3 A9); every line ends with CR LF. */
const TEXT = '[Event "Café"]\r\n[Board "1"]\r\n';

/** The bytes of TEXT in chunks cut inside the é and between a CR and its LF. */
function chunks(): Uint8Array[] {
  const bytes = Buffer.from(TEXT, 'utf8');
  const inCharacter = bytes.indexOf(0xc3) + 1;
  const inLineEnd = bytes.indexOf('\r') + 1;
  assert.ok(inCharacter > 0 && inLineEnd > inCharacter);
  return [bytes.subarray(0, inCharacter), bytes.subarray(inCharacter, inLineEnd), bytes.subarray(inLineEnd)];
}

async function* given(parts: Uint8Array[]): AsyncGenerator<Uint8Array> {
  yield* parts;
}

/** The text of an input's blocks. */
async function textOf(input: InputText): Promise<string> {
  let text = '';
  for await (const block of input.blocks()) text += block;
  return text;
}

/** This process's spill files in the temporary folder. */
function spillFiles(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`pbn-director-${process.pid}-`));
}

describe('io/inputText: an input read as it streams', () => {
  it('reads standard input given as chunks as the whole text, twice, and removes its copy after the second reader', async () => {
    const before = spillFiles().length;
    const input = await InputText.fromStandardInput(given(chunks()));
    assert.equal(input.path, '<stdin>');
    assert.deepEqual([input.facts.encoding, input.facts.byteOrderMark, input.facts.loneCarriageReturn], ['utf8', false, false]);
    const again = await input.reopen();
    assert.equal(await textOf(input), TEXT);
    assert.equal(spillFiles().length, before + 1, 'the copy stays while the second reader holds it');
    assert.equal(await textOf(again), TEXT);
    assert.equal(spillFiles().length, before);
  });

  it('reads a file of the same bytes with the same facts, shown by its name', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'input-text-'));
    try {
      const file = path.join(folder, 'café.pbn');
      writeFileSync(file, Buffer.from(TEXT, 'utf8'));
      const fromFile = await InputText.open(file);
      const fromChunks = await InputText.fromStandardInput(given(chunks()));
      assert.equal(fromFile.path, file);
      assert.deepEqual(fromFile.facts, fromChunks.facts);
      assert.equal(await textOf(fromFile), TEXT);
      assert.equal(await textOf(fromChunks), TEXT);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
