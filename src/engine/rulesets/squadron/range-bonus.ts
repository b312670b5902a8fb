/**
 * The dice range and cover add to an attack (issue 14; seed 001's range ruler, first edition as
 * ../shared/reference/other-systems.md section 2.4 gives it): a primary weapon at range 1 rolls one
 * more attack die; at range 3 the defender rolls one more defence die; an attack whose line passes
 * through an obstacle is obstructed, one more defence die. A cloaked defender's agility is 2 higher
 * ("Camuflagem").
 */
export interface AttackDice {
  readonly attack: number;
  readonly defence: number;
}

export function attackDice(input: {
  readonly weapon: number;
  readonly agility: number;
  readonly band: number;
  readonly primary: boolean;
  readonly obstructed: boolean;
  readonly cloaked: boolean;
}): AttackDice {
  const rangeAttack = input.primary && input.band === 1 ? 1 : 0;
  const rangeDefence = input.primary && input.band === 3 ? 1 : 0;
  return {
    attack: input.weapon + rangeAttack,
    defence: input.agility + (input.cloaked ? 2 : 0) + rangeDefence + (input.obstructed ? 1 : 0),
  };
}
