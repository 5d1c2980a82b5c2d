/**
 * The status line of long double-dummy work, as rust-analyzer shows its indexing: a
 * server-initiated work-done progress ("PBN: double dummy 12/300") begun when work starts,
 * updated at most a few times a second, and ended when the scheduler is idle. Clients without
 * work-done progress get nothing; a failed report is dropped, never thrown.
 */
import { Connection, WorkDoneProgressServerReporter } from 'vscode-languageserver/node';

const REPORT_INTERVAL_MS = 250;

/** Shows `done/total` in the client's status bar while double-dummy work is pending. */
export class AnalysisProgress {
  private reporter: Promise<WorkDoneProgressServerReporter | undefined> | undefined;
  private lastReport = 0;

  constructor(private readonly connection: Connection, private readonly supported: () => boolean) {}

  /** Reports `done` of `total`; ends the progress when everything is done. */
  update(done: number, total: number): void {
    if (!this.supported()) return;
    if (total === 0 || done >= total) { this.end(); return; }
    const message = `${done}/${total}`;
    if (!this.reporter) {
      this.reporter = this.connection.window.createWorkDoneProgress().then((reporter) => {
        reporter.begin('PBN: double dummy', Math.floor((done / total) * 100), message);
        return reporter;
      }, () => undefined);
      this.lastReport = Date.now();
      return;
    }
    if (Date.now() - this.lastReport < REPORT_INTERVAL_MS) return;
    this.lastReport = Date.now();
    void this.reporter.then((reporter) => reporter?.report(Math.floor((done / total) * 100), message));
  }

  private end(): void {
    const reporter = this.reporter;
    this.reporter = undefined;
    void reporter?.then((created) => created?.done());
  }
}
