/**
 * The status line of long double-dummy work, as rust-analyzer shows its indexing: a
 * server-initiated work-done progress ("PBN: double dummy 12/300") begun when work starts (with
 * the counts of the moment the client has created it), updated at most a few times a second with
 * the latest counts, and ended when the scheduler is idle. The title is in the language of the
 * documents' settings (`pbn.language`, "PBN: dubbel dummy" in Dutch); the message is the counts.
 * Clients without work-done progress get nothing; a failed report is dropped, never thrown.
 */
import { Connection, WorkDoneProgressServerReporter } from 'vscode-languageserver/node';
import { Language } from '../i18n/localize';
import { SERVER_TEXTS } from '../i18n/serverTexts';

const REPORT_INTERVAL_MS = 250;

/** Shows `done/total` in the client's status bar while double-dummy work is pending. */
export class AnalysisProgress {
  private reporter: Promise<WorkDoneProgressServerReporter | undefined> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private latest = { done: 0, total: 0 };

  constructor(private readonly connection: Connection, private readonly supported: () => boolean, private readonly language: () => Language = () => 'en') {}

  /** Reports `done` of `total`; ends the progress when everything is done. */
  update(done: number, total: number): void {
    if (!this.supported()) return;
    this.latest = { done, total };
    if (total === 0 || done >= total) { this.end(); return; }
    if (!this.reporter) {
      this.reporter = this.connection.window.createWorkDoneProgress().then((reporter) => {
        reporter.begin(SERVER_TEXTS[this.language()].ddProgressTitle, this.percent(), this.message());
        return reporter;
      }, () => undefined);
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.reporter?.then((reporter) => reporter?.report(this.percent(), this.message()));
    }, REPORT_INTERVAL_MS);
  }

  private percent(): number {
    return this.latest.total ? Math.floor((this.latest.done / this.latest.total) * 100) : 0;
  }

  private message(): string {
    return `${this.latest.done}/${this.latest.total}`;
  }

  private end(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const reporter = this.reporter;
    this.reporter = undefined;
    void reporter?.then((created) => created?.done());
  }
}
