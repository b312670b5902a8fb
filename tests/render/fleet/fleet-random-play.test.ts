/**
 * `fleet`'s map draws any moment the rules reach (issue 43 deliverable 8): random legal play of a
 * bundled scenario, the map drawn after each stretch with its events (moves, attacks, wrecks), never
 * failing and always phone-sized. Not a golden image: the play follows the rules as they change.
 */
import { describe, expect, test } from 'vitest';
import { createRng, fleet, seedRng } from '../../../src/engine/index.js';
import { fleetPictures } from '../../../src/render/index.js';
import { decode } from '../../helpers/pictures.js';
import { fleetGame } from '../../helpers/fleet-game.js';

const { FLEET } = fleet;

describe('the fleet map after random play', () => {
  test('every stretch of a random Pitched Battle draws, with its moves and attacks', async () => {
    const { state: start } = await fleetGame('pitched-battle', 'pictures');
    const rng = createRng(seedRng('random-pictures'));
    let state = start;
    let recent: fleet.FleetEvent[] = [];
    let drawn = 0;
    let attacks = 0;
    let paths = 0;
    for (let i = 0; i < 400 && state.outcome === null; i++) {
      const { sides } = FLEET.awaiting(state);
      const side = sides[rng.int(sides.length)];
      if (side === undefined) break;
      const legal = FLEET.legalCommands(state, side);
      const command = legal[rng.int(legal.length)];
      if (!command) break;
      const applied = FLEET.applyCommand(state, command);
      if (!applied.ok) break;
      state = applied.value.state;
      recent = [...recent, ...applied.value.events];
      // A stretch ends when another ship is activated: draw what it did, as the table would.
      if (i % 20 === 19) {
        const board = fleet.fleetBoardView(state, recent);
        attacks += board.attacks.length;
        paths += board.paths.length;
        const png = decode(await fleetPictures.renderFleetMap(board));
        expect(png.width).toBeLessThanOrEqual(1024);
        drawn++;
        recent = [];
      }
    }
    expect(drawn).toBeGreaterThan(3);
    expect(paths).toBeGreaterThan(0);
    expect(attacks).toBeGreaterThanOrEqual(0);
  }, 120_000);
});
