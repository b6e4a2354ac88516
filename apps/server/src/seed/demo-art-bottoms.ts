// Owns the drawings of lower-body garments (trousers, jeans, shorts, skirt), each in an 800×1000
// frame centred on x = 400.

import type { Ctx, Drawn } from './demo-art-kit.ts';
import { button, circle, darken, fabric, lighten, line, stitch, sym } from './demo-art-kit.ts';

function beltLoops(ctx: Ctx, xs: readonly number[], top: number, bottom: number): string {
  return xs
    .map(
      (x) =>
        `<rect x="${x - 6}" y="${top - 4}" width="12" height="${bottom - top + 8}" rx="3" fill="${darken(ctx.pal.main, 0.08)}" stroke="${darken(ctx.pal.main, 0.3)}" stroke-width="1.5" opacity="0.95"/>`,
    )
    .join('');
}

/** Stretch a drawing sideways about the centre line. */
function widen(svg: string, factor: number): string {
  return `<g transform="translate(400 0) scale(${factor} 1) translate(-400 0)">${svg}</g>`;
}

export function trousers(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.3);
  let svg = fabric(
    ctx,
    sym([
      [400, 236],
      [510, 236],
      [534, 868],
      [414, 868],
      [400, 430],
    ]),
  );
  // waistband
  svg += fabric(ctx, 'M290 196 L510 196 L511 238 L289 238 Z', { colour: darken(pal.main, 0.05), pattern: false });
  svg += beltLoops(ctx, [314, 370, 430, 486], 196, 238);
  svg += button(400, 217, 7, pal.trim);
  // fly, pockets, creases, hems
  svg += line('M412 240 L412 372 Q412 398 398 412', deep, 2.5, 0.6);
  svg += line('M498 242 L478 330', deep, 3, 0.6) + line('M302 242 L322 330', deep, 3, 0.6);
  svg +=
    line('M460 250 L474 860', lighten(pal.main, 0.18), 3, 0.7) +
    line('M340 250 L326 860', lighten(pal.main, 0.18), 3, 0.7);
  svg += stitch('M268 848 L384 848', deep, 2) + stitch('M416 848 L532 848', deep, 2);
  // drawn narrow, widened to a truer flat-lay proportion
  return { svg: widen(svg, 1.16), top: 196, bottom: 868, span: 155, halfWidth: 155 };
}

