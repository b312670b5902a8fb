/**
 * `skirmish`'s unit sheet (issue 44; other-systems.md 4.4 datasheets): the unit's tag and name in its
 * side's colour, its datasheet, role and points, its state this turn (battle-shocked, moved,
 * advanced or fell back, shot, charged, fought), each model profile's line (M T Sv InSv W Ld OC FNP,
 * how many are left), every model's wounds left, the weapons (Range A BS/WS S AP D and their
 * abilities) and the unit's abilities. Phone-readable (14 px or more at 400 px); words through `say`.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { wrap } from '../draw-chrome.js';
import { encodePng } from '../encode.js';
import { font, registerFonts } from '../fonts.js';
import { textSizeFor } from '../layout.js';
import { PALETTE } from '../palette.js';
import { type Pen, writeLine } from '../sheet-pen.js';
import { textWidth } from '../text-width.js';
import type { SheetAbility, SkirmishUnitSheet } from './board-types.js';
import { SHOCK, WOUND, sideColour } from './icons.js';
import { ENGLISH_SKIRMISH_WORDS, type SkirmishWords, pictureKey as k } from './words.js';

const WIDTH = 760;
const RED_TEXT = '#ff6b5a';

function line(pen: Pen, words: string, colour: string = PALETTE.text, bold = false, size = pen.text): void {
  pen.ctx.font = font(size, bold);
  for (const part of wrap(pen.ctx, [words], WIDTH - pen.text * 1.4, 3)) writeLine(pen, part, colour, bold, size);
}

function heading(pen: Pen, words: string): void {
  pen.y += pen.text * 0.35;
  line(pen, words, PALETTE.hull, true);
}

/** A row of cells: the first left-aligned at `cols[0]`, the rest centred on their column. */
function row(pen: Pen, cols: readonly number[], cells: readonly string[], colour: string, bold = false): void {
  const { ctx, text } = pen;
  const y = pen.y + text * 0.65;
  ctx.font = font(text, bold);
  ctx.fillStyle = colour;
  ctx.textBaseline = 'middle';
  cells.forEach((cell, i) => {
    ctx.textAlign = i === 0 ? 'left' : 'center';
    ctx.fillText(cell, cols[i] ?? 0, y);
  });
  pen.y += text * 1.4;
}

const plus = (n: number | null, none: string): string => (n === null ? none : `${n}+`);

function abilityWord(a: SheetAbility, words: SkirmishWords): string {
  const keyword = a.keyword ? words.say(k(`keywords.${a.keyword}`)) : '';
  return words.say(k(`abilities.${a.ability}`), { n: a.value ?? '', keyword });
}

function profiles(pen: Pen, sheet: SkirmishUnitSheet, words: SkirmishWords): void {
  const say = words.say;
  const none = say(k('sheet.none'));
  heading(pen, say(k('sheet.profiles')));
  const t = pen.text;
  const cols = [t * 0.7, ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => t * 9.8 + i * t * 2.3)];
  const heads = ['name', 'move', 'toughness', 'save', 'invulnerable', 'wounds', 'leadership', 'control', 'feelNoPain'];
  row(
    pen,
    cols,
    heads.map((h) => say(k(`sheet.head.${h}`))),
    PALETTE.muted,
    true,
  );
  for (const p of sheet.profiles) {
    const name = words.profile?.(sheet.unit.datasheet, p.id) ?? p.name;
    pen.ctx.font = font(pen.text);
    const label = say(k('sheet.profileName'), { name, alive: p.alive, count: p.count });
    const [fitted = label] = wrap(pen.ctx, [label], t * 8.6, 1);
    row(
      pen,
      cols,
      [
        fitted,
        `${p.move}"`,
        String(p.toughness),
        plus(p.save, none),
        plus(p.invulnerable, none),
        String(p.wounds),
        plus(p.leadership, none),
        String(p.control),
        plus(p.feelNoPain, none),
      ],
      p.alive > 0 ? PALETTE.text : PALETTE.muted,
    );
    const keywords = [
      ...p.keywords.map((w) => say(k(`keywords.${w}`))),
      ...(p.base === 'large' ? [say(k('keywords.large'))] : []),
    ];
    if (keywords.length > 0) line(pen, keywords.join(', '), PALETTE.muted);
  }
}

/** Every model as a chip: its number and wounds left of its profile's; wounded ringed, slain struck through. */
function models(pen: Pen, sheet: SkirmishUnitSheet, words: SkirmishWords): void {
  const { ctx, text } = pen;
  heading(pen, words.say(k('sheet.models')));
  let x = text * 0.7;
  const h = text * 1.3;
  ctx.font = font(text, true);
  for (const m of sheet.models) {
    const label = m.alive ? `${m.n}: ${m.wounds}/${m.maxWounds}` : `${m.n}: ${words.say(k('sheet.slain'))}`;
    const w = textWidth(ctx, label) + text * 0.8;
    if (x + w > WIDTH - text * 0.5 && x > text * 0.7) {
      x = text * 0.7;
      pen.y += h + text * 0.3;
    }
    const wounded = m.alive && m.wounds < m.maxWounds;
    ctx.fillStyle = m.alive ? '#222a36' : PALETTE.background;
    ctx.fillRect(x, pen.y, w, h);
    ctx.strokeStyle = wounded ? WOUND : m.alive ? PALETTE.gridStrong : PALETTE.grid;
    ctx.lineWidth = wounded ? 3 : 1.5;
    ctx.strokeRect(x + 1, pen.y + 1, w - 2, h - 2);
    ctx.fillStyle = !m.alive ? PALETTE.muted : wounded ? RED_TEXT : PALETTE.text;
    ctx.font = font(text, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x + w / 2, pen.y + h / 2);
    if (!m.alive) {
      ctx.strokeStyle = PALETTE.muted;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(x + text * 0.3, pen.y + h / 2);
      ctx.lineTo(x + w - text * 0.3, pen.y + h / 2);
      ctx.stroke();
    }
    x += w + text * 0.4;
  }
  pen.y += h + text * 0.4;
}

