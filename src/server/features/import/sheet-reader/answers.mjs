// What the reader answers when it stops early: a file over a limit, or one it cannot read.

/** A file over one of the limits; `answer` is posted to the parent as is. */
export class Refused extends Error {
  constructor(answer) {
    super(answer.limit);
    this.answer = answer;
  }
}

/** A file that is neither a readable XLSX archive nor CSV text. */
export class Unreadable extends Error {}

/** Rows per message: each one is cheap for the parent to receive between other requests. */
export const BATCH = 1000;
