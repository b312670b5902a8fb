import { describe, expect, test } from 'vitest';
import { type NamedRow, standingsCsv, standingsJson } from '../../src/league/export.js';

const row = (over: Partial<NamedRow>): NamedRow => ({
  player: 'u1',
  name: 'Vigil',
  rank: 1,
  score: 2,
  wins: 2,
  draws: 0,
  losses: 0,
  byes: 0,
  mov: 120,
  sos: 1.5,
  esos: 1,
  vp: 0,
  dropped: false,
  ...over,
});

describe('standings as CSV and JSON (issue 17, deliverable 6)', () => {
  test('a header and one CRLF line per player, in rank order', () => {
    const csv = standingsCsv([
      row({}),
      row({ player: 'u2', name: 'Raider', rank: 2, rating: 1490, provisional: true }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'rank,player,name,score,wins,draws,losses,byes,mov,sos,esos,vp,rating,provisional,dropped',
      '1,u1,Vigil,2,2,0,0,0,120,1.5,1,0,,,false',
      '2,u2,Raider,2,2,0,0,0,120,1.5,1,0,1490,true,false',
      '',
    ]);
  });

  test('RFC 4180: commas, quotes and line breaks are quoted, quotes doubled', () => {
    const csv = standingsCsv([row({ name: 'Kéa, "the Bold"\nof Osk' })]);
    expect(csv).toContain('"Kéa, ""the Bold""\nof Osk"');
  });

  test.each(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)'])('a name a spreadsheet would run (%s) is defused', (name) => {
    const line = standingsCsv([row({ name })]).split('\r\n')[1] ?? '';
    expect(line).toContain(`'${name.replace(/"/g, '""')}`);
  });

  test('JSON carries the league, the round and every column', () => {
    const parsed = JSON.parse(standingsJson({ id: 'l1', name: 'Spring', round: 3 }, [row({ rating: 1510 })]));
    expect(parsed.league).toEqual({ id: 'l1', name: 'Spring', round: 3 });
    expect(parsed.standings[0]).toMatchObject({
      rank: 1,
      player: 'u1',
      name: 'Vigil',
      mov: 120,
      rating: 1510,
      provisional: null,
    });
  });
});
