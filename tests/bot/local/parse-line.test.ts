/** Local play's command lines, read as Discord would send them (issue 13: say how to write a name with spaces). */
import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../src/bot/local/parse-line.js';

describe('a typed command line', () => {
  it.each([
    ['/move how:straight', { command: 'move', options: { how: 'straight' } }],
    ['/fire target:"Ashen Claw" weapon:2', { command: 'fire', options: { target: 'Ashen Claw', weapon: '2' } }],
    ['/game clock hours:6', { command: 'game', subcommand: 'clock', options: { hours: 6 } }],
    ['/done turn:true', { command: 'done', options: { turn: true } }],
  ])('reads %s', (line, parsed) => {
    expect(parseLine(line, (c) => (c === 'game' ? ['clock'] : []))).toEqual(parsed);
  });

  it('says to quote a name with spaces instead of dropping its second word', () => {
    const said = parseLine('/fire target:Ashen Claw');
    expect(said).toContain('I could not read "Claw"');
    expect(said).toContain('ship:"Ashen Claw"');
  });
});
