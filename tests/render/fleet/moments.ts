/**
 * The moments the `fleet` golden images show: the bundled Pitched Battle as set up (the whole 30 by
 * 15 board), and the hand-built mid-game activation (fixture.ts) as it stands and with the acting
 * ship's arcs; and the sheets of a damaged dreadnought and an ace squadron.
 */
import { fleet } from '../../../src/engine/index.js';
import { fleetGame } from '../../helpers/fleet-game.js';
import { activation } from './fixture.js';

export interface FleetMoment {
  readonly board: fleet.FleetBoard;
}

export async function fleetMoments(): Promise<Record<string, fleet.FleetBoard>> {
  const { state } = await fleetGame('pitched-battle', 'golden');
  const mid = activation();
  return {
    'fleet-map-pitched-battle': fleet.fleetBoardView(state, []),
    'fleet-map-activation': fleet.fleetBoardView(mid.state, mid.recent),
    'fleet-map-arcs': fleet.fleetBoardView(mid.state, mid.recent, { focus: 'bastion', show: 'arcs' }),
    // The Aegis's /navigate preview: speed 2, veering right at the first joint (movement's plotCourse).
    'fleet-map-preview': fleet.fleetBoardView(mid.state, [], {
      preview: { ship: 'aegis', ...fleet.plotCourse(mid.state, 'aegis', 2, [1, 0]) },
    }),
  };
}

export function fleetSheets() {
  const { state } = activation();
  const ship = fleet.fleetShipSheet(state, 'aegis');
  const squadron = fleet.fleetSquadronSheet(state, 'vex');
  if (!ship || !squadron) throw new Error('fixture lacks its units');
  return { ship, squadron };
}
