/** A side of a game, by the id its scenario gives it (`red`, `concord`): every ruleset names sides so. */
export type SideId = string;
