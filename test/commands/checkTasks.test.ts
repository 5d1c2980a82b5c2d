/**
 * `check` on threads without the threads (commands/checkTasks.ts, commands/checkParts.ts, issue
 * 34): the runner is a stand-in on this thread. A large file's parts answered newest first are
 * written in file order, as the one-pass check writes them, with a bound on the parts out at once;
 * the files' results are taken in the order of the arguments, each file started once and at most
 * `jobs * 2` ahead, and a file's refusal stops the run where it comes; a worker answers a file
 * that cannot be opened with its refusal in the run's language.
 */
import assert from 'node:assert/strict';
import { irregularBoards } from '../../scripts/irregularBoards';
import { checkInput } from '../../server/src/commands/checkFile';
import { checkInParts, checkPart } from '../../server/src/commands/checkParts';
import { CheckAnswer, CheckTask, FileAnswer, PartTask, checkFileTask, checkFilesInWorkers } from '../../server/src/commands/checkTasks';
import { InputError } from '../../server/src/commands/gameInput';
import { InputText } from '../../server/src/io/inputText';
import { ServiceSettings, getLanguageService } from '../../server/src/languageService';

const SETTINGS: ServiceSettings = { language: 'en' };

/** An output that keeps the text written to it. */
function collected() {
  const lines: string[] = [];
  return { lines, output: { direct: (text: string) => { lines.push(text); }, settle: async () => undefined } };
}

describe('check on threads, the commands\' side', () => {
  it('a file of 1,300 games in parts answered newest first: the one-pass check\'s lines and errors, never more than jobs * 2 + 1 parts out', async () => {
    // Four parts of at most 400 games: every tenth an irregular board, the others a board whose dealer is no seat.
    const boards = irregularBoards(130, 5);
    const games = Array.from({ length: 1300 }, (_, index) => (index % 10 === 0 ? boards[index / 10] : `[Board "${index + 1}"]\n[Dealer "Q"]`));
    const bytes = Buffer.from(`% PBN 2.1\n\n${games.join('\n\n')}\n`, 'latin1');
    const whole = collected();
    const expectedErrors = await checkInput(await InputText.fromBytes('big.pbn', bytes), 'text', SETTINGS, whole.output);
    assert.ok(expectedErrors >= 1170, `${expectedErrors} errors: each dealer Q is one`);

    const held: Array<() => void> = [];
    let out = 0, mostOut = 0, parts = 0, partsAtLastTick = -1;
    const runner = {
      run(task: CheckTask): Promise<CheckAnswer> {
        parts++;
        mostOut = Math.max(mostOut, ++out);
        return new Promise((resolve) => held.push(() => { out--; resolve(checkPart(task as PartTask)); }));
      },
    };
    // The parts are held while more come; once the check sends no more (it waits for the oldest), all held are answered, the newest first.
    const answerWhenWaited = setInterval(() => {
      if (parts === partsAtLastTick) while (held.length) held.pop()!();
      partsAtLastTick = parts;
    }, 1);
    try {
      const inParts = collected();
      const errors = await checkInParts(await InputText.fromBytes('big.pbn', bytes), 'text', SETTINGS, inParts.output, undefined, runner, 1);
      assert.equal(errors, expectedErrors);
      assert.equal(inParts.lines.join(''), whole.lines.join(''));
      assert.equal(parts, 4);
      // jobs 1: two parts may be out once a block of the file is read, a third is sent while the next block is read.
      assert.ok(mostOut <= 3, `${mostOut} parts out at once`);
    } finally {
      clearInterval(answerWhenWaited);
    }
  });

  it('takes the files\' results in order, each file started once and at most jobs * 2 ahead; a refusal is thrown where it comes', async () => {
    const started: string[] = [];
    const runner = {
      async run(task: CheckTask): Promise<CheckAnswer> {
        const file = (task as { file: string }).file;
        started.push(file);
        const answer: FileAnswer = file === 'c.pbn'
          ? { errors: 0, output: { bytes: new Uint8Array(0) }, inputError: 'c.pbn: not a text file' }
          : { errors: file.length, output: { bytes: Buffer.from(`${file} checked\n`) } };
        return answer;
      },
    };
    const files = checkFilesInWorkers(runner, ['a.pbn', 'bb.pbn', 'c.pbn', 'd.pbn', 'e.pbn'], 'text', SETTINGS, 1);
    const first = await files.next(0);
    // jobs 1: two files started, the one taken and the one after it.
    assert.deepEqual(started, ['a.pbn', 'bb.pbn']);
    assert.equal(first.errors, 5);
    const text: string[] = [];
    first.output.drainTo((piece) => text.push(piece));
    assert.equal(text.join(''), 'a.pbn checked\n');
    assert.equal((await files.next(1)).errors, 6);
    assert.deepEqual(started, ['a.pbn', 'bb.pbn', 'c.pbn']);
    await assert.rejects(files.next(2), (error: unknown) => error instanceof InputError && error.message === 'c.pbn: not a text file');
    assert.deepEqual(started, ['a.pbn', 'bb.pbn', 'c.pbn', 'd.pbn']);
    files.close();
  });

  it('a file that cannot be opened is answered with its refusal in the run\'s language, and no output', async () => {
    const refusal = new InputError({ en: 'b.pbn: not a text file', nl: 'b.pbn: geen tekstbestand' });
    const task = { kind: 'file' as const, file: 'b.pbn', format: 'text' as const, settings: { language: 'nl' as const } };
    const answer = await checkFileTask(task, () => Promise.reject(refusal), getLanguageService());
    assert.deepEqual(answer, { errors: 0, output: { bytes: new Uint8Array(0) }, inputError: 'b.pbn: geen tekstbestand' });
  });
});
