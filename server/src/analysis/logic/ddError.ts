/**
 * The one error type of the double-dummy engine: a stable code (`dd.xxx`), the facts behind it
 * (plain JSON, so an error crosses the worker boundary unchanged) and its text in English or
 * Dutch. Input problems are found before DDS is called; a DDS return code becomes `dd.engine`.
 */
import { Language } from '../../i18n/localize';
import { ddErrorText } from '../../i18n/ddMessages';
import { DdErrorCode, DdErrorData, DdErrorParams } from '../../shapes/ddErrorCode';

/** An engine error with a stable code; `message` is English, `text(language)` either language. */
export class DdError extends Error {
  /** Builds the error; its message is the English text. */
  constructor(readonly code: DdErrorCode, readonly params: DdErrorParams = {}) {
    super(ddErrorText(code, params, 'en'));
    this.name = 'DdError';
  }

  /** The message in `language`. */
  text(language: Language): string {
    return ddErrorText(this.code, this.params, language);
  }

  /** The plain form, for postMessage. */
  toData(): DdErrorData {
    return { code: this.code, params: this.params };
  }

  /** Rebuilds an error from its plain form. */
  static fromData(data: DdErrorData): DdError {
    return new DdError(data.code, data.params);
  }
}

/** True for a `DdError`, also one rebuilt on the other side of a worker boundary. */
export function isDdError(value: unknown): value is DdError {
  return value instanceof DdError;
}
