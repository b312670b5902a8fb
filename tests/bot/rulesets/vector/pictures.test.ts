/**
 * `vector`'s pictures say its own words: the map's alt text spells out the velocity and opens with its
 * turn and phase, not impulse's; `/ship` shows seed 002's velocity, drives, thrusters and control in
 * place of impulse's power curves, charge bars, battery and afterburners.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/bot/locales/index.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { vectorMapFile, vectorSheetMotion, vectorShipFile } from '../../../../src/bot/rulesets/vector/pictures.js';
import { momentText } from '../../../../src/bot/rulesets/vector/words.js';
import { PALETTE } from '../../../../src/render/index.js';
import { decode, differingShare, hexColour } from '../../../helpers/pictures.js';
import { VECTOR_MOMENTS, vectorMoment } from '../../../helpers/vector-pictures.js';
import { vectorGame } from '../../../helpers/vector-game.js';
import type { VectorState } from '../../../../src/engine/rulesets/vector/index.js';

describe('vector’s map file', () => {
  it.each([
    ['en-US', 'Vigil velocity 5'],
    ['pt-BR', 'Vigil velocidade 5'],
    ['zh-CN', 'Vigil 速度 5'],
  ])('in %s describes each ship’s velocity in words (%s), not as the plate’s “v5”', async (locale, said) => {
    expect(TABLES.get('vector'), 'its words are in the catalogue once the registry has it').toBeDefined();
    const { state } = await vectorGame();
    const file = await vectorMapFile(translator(locale), state, []);
    expect(file.description).toContain(said);
    expect(file.description).not.toContain(' v5');
  });

  it.each([
    ['en-US', 'impulse'],
    ['zh-CN', '脉冲'],
  ])(
    'in %s opens its alt text with vector’s turn and phase, as its header does, not with “%s”',
    async (locale, word) => {
      const { state } = await vectorGame();
      const file = await vectorMapFile(translator(locale), state, []);
      expect(
        file.description?.startsWith(`${state.board.scenario.name} · ${momentText(translator(locale), state)}`),
      ).toBe(true);
      expect(file.description).not.toContain(word);
    },
  );
});

/** The duel a turn on: the Vigil lost control last turn and fired its first group this turn. */
async function afterFiring(): Promise<VectorState> {
  const { state } = await vectorGame();
  const fired = structuredClone(state) as { -readonly [K in keyof VectorState]: VectorState[K] };
  const vigil = fired.board.ships[0];
  if (!vigil) throw new Error('no Vigil');
  Object.assign(vigil.groups[0] ?? {}, { red: 0, yellow: 0 });
  const own = fired.ships[vigil.id];
  if (!own) throw new Error('no Vigil velocity');
  fired.ships = { ...fired.ships, [vigil.id]: { ...own, lostControl: true } };
  return fired;
}

describe('vector’s ship sheet (seed 002)', () => {
  it('says the velocity, the drives and thrusters now and whole, and that the ship is in control', async () => {
    const { state } = await vectorGame();
    const vigil = state.board.ships[0]?.id ?? '';
    const motion = vectorSheetMotion(translator('en-US'), state, vigil);
    expect(motion.lines).toEqual(['Velocity 5 · drives 5/5 · thrusters 3/3', 'In control']);
    expect(motion.groups.every((g) => g.ready && g.text === 'ready')).toBe(true);
  });

  it.each([
    ['en-US', 'Lost control: -2 on its attacks this turn', 'fired this turn: fires again next turn'],
    ['zh-CN', '失控：本回合攻击 -2', '本回合已开火：下回合可再开火'],
    [
      'pt-BR',
      'Perdeu o controle: -2 nos seus ataques neste turno',
      'disparou neste turno: volta a disparar no próximo',
    ],
  ])('in %s, a ship that lost control and a group fired this turn say so', async (locale, control, fired) => {
    const state = await afterFiring();
    const motion = vectorSheetMotion(translator(locale), state, state.board.ships[0]?.id ?? '');
    expect(motion.lines[1]).toBe(control);
    expect(motion.groups[0]).toEqual({ text: fired, ready: false });
    expect(motion.groups[1]?.ready).toBe(true);
  });

  it('draws no power curve, charge bar or battery: the impulse colours of those are nowhere on it', async () => {
    const { state } = await vectorGame();
    const vigil = state.board.ships[0]?.id ?? '';
    const yellow = hexColour(PALETTE.hull);
    const count = (png: Buffer) => {
      const sheet = decode(png);
      let n = 0;
      for (let y = 0; y < sheet.height; y++)
        for (let x = 0; x < sheet.width; x++) if (sheet.at(x, y).every((c, i) => c === yellow[i])) n++;
      return n;
    };
    const impulseSheet = await TABLES.get('impulse')?.unitSheet(translator('en-US'), state.board, vigil);
    expect(
      count(impulseSheet?.data ?? Buffer.alloc(0)),
      'impulse’s sheet marks its curve and yellow boxes',
    ).toBeGreaterThan(0);
    const file = await vectorShipFile(translator('en-US'), state, vigil);
    expect(count(file.data)).toBe(0);
  });

  it('has alt text that opens with vector’s moment and names both sides as giving orders in the Reaction Phase', async () => {
    const { state } = await vectorGame();
    const file = await vectorShipFile(translator('en-US'), state, state.board.ships[0]?.id ?? '');
    expect(file.description).toMatch(/^Cruiser Duel · turn 1, Reaction Phase\. Concord Navy and Veyra Host to act/);
    expect(file.description).toContain('Vigil velocity 5');
  });
});

describe('the vector map’s golden image (issue 40)', () => {
  it.each(Object.entries(VECTOR_MOMENTS))('%s matches its golden image', async (name, { game, commands }) => {
    const { state, recent } = vectorMoment(game, commands);
    const file = await TABLES.get('vector')?.picture(translator('en-US'), { state, events: recent });
    const golden = decode(readFileSync(new URL(`../../../fixtures/images/${name}.png`, import.meta.url)));
    expect(differingShare(decode(file?.data ?? Buffer.alloc(0)), golden)).toBeLessThan(0.005);
  });
});
