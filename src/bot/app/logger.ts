/**
 * Where the bot's services write what happened. A file of its own that imports nothing, so a service
 * the App holds (the AI thinker) can log without importing the App's own types back (issue 42).
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
