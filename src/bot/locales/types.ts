/** Every string the bot shows has a key in en-US; other locales translate what they can. */
import type { EN_US } from './en-US.js';

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };
export type Strings = Widen<typeof EN_US>;
export type PartialStrings = { readonly [K in keyof Strings]?: DeepPartial<Strings[K]> };
type DeepPartial<T> = T extends string ? string : { readonly [K in keyof T]?: DeepPartial<T[K]> };
