/** What a caller may ask of a ruleset's map picture (the `fleet` and `skirmish` maps). */
export interface MapOptions {
  /** The picture's width (1024: phone-friendly, as the other rulesets' maps). */
  readonly width?: number;
}
