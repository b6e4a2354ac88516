// Owns the drawings of bags (tote, backpack, handbag, sling bag), each in an 800×1000 frame
// centred on x = 400.

import type { Ctx, Drawn } from './demo-art-kit.ts';
import { circle, darken, fabric, lighten, line, stitch, sym } from './demo-art-kit.ts';

const GOLD = '#C9A04E';

/** A zip: a dark track with fine teeth and a pull tab hanging at (pullX, pullY). */
function zip(d: string, colour: string, pullX: number, pullY: number): string {
  return (
    line(d, darken(colour, 0.2), 7) +
    `<path d="${d}" fill="none" stroke="${lighten(colour, 0.25)}" stroke-width="4" stroke-dasharray="2 4"/>` +
    `<rect x="${pullX - 7}" y="${pullY}" width="14" height="34" rx="5" fill="${GOLD}" stroke="${darken(GOLD, 0.3)}" stroke-width="1.5"/>`
  );
}

export function tote(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const strap = pal.trim;
  // back handle, a little higher and darker
  let svg = line('M330 440 C330 196 470 196 470 440', darken(strap, 0.25), 24);
  svg += fabric(
    ctx,
    sym([
      [400, 430],
      [556, 430],
      [568, 818],
      [564, 838, 540, 840],
      [400, 840],
    ]),
    { pattern: ctx.pattern !== 'stripes' },
  );
  if (ctx.pattern === 'stripes') {
    // a woven band across the middle
    svg += `<path d="M240 600 L562 600 L564 680 L238 680 Z" fill="${pal.accent}"/>`;
    svg += `<path d="M239 620 L563 620 L563 632 L239 632 Z" fill="${pal.trim}" opacity="0.8"/>`;
    svg += `<path d="M239 648 L563 648 L563 660 L239 660 Z" fill="${pal.trim}" opacity="0.8"/>`;
  }
  // turned top hem and base
  svg += stitch('M248 458 L552 458', darken(pal.main, 0.35), 2.5);
  svg += `<path d="M236 790 L564 790 L566 818 Q564 838 540 840 L260 840 Q236 838 234 818 Z" fill="${darken(pal.main, 0.12)}" opacity="0.7"/>`;
  // front handle with stitched boxes
  svg += line('M318 446 C318 176 482 176 482 446', strap, 26);
  svg += line('M318 446 C318 176 482 176 482 446', lighten(strap, 0.2), 2, 0.5);
  for (const x of [318, 482]) {
    svg += `<rect x="${x - 17}" y="436" width="34" height="56" rx="3" fill="${strap}"/>`;
    svg += `<path d="M${x - 11} 446 L${x + 11} 446 L${x + 11} 482 L${x - 11} 482 Z M${x - 11} 446 L${x + 11} 482 M${x + 11} 446 L${x - 11} 482" fill="none" stroke="${lighten(strap, 0.4)}" stroke-width="1.6" opacity="0.8"/>`;
  }
  return { svg, top: 240, bottom: 840, span: 170, halfWidth: 170 };
}

export function backpack(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const strap = darken(pal.main, 0.3);
  // shoulder straps peeking out at the sides
  let svg = line('M300 320 Q210 460 252 800', strap, 30) + line('M500 320 Q590 460 548 800', strap, 30);
  // grab handle
  svg += line('M366 272 Q400 208 434 272', pal.trim, 14);
  const body = sym([
    [400, 256],
    [536, 262, 540, 392],
    [540, 812],
    [540, 844, 510, 846],
    [400, 846],
  ]);
  svg += fabric(ctx, body);
  svg += zip('M282 400 Q284 296 400 292 Q516 296 518 400', pal.main, 512, 398);
  // front pocket
  svg += fabric(
    ctx,
    'M300 560 Q300 528 332 528 L468 528 Q500 528 500 560 L500 784 Q500 808 476 808 L324 808 Q300 808 300 784 Z',
    {
      colour: darken(pal.main, 0.06),
    },
  );
  svg += zip('M314 556 L486 556', pal.main, 472, 560);
  svg += stitch('M312 572 L312 792 L488 792 L488 572', darken(pal.main, 0.35), 2);
  // leather patch
  svg += `<rect x="376" y="650" width="48" height="60" rx="8" fill="${pal.trim}"/>`;
  svg += stitch('M382 656 L418 656 L418 704 L382 704 Z', lighten(pal.trim, 0.35), 1.5);
  return { svg, top: 238, bottom: 846, span: 170, halfWidth: 170 };
}

