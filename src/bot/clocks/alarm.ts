/**
 * A way for the pipeline to wake the scheduler before its next tick (issue 13): a game whose
 * standing orders play the next stretch of play by themselves should not wait half a minute for a tick.
 * Nothing rings until a scheduler listens; a bot without one (most tests) fires timers by `tick`.
 */
export class Alarm {
  private listener: ((at: Date) => void) | undefined;

  /** The scheduler's wake-up; replaces any earlier one. */
  listen(listener: ((at: Date) => void) | undefined): void {
    this.listener = listener;
  }

  /** Asks for a pass at `at` (the app's clock). */
  set(at: Date): void {
    this.listener?.(at);
  }
}
