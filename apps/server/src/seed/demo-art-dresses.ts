// Owns the drawings of one-piece garments (dress, saree, kids' romper and frock), each in an
// 800×1000 frame centred on x = 400.

import type { Ctx, Drawn } from './demo-art-kit.ts';
import { button, circle, darken, fabric, lighten, line, mirror, poly, stitch, sym } from './demo-art-kit.ts';

export function dress(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.28);
  let svg = `<path d="M352 214 Q400 240 448 214 L448 300 L352 300 Z" fill="${darken(pal.main, 0.34)}"/>`;
  // flutter sleeves
  const sleeve = [
    [452, 206],
    [560, 236],
    [588, 318],
    [520, 330],
  ] as const;
  svg += fabric(ctx, poly(sleeve)) + fabric(ctx, poly(mirror(sleeve)));
  svg += fabric(
    ctx,
    sym([
      [400, 306],
      [446, 206],
      [500, 214],
      [514, 280, 512, 330],
      [506, 476],
      [610, 840],
      [500, 866, 400, 866],
    ]),
  );
  // gathers falling from the waist
  for (const x of [-150, -96, -40, 40, 96, 150])
    svg += line(`M${400 + x * 0.55} 500 Q${400 + x * 0.85} 680 ${400 + x * 1.05} 850`, deep, 2.5, 0.25);
  // waist tie
  svg += fabric(ctx, 'M292 462 Q400 474 508 462 L508 494 Q400 506 292 494 Z', {
    colour: darken(pal.main, 0.1),
    pattern: false,
  });
  const tie = { colour: darken(pal.main, 0.1), pattern: false };
  svg +=
    fabric(ctx, 'M464 484 L448 552 L462 556 L470 488 Z', tie) +
    fabric(ctx, 'M476 484 L494 548 L480 552 L470 488 Z', tie);
  svg += fabric(ctx, 'M470 480 L432 460 L434 502 Z', tie) + fabric(ctx, 'M470 480 L508 460 L506 502 Z', tie);
  svg += circle(470, 480, 10, darken(pal.main, 0.16));
  svg += stitch('M228 832 Q400 856 572 832', deep, 2);
  return { svg, top: 206, bottom: 866, span: 210, halfWidth: 210 };
}

export function saree(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const border = pal.accent;
  const fold = darken(pal.main, 0.3);
  // pallu falling behind the left shoulder, with a decorated end and tassels
  let svg = fabric(ctx, 'M516 224 L590 244 Q622 480 652 748 L540 772 Q532 520 520 420 Z');
  svg += line('M592 250 Q622 480 650 742', border, 12);
  svg += fabric(ctx, 'M536 694 L644 680 L652 748 L540 772 Z', { colour: border, pattern: false });
  svg += `<path d="M537 716 L646 700 L648 712 L538 729 Z" fill="${pal.trim}" opacity="0.7"/>`;
  for (let i = 0; i <= 12; i++) {
    const x = 542 + i * 9;
    const y = 772 - i * 2;
    svg += line(`M${x} ${y} L${x + 1} ${y + 20}`, darken(border, 0.15), 2.5);
  }
  // blouse
  svg += fabric(
    ctx,
    'M342 214 Q400 248 458 214 L528 232 L570 300 L540 324 L524 306 L520 380 L280 380 L276 306 L260 324 L230 300 L272 232 Z',
    { colour: pal.trim, pattern: false },
  );
  svg += line('M230 300 L260 324', border, 6) + line('M570 300 L540 324', border, 6);
  // pleated skirt section with a woven border
  svg += fabric(
    ctx,
    sym([
      [400, 400],
      [512, 400],
      [548, 600, 588, 862],
      [500, 880, 400, 880],
    ]),
  );
  svg += fabric(ctx, 'M214 842 Q400 864 588 842 L590 872 Q400 894 212 872 Z', { colour: border, pattern: false });
  svg += line('M216 852 Q400 874 588 852', pal.trim, 3, 0.6);
  for (let i = 0; i < 7; i++) svg += line(`M${396 + i * 13} ${470 + i * 6} L${376 + i * 26} 874`, fold, 2.5, 0.45);
  // the pallu sweeping from the waist across the body to the shoulder
  svg += fabric(ctx, 'M274 428 L366 428 L594 254 L558 220 L516 220 L274 334 Z');
  svg += line('M366 428 L594 254', border, 12) + line('M274 334 L516 220', border, 10);
  svg += line('M300 400 L540 250', fold, 2.5, 0.35) + line('M288 372 L520 240', fold, 2.5, 0.3);
  return { svg, top: 214, bottom: 890, span: 252, halfWidth: 220 };
}

