export { DEFAULT_STORE_URL, StoreUrlError, openBackend, sqlitePath } from './backend.js';
export { Collection, type Change } from './collection.js';
export {
  DEFAULT_CACHE_BYTES,
  GameStore,
  QuarantinedGame,
  openGameStore,
  type Owns,
  type QuarantineReason,
  type Salvage,
} from './game-store.js';
export {
  ClockSchema,
  DEFAULT_CLOCK,
  TimerSchema,
  type Clock,
  type Timer,
  GAME_HEAD,
  GAME_SCHEMA_VERSION,
  GameRecordSchema,
  NOTHING_PENDING,
  LEGACY_GAME_RECORD,
  OutboxItemSchema,
  emptyPresentation,
  fromLegacy,
  type AuditEntry,
  RosterSchema,
  type StoredRoster,
  type GameRecord,
  type LogEntry,
  type Opening,
  type OutboxItem,
  type Owed,
  type Player,
  type Presentation,
} from './game-record.js';
export {
  KeyValue,
  StoreReadError,
  StoreUnavailable,
  StoreWriteError,
  UnreadableValue,
  type Backend,
  type Stored,
} from './kv.js';
export { KeyedLock, type Across } from './lock.js';
export { PostgresBackend, describePostgres, hidePassword } from './postgres.js';
export { LruCache } from './lru.js';
export { RecordError, readRecord, type RecordKind } from './versioned.js';
