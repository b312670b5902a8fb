/**
 * A league's standings as a picture (issue 17, deliverable 6): a table that reads on a phone, in the
 * reader's language. Rank, player, points, record, margin of victory, strength of schedule and, when
 * the league keeps them, ratings (a provisional one marked); the top three picked out by a side bar,
 * dropped players muted; the footer names the tie-breakers in the organiser's order.
 *
 * The renderer imports only the engine, so the rows come in as plain values (the league's own
 * standings, with names and ratings joined by the caller).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ellipsis } from '../ellipsis.js';
import { encodePng } from '../encode.js';
import { font, registerFonts } from '../fonts.js';
import { textSizeFor } from '../layout.js';
import { PALETTE } from '../palette.js';
import { DEFAULT_STANDINGS_WORDS, type StandingsWords } from './standings-words.js';

export interface StandingsTableRow {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly mov: number;
  readonly sos: number;
  readonly rating?: { readonly value: number; readonly provisional: boolean };
  readonly dropped: boolean;
}

export interface StandingsTable {
  /** The league's name and the round, such as "Spring League · after round 3". */
  readonly title: string;
  readonly rows: readonly StandingsTableRow[];
  readonly tieBreakers: readonly ('mov' | 'sos' | 'esos' | 'h2h' | 'vp')[];
}

/** Phone-first: 720 pixels wide, so 14-pixel text when shown 400 wide (`textSizeFor`). */
const WIDTH = 720;
const PODIUM = ['#f0e442', '#9aa4b4', '#e69f00'] as const;

/** Numbers as a table shows them: whole numbers plain, others to two places. */
const number = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

interface Column {
  readonly head: string;
  readonly cell: (row: StandingsTableRow) => string;
}

/** The numeric columns, right of the name, in order. */
function numberColumns(table: StandingsTable, words: StandingsWords): Column[] {
  const columns: Column[] = [
    { head: words.heads.score, cell: (r) => number(r.score) },
    { head: words.heads.record, cell: (r) => `${r.wins}-${r.draws}-${r.losses}` },
    { head: words.heads.mov, cell: (r) => number(r.mov) },
    { head: words.heads.sos, cell: (r) => number(r.sos) },
  ];
  if (table.rows.some((r) => r.rating))
    columns.push({
      head: words.heads.rating,
      cell: (r) => (r.rating ? `${Math.round(r.rating.value)}${r.rating.provisional ? words.provisional : ''}` : '—'),
    });
  return columns;
}

/** Right edges of the numeric columns, measured from their widest cell (bold), packed from the right. */
function rightEdges(ctx: SKRSContext2D, table: StandingsTable, columns: readonly Column[], text: number): number[] {
  ctx.font = font(text, true);
  const edges: number[] = [];
  let right = WIDTH - text * 0.5;
  for (const c of [...columns].reverse()) {
    edges.unshift(right);
    const widest = Math.max(ctx.measureText(c.head).width, ...table.rows.map((r) => ctx.measureText(c.cell(r)).width));
    right -= widest + text * 0.8;
  }
  return edges;
}

/** Lines no wider than `width`, broken at spaces (or anywhere, for text without them). */
function wrapped(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.includes(' ') ? text.split(/(?<= )/) : [...text]) {
    if (line !== '' && ctx.measureText(line + word).width > width) {
      lines.push(line.trimEnd());
      line = word;
    } else line += word;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** The standings table as a canvas, not yet encoded. */
export function drawStandings(table: StandingsTable, words: StandingsWords = DEFAULT_STANDINGS_WORDS) {
  registerFonts();
  const text = textSizeFor(WIDTH);
  const line = Math.round(text * 1.6);
  const top = Math.round(text * 2.6);
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = font(text);
  const footer = wrapped(measure, words.footer(table.tieBreakers), WIDTH - text);
  const height = top + line * (table.rows.length + 1) + Math.round(text * (1.1 + 1.3 * footer.length));
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = PALETTE.text;
  ctx.font = font(text * 1.2, true);
  ctx.fillText(ellipsis(ctx, table.title, WIDTH - text), text * 0.5, text * 1.2);
  const columns = numberColumns(table, words);
  const edges = rightEdges(ctx, table, columns, text);
  const rankRight = text * 1.9;
  const nameLeft = rankRight + text * 0.6;
  const nameWidth = (edges[0] ?? WIDTH) - ctx.measureText('000').width - nameLeft;
  const cellRow = (y: number, rank: string, name: string, cells: readonly string[], colour: string, bold: boolean) => {
    ctx.font = font(text, bold);
    ctx.fillStyle = colour;
    ctx.textAlign = 'right';
    ctx.fillText(rank, rankRight, y);
    cells.forEach((cell, i) => ctx.fillText(cell, edges[i] ?? WIDTH, y));
    ctx.textAlign = 'left';
    ctx.fillText(ellipsis(ctx, name, nameWidth), nameLeft, y);
  };
  cellRow(
    top + line / 2,
    words.heads.rank,
    words.heads.player,
    columns.map((c) => c.head),
    PALETTE.muted,
    true,
  );
  table.rows.forEach((row, i) => {
    const y = top + line * (i + 1);
    // Every other row a shade lighter, so a phone reader's eye keeps its line.
    if (i % 2 === 0) {
      ctx.fillStyle = '#171c26';
      ctx.fillRect(0, y, WIDTH, line);
    }
    const podium = row.dropped ? undefined : PODIUM[row.rank - 1];
    if (podium) {
      ctx.fillStyle = podium;
      ctx.fillRect(0, y + line * 0.15, text * 0.3, line * 0.7);
    }
    const name = row.dropped ? `${row.name} (${words.dropped})` : row.name;
    const colour = row.dropped ? PALETTE.muted : PALETTE.text;
    cellRow(
      y + line / 2,
      String(row.rank),
      name,
      columns.map((c) => c.cell(row)),
      colour,
      row.rank <= 3,
    );
  });
  ctx.font = font(text);
  ctx.fillStyle = PALETTE.muted;
  ctx.textAlign = 'left';
  footer.forEach((l, i) => ctx.fillText(l, text * 0.5, top + line * (table.rows.length + 1) + text * (1.1 + 1.3 * i)));
  return canvas;
}

export function renderStandings(table: StandingsTable, words?: StandingsWords): Promise<Buffer> {
  return encodePng(drawStandings(table, words));
}
