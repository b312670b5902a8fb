/** The store's errors, in a module of their own so every backend can throw them (issue 45). */

/** A write that did not commit: nothing of it may be acknowledged. */
export class StoreWriteError extends Error {
  constructor(what: string, cause: unknown) {
    super(`could not save ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * The store could not be read at all (a lost connection, an I/O error): the command that needed it
 * did nothing, and is answered as not saved, never as a bug (issue 45).
 */
export class StoreReadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`could not read ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The store cannot be used at all (start-up): said in one line naming where it is. */
export class StoreUnavailable extends Error {}

/** A STORE_URL this bot does not offer, or cannot read: said in one line. */
export class StoreUrlError extends Error {}

/** A stored value that is not JSON at all (a damaged row): the caller decides what that means. */
export class UnreadableValue extends Error {}