export function romper(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.3);
  let svg = `<path d="M346 232 Q400 246 454 232 L454 270 L346 270 Z" fill="${darken(pal.main, 0.34)}"/>`;
  svg += fabric(
    ctx,
    sym([
      [400, 268],
      [436, 264, 452, 228],
      [524, 248],
      [612, 318],
      [578, 392],
      [540, 370],
      [556, 520, 566, 640],
      [574, 760],
      [440, 770],
      [440, 684, 400, 664],
    ]),
  );
  // leg and sleeve cuffs
  svg += fabric(ctx, 'M440 738 L572 730 L574 760 L440 770 Z', { colour: pal.accent, pattern: false });
  svg += fabric(ctx, 'M360 738 L228 730 L226 760 L360 770 Z', { colour: pal.accent, pattern: false });
  svg += line('M612 318 L578 392', pal.accent, 12) + line('M188 318 L222 392', pal.accent, 12);
  // Peter Pan collar and buttons
  svg += fabric(ctx, 'M400 270 Q372 318 336 300 Q324 270 350 236 Q378 258 400 270 Z', {
    colour: pal.accent,
    pattern: false,
  });
  svg += fabric(ctx, 'M400 270 Q428 318 464 300 Q476 270 450 236 Q422 258 400 270 Z', {
    colour: pal.accent,
    pattern: false,
  });
  for (const y of [340, 400, 460]) svg += button(400, y, 8, pal.trim);
  svg += stitch('M232 745 L358 753', deep, 2) + stitch('M568 745 L442 753', deep, 2);
  return { svg, top: 228, bottom: 770, span: 215, halfWidth: 220 };
}

export function frock(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.26);
  // puffed sleeves
  let svg = `<path d="M350 236 Q400 256 450 236 L450 280 L350 280 Z" fill="${darken(pal.main, 0.34)}"/>`;
  svg +=
    fabric(ctx, 'M490 240 Q560 226 580 290 Q566 326 520 322 Z') +
    fabric(ctx, 'M310 240 Q240 226 220 290 Q234 326 280 322 Z');
  svg += line('M580 290 Q566 326 520 322', pal.accent, 8) + line('M220 290 Q234 326 280 322', pal.accent, 8);
  // bodice and gathered skirt
  svg += fabric(
    ctx,
    sym([
      [400, 282],
      [432, 276, 450, 236],
      [500, 242],
      [512, 300],
      [504, 420],
      [600, 700],
      [610, 750],
      [400, 760],
    ]),
  );
  // ruffled hem
  let ruffle = 'M190 748';
  for (let x = 190; x < 610; x += 35) ruffle += ` Q${x + 17.5} 812 ${x + 35} 752`;
  ruffle += ' L604 712 Q400 730 196 712 Z';
  svg += fabric(ctx, ruffle, { colour: lighten(pal.main, 0.12) });
  // smocking on the bodice
  for (const y of [330, 356, 382]) {
    let zig = `M306 ${y}`;
    for (let x = 306; x < 494; x += 16) zig += ` L${x + 8} ${y + 8} L${x + 16} ${y}`;
    svg += line(zig, deep, 2, 0.4);
  }
  // bow at the waist
  svg += `<path d="M400 420 L350 396 L354 448 Z" fill="${pal.accent}"/><path d="M400 420 L450 396 L446 448 Z" fill="${pal.accent}"/>`;
  svg += `<path d="M394 424 L376 476 L390 478 L400 430 L410 478 L424 476 L406 424 Z" fill="${lighten(pal.accent, 0.1)}"/>`;
  svg += circle(400, 421, 11, darken(pal.accent, 0.12));
  return { svg, top: 226, bottom: 790, span: 215, halfWidth: 215 };
}
