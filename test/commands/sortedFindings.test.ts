/**
 * One file's finding lines in order of position (commands/sortedFindings.ts, issue 34): lines that
 * come in order wait in the store the command line gives, the late ones are held and merged at
 * the end, so that the lines come out as a stable sort by line and column would give them, even
 * when the pieces cut a line in two. The store here is a string in memory.
 */
import assert from 'node:assert/strict';
import { HeldLines, SortedFindings } from '../../server/src/commands/sortedFindings';

/** A store in memory: what was written, handed back in one piece. */
class MemoryLines implements HeldLines {
  text = '';
  pauses = 0;
  get empty(): boolean {
    return this.text === '';
  }
  write(text: string): void {
    this.text += text;
  }
  discard(): void {
    this.text = '';
  }
  async drainSlowly(write: (text: string) => void, pause: () => Promise<void>): Promise<void> {
    const text = this.text;
    this.text = '';
    if (text) write(text);
    await pause();
  }
}

/** The lines `findings` gives back once the file ends. */
async function drained(findings: SortedFindings): Promise<string[]> {
  const lines: string[] = [];
  await findings.drain((line) => lines.push(line), async () => undefined);
  return lines;
}

describe('SortedFindings: a file\'s lines by line and column', () => {
  it('merges the late lines with those in order, as a stable sort would, from pieces that cut a line', async () => {
    const store = new MemoryLines();
    const findings = new SortedFindings(store);
    findings.begin('a.pbn');
    // 3:1 x comes first; then 1:5 y and 2:1 w come late (after 3:1), 3:1 z in order.
    findings.take('a.pbn:3:1 error x\na.pbn:1:5 warn');
    findings.take('ing y\na.pbn:3:1 info z\na.pbn:2:1 hint w\n');
    assert.equal(store.text, 'a.pbn:3:1 error x\na.pbn:3:1 info z\n', 'only the lines in order go to the store');
    assert.equal(findings.end(), true);
    // By hand: y (1:5), w (2:1), then x and z (both 3:1) in the order they came.
    assert.deepEqual(await drained(findings), ['a.pbn:1:5 warning y', 'a.pbn:2:1 hint w', 'a.pbn:3:1 error x', 'a.pbn:3:1 info z']);
  });

  it('ends a last line that has no line end, and says when a file held no line', async () => {
    const findings = new SortedFindings(new MemoryLines());
    findings.begin('b.pbn');
    assert.equal(findings.end(), false);
    findings.begin('b.pbn');
    findings.take('b.pbn:12:3 error e');
    assert.equal(findings.end(), true);
    assert.deepEqual(await drained(findings), ['b.pbn:12:3 error e']);
  });

  it('reads the position after the file\'s name, even a name that ends in digits and a colon', async () => {
    const findings = new SortedFindings(new MemoryLines());
    findings.begin('x:7:');
    findings.take('x:7::9:1 error late\nx:7::2:4 error early\n');
    findings.end();
    assert.deepEqual(await drained(findings), ['x:7::2:4 error early', 'x:7::9:1 error late']);
  });

  it('forgets the last file\'s lines when the next begins', async () => {
    const store = new MemoryLines();
    const findings = new SortedFindings(store);
    findings.begin('a.pbn');
    findings.take('a.pbn:5:1 error old\na.pbn:1:1 error older\n');
    findings.begin('c.pbn');
    findings.take('c.pbn:2:2 error new\n');
    findings.end();
    assert.deepEqual(await drained(findings), ['c.pbn:2:2 error new']);
  });
});