export function jeans(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const thread = pal.accent;
  let svg = fabric(
    ctx,
    sym([
      [400, 236],
      [510, 236],
      [528, 868],
      [416, 868],
      [400, 430],
    ]),
  );
  // soft fading on the thighs
  ctx.defs.push(
    `<radialGradient id="${ctx.id}-fade" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  );
  svg += `<ellipse cx="344" cy="430" rx="48" ry="160" fill="url(#${ctx.id}-fade)"/><ellipse cx="456" cy="430" rx="48" ry="160" fill="url(#${ctx.id}-fade)"/>`;
  svg += fabric(ctx, 'M290 196 L510 196 L511 238 L289 238 Z', { colour: darken(pal.main, 0.04), pattern: false });
  svg += stitch('M292 206 L508 206', thread, 2, 0.85) + stitch('M292 229 L508 229', thread, 2, 0.85);
  svg += beltLoops(ctx, [312, 372, 428, 488], 196, 238);
  svg += circle(400, 217, 8, '#C9CCD1', ` stroke="${darken(pal.main, 0.4)}" stroke-width="2"`);
  // scooped front pockets, coin pocket, rivets
  svg += stitch('M346 240 Q346 296 292 306', thread, 2.5, 0.9) + stitch('M454 240 Q454 296 508 306', thread, 2.5, 0.9);
  svg += stitch('M462 246 L494 246 L494 278 L464 278', thread, 2, 0.8);
  svg +=
    circle(346, 242, 4, pal.accent) +
    circle(454, 242, 4, pal.accent) +
    circle(293, 304, 4, pal.accent) +
    circle(507, 304, 4, pal.accent);
  // J-stitched fly, outer seams, hems
  svg += stitch('M416 240 L416 372 Q416 400 400 410', thread, 2.5, 0.9);
  svg += stitch('M510 320 L526 860', thread, 2, 0.7) + stitch('M290 320 L274 860', thread, 2, 0.7);
  svg += stitch('M274 850 L384 850', thread, 2.5, 0.9) + stitch('M416 850 L526 850', thread, 2.5, 0.9);
  // drawn narrow, widened to a truer flat-lay proportion
  return { svg: widen(svg, 1.16), top: 196, bottom: 868, span: 151, halfWidth: 151 };
}

export function shorts(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.3);
  let svg = fabric(
    ctx,
    sym([
      [400, 350],
      [514, 350],
      [552, 680],
      [412, 690],
      [400, 560],
    ]),
  );
  // turned-up hems
  svg += fabric(ctx, 'M415 650 L548 644 L552 680 L412 690 Z', { colour: darken(pal.main, 0.06) });
  svg += fabric(ctx, 'M385 650 L252 644 L248 680 L388 690 Z', { colour: darken(pal.main, 0.06) });
  const drawstring = ctx.rng() < 0.5;
  svg += fabric(ctx, 'M286 306 L514 306 L515 352 L285 352 Z', { colour: darken(pal.main, 0.06), pattern: false });
  if (drawstring) {
    for (let x = 296; x < 508; x += 14) svg += line(`M${x} 312 L${x + 6} 346`, deep, 1.5, 0.35);
    svg += line('M392 340 Q386 380 372 420', pal.accent, 6) + line('M408 340 Q414 380 430 416', pal.accent, 6);
    svg += circle(392, 338, 5, darken(pal.main, 0.4)) + circle(408, 338, 5, darken(pal.main, 0.4));
  } else {
    svg += beltLoops(ctx, [312, 372, 428, 488], 306, 352) + button(400, 329, 7, pal.trim);
    svg += line('M412 354 L412 480 Q412 506 398 520', deep, 2.5, 0.6);
  }
  svg += line('M500 356 L476 440', deep, 3, 0.6) + line('M300 356 L324 440', deep, 3, 0.6);
  return { svg, top: 306, bottom: 690, span: 152, halfWidth: 152 };
}

export function skirt(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.25);
  let svg = fabric(
    ctx,
    sym([
      [400, 300],
      [500, 300],
      [600, 812],
      [500, 832, 400, 832],
    ]),
  );
  const tiered = ctx.rng() < 0.5;
  if (tiered) {
    svg += line('M262 480 Q400 496 538 480', deep, 3, 0.55) + line('M230 650 Q400 670 570 650', deep, 3, 0.55);
    for (const [y0, y1, x0, x1] of [
      [488, 560, 270, 530],
      [660, 740, 238, 562],
    ] as const)
      for (let x = x0 + 30; x < x1; x += 40)
        svg += line(`M${x} ${y0} Q${x + 4} ${(y0 + y1) / 2} ${x} ${y1}`, deep, 2, 0.25);
  } else {
    // soft knife pleats fanning out
    for (let i = -4; i <= 4; i++) {
      if (i === 0) continue;
      svg += line(`M${400 + i * 22} 312 L${400 + i * 42} 824`, deep, 2.5, 0.3);
    }
  }
  svg += fabric(ctx, 'M298 262 L502 262 L502 304 L298 304 Z', { colour: darken(pal.main, 0.08), pattern: false });
  svg += stitch('M250 806 Q400 824 550 806', deep, 2);
  svg += `<rect x="470" y="270" width="20" height="26" rx="4" fill="${lighten(pal.accent, 0.1)}" opacity="0.9"/>`;
  return { svg, top: 262, bottom: 832, span: 200, halfWidth: 200 };
}
