/**
 * The editor's case through the real language server (dist/server.js over stdio): a 300-board
 * file is opened with the cursor on board 150, and the clock runs until the Deal hover of that
 * board shows its double-dummy grid; meanwhile the worst latency of a hover request (the main
 * thread answering while the worker solves) is measured. Run by scripts/benchDds.ts.
 */
import { performance } from 'node:perf_hooks';
import { HoverRequest } from 'vscode-languageserver-protocol';
import { startClient } from '../test/lsp/client';
import { randomDeal } from '../test/analysis/support/randomDeal';

const BOARDS = 300;
const CURSOR_BOARD = 150;

/** A file of `BOARDS` boards, each with its own deal; the line of each board's Deal tag. */
function boardFile(): { text: string; dealLines: number[] } {
  const hand = (cards: string[]) => ['S', 'H', 'D', 'C'].map((suit) => cards.filter((card) => card[0] === suit).map((card) => card[1]).join('')).join('.');
  const lines: string[] = [];
  const dealLines: number[] = [];
  for (let board = 1; board <= BOARDS; board++) {
    const deal = randomDeal(50000 + board);
    lines.push('[Event "Bench"]', `[Board "${board}"]`, '[Dealer "N"]', '[Vulnerable "None"]');
    dealLines.push(lines.length);
    lines.push(`[Deal "N:${hand(deal.N)} ${hand(deal.E)} ${hand(deal.S)} ${hand(deal.W)}"]`, '');
  }
  return { text: lines.join('\n'), dealLines };
}

/** Milliseconds to the cursor board's DD grid in the hover, and the slowest hover answer meanwhile. */
export async function serverFirstAnswer(): Promise<{ ms: number; worstHoverMs: number }> {
  const { text, dealLines } = boardFile();
  const client = await startClient({});
  try {
    const uri = 'file:///bench/300-boards.pbn';
    const line = dealLines[CURSOR_BOARD - 1];
    const start = performance.now();
    await client.open(uri, text, 1);
    await client.connection.sendNotification('pbn/cursor', { uri, position: { line, character: 0 } });
    let worstHoverMs = 0;
    for (;;) {
      const asked = performance.now();
      const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line, character: 2 } });
      worstHoverMs = Math.max(worstHoverMs, performance.now() - asked);
      if ((hover?.contents as { value?: string } | undefined)?.value?.includes('Par:')) break;
      if (performance.now() - start > 60000) throw new Error('no DD answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { ms: performance.now() - start, worstHoverMs };
  } finally {
    await client.stop();
  }
}