function weapons(pen: Pen, sheet: SkirmishUnitSheet, words: SkirmishWords): void {
  const say = words.say;
  heading(pen, say(k('sheet.weapons')));
  const t = pen.text;
  const cols = [t * 0.7, ...[0, 1, 2, 3, 4, 5].map((i) => t * 12 + i * t * 2.75)];
  row(
    pen,
    cols,
    ['weapon', 'range', 'attacks', 'skill', 'strength', 'ap', 'damage'].map((h) => say(k(`sheet.head.${h}`))),
    PALETTE.muted,
    true,
  );
  for (const w of sheet.weapons) {
    const name = words.weapon?.(w.id) ?? w.name;
    pen.ctx.font = font(pen.text);
    const [fitted = name] = wrap(pen.ctx, [name], t * 10.3, 1);
    row(
      pen,
      cols,
      [
        fitted,
        w.kind === 'melee' ? say(k('sheet.melee')) : say(k('sheet.range'), { range: w.range }),
        String(w.attacks),
        `${w.skill}+`,
        String(w.strength),
        w.ap > 0 ? `-${w.ap}` : '0',
        String(w.damage),
      ],
      PALETTE.text,
    );
    if (w.abilities.length > 0) {
      pen.y -= t * 0.15;
      line(pen, w.abilities.map((a) => abilityWord(a, words)).join(', '), PALETTE.muted);
    }
  }
}

function statusLines(sheet: SkirmishUnitSheet, words: SkirmishWords): { text: string; colour: string }[] {
  const say = words.say;
  const s = sheet.status;
  if (s.destroyed) return [{ text: say(k('status.destroyed')), colour: RED_TEXT }];
  if (s.reserve) return [{ text: say(k('status.reserve')), colour: PALETTE.muted }];
  return [
    ...(s.shocked ? [{ text: say(k('status.shocked')), colour: SHOCK }] : []),
    { text: say(k(`status.${s.movement ?? 'notMoved'}`)), colour: PALETTE.text },
    ...(s.shot ? [{ text: say(k('status.shot')), colour: PALETTE.text }] : []),
    ...(s.charged
      ? [{ text: say(k('status.charged')), colour: PALETTE.text }]
      : s.chargeDeclared
        ? [{ text: say(k('status.chargeDeclared')), colour: PALETTE.text }]
        : []),
    ...(s.fought ? [{ text: say(k('status.fought')), colour: PALETTE.text }] : []),
  ];
}

export function composeUnitSheet(
  sheet: SkirmishUnitSheet,
  words: SkirmishWords = ENGLISH_SKIRMISH_WORDS,
  sideIndex = 0,
): Canvas {
  registerFonts();
  const say = words.say;
  const height = 3000;
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, WIDTH, height);
  const pen: Pen = { ctx, text: textSizeFor(WIDTH), y: 0 };
  pen.y = pen.text * 0.4;
  const unit = sheet.unit;
  line(
    pen,
    say(k('sheet.title'), { tag: unit.tag, name: words.unit?.(unit.id) ?? unit.name }),
    sideColour(sideIndex),
    true,
    pen.text * 1.3,
  );
  line(
    pen,
    say(k('sheet.datasheet'), {
      datasheet: words.datasheet?.(unit.datasheet) ?? sheet.datasheetName,
      role: say(k(`roles.${sheet.role}`)),
      points: sheet.points,
    }),
  );
  heading(pen, say(k('sheet.status')));
  for (const s of statusLines(sheet, words)) line(pen, s.text, s.colour);
  profiles(pen, sheet, words);
  models(pen, sheet, words);
  weapons(pen, sheet, words);
  const abilities = Object.entries(sheet.abilities).filter(([, v]) => v !== undefined && v !== false);
  if (abilities.length > 0) {
    heading(pen, say(k('sheet.abilities')));
    for (const [name, value] of abilities)
      line(pen, say(k(`unitAbilities.${name}`), { n: typeof value === 'number' ? value : '' }));
  }
  const out = createCanvas(WIDTH, Math.ceil(pen.y + pen.text * 0.8));
  out.getContext('2d').drawImage(canvas, 0, 0);
  return out;
}

export function renderUnitSheet(
  sheet: SkirmishUnitSheet,
  words: SkirmishWords = ENGLISH_SKIRMISH_WORDS,
  sideIndex = 0,
): Promise<Buffer> {
  return encodePng(composeUnitSheet(sheet, words, sideIndex));
}
