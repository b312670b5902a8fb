export { DEFAULT_STORE_URL, StoreUrlError, openBackend, keyvFor, sqlitePath } from './backend.js';
export { Collection, type Change } from './collection.js';
export { GameStore, openGameStore } from './game-store.js';
export {
  ClockSchema,
  DEFAULT_CLOCK,
  TimerSchema,
  type Clock,
  type Timer,
  GAME_RECORD,
  GAME_SCHEMA_VERSION,
  GameRecordSchema,
  type AuditEntry,
  type FleetShip,
  type GameRecord,
  type LogEntry,
  type Player,
} from './game-record.js';
export { KeyedLock } from './lock.js';
export { RecordError, readRecord, type RecordKind } from './versioned.js';