export function handbag(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const handle = pal.trim;
  let svg = line('M338 490 Q338 330 400 330 Q462 330 462 490', darken(handle, 0.2), 18);
  svg += fabric(
    ctx,
    sym([
      [400, 470],
      [520, 470],
      [566, 790],
      [564, 810, 540, 812],
      [400, 812],
    ]),
    { pattern: false },
  );
  // flap with a turn-lock clasp
  const flap = 'M278 470 L522 470 L540 600 Q470 650 400 662 Q330 650 260 600 Z';
  svg += fabric(ctx, flap, { colour: darken(pal.main, 0.06), pattern: ctx.pattern !== 'plain' });
  svg += stitch('M286 484 L514 484 L528 596 Q466 638 400 648 Q334 638 272 596 L286 484', darken(pal.main, 0.35), 2);
  svg += `<rect x="380" y="618" width="40" height="34" rx="8" fill="${GOLD}" stroke="${darken(GOLD, 0.3)}" stroke-width="2"/>`;
  svg += circle(400, 635, 8, lighten(GOLD, 0.3));
  // rigid front handle on gold rings
  svg += line('M326 496 Q326 312 400 312 Q474 312 474 496', handle, 20);
  svg += line('M326 496 Q326 312 400 312 Q474 312 474 496', lighten(handle, 0.25), 2, 0.5);
  for (const x of [326, 474]) svg += `<rect x="${x - 16}" y="464" width="32" height="14" rx="6" fill="${GOLD}"/>`;
  // little feet
  for (const x of [272, 528]) svg += `<ellipse cx="${x}" cy="812" rx="12" ry="6" fill="${darken(pal.main, 0.45)}"/>`;
  return { svg, top: 302, bottom: 818, span: 170, halfWidth: 170 };
}

export function slingBag(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const strap = pal.trim;
  // long crossbody strap with a slide buckle
  let svg = line('M298 572 L366 178 Q400 150 434 178 L502 572', strap, 16);
  svg += `<rect x="${458 - 14}" y="330" width="28" height="22" rx="4" fill="none" stroke="${GOLD}" stroke-width="5" transform="rotate(-10 458 341)"/>`;
  svg += fabric(
    ctx,
    'M300 560 Q260 560 260 600 L260 770 Q260 800 290 800 L510 800 Q540 800 540 770 L540 600 Q540 560 500 560 Z',
    { pattern: false },
  );
  // flap
  svg += fabric(
    ctx,
    'M300 560 Q260 560 260 600 L260 660 Q330 700 400 700 Q470 700 540 660 L540 600 Q540 560 500 560 Z',
    {
      colour: darken(pal.main, 0.06),
    },
  );
  svg += stitch(
    'M276 604 Q276 576 302 576 L498 576 Q524 576 524 604 L524 652 Q466 684 400 686 Q334 684 276 652 Z',
    darken(pal.main, 0.35),
    2,
  );
  // D-rings and snap
  for (const x of [290, 510])
    svg += `<rect x="${x - 12}" y="560" width="24" height="16" rx="6" fill="none" stroke="${GOLD}" stroke-width="4"/>`;
  svg += circle(400, 680, 12, GOLD, ` stroke="${darken(GOLD, 0.3)}" stroke-width="2"`);
  svg += `<path d="M300 730 L500 730" stroke="${darken(pal.main, 0.2)}" stroke-width="3" opacity="0.5"/>`;
  return { svg, top: 150, bottom: 800, span: 150, halfWidth: 150 };
}
