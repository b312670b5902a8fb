/**
 * The round track (seed 000 section 2, end of the round: "如果回合标记已经在第10回合，则将其移动到第1回合"):
 * the marker goes from 10 back to 1. The game's own round counter keeps counting (round 11, 12, ...)
 * because logs, replays and `/replay round:` need a round that never repeats; the track position is
 * what a player of the board game would see, and the bot shows it next to the round from round 11 on.
 */
export const ROUND_TRACK_LENGTH = 10;

/** Where the round marker stands on the track in a given round (1-10). */
export const roundTrack = (round: number): number => ((Math.max(1, round) - 1) % ROUND_TRACK_LENGTH) + 1;
