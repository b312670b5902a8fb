/**
 * The bundled scenarios' words in US English (src/bot/rulesets/scenario-words.ts): the same text as
 * their asset files, which a translation stands for only while the two agree (a test checks they do).
 */
export const SCENARIO_EN_US = {
  side: { concord: 'Concord Navy', veyra: 'Veyra Host' },
  'corvane-belt': {
    name: 'The Corvane Belt',
    description:
      'A Veyra raiding group cuts through the asteroid belt around the planet Corvane to catch a Concord patrol already bloodied in an earlier skirmish: the Patient Light still has her helm and shields down. The planet blocks fire, the rocks spoil aim, and the nebula to the north-east spoils aim too and strips the shields of any ship inside it. Last side standing wins.',
  },
  'cruiser-duel': {
    name: 'Cruiser Duel',
    description:
      'A Concord heavy cruiser on picket duty meets a lone Veyra raider at the edge of a contested system. The Vigil must not let the Ashen Claw past; the raider must break her or be broken. Last ship standing wins.',
  },
  'fleet-battle': {
    name: 'Fleet Battle',
    description:
      'The main fleets meet at last: a Concord battle line under the battleship Second Dawn against a Veyra host led by the dreadnought Grey Hunger. Destroy the enemy flagship for an instant victory, or destroy every enemy ship.',
  },
  'outpost-raid': {
    name: 'Outpost Raid',
    description:
      'A Veyra strike group falls on Haven Station, a Concord anchorage guarded by a frigate and an escort. The Veyra win at once if the station is destroyed; the Concord win if any of their ships is still on the map when round 8 ends.',
  },
  'squadron-clash': {
    name: 'Squadron Clash',
    description:
      'Two light squadrons sweep the same asteroid-free lane and blunder into each other. Concord brings a destroyer, two frigates and a picket escort; the Veyra answer with a missile destroyer, two hunting frigates and an escort. Wipe out the other squadron.',
  },
  tutorial: {
    name: 'Tutorial: First Command',
    description:
      'Your first command, against the easy AI: the light cruiser Cadet meets a Veyra destroyer five hexes off. Every prompt says what this step of the impulse is for and which command plays it, in the order of play. Destroy the Ember Wisp to win.',
  },
  'asteroid-field': { name: 'Asteroid Field' },
  dogfight: { name: 'Dogfight' },
  escort: { name: 'Escort' },
} as const;
