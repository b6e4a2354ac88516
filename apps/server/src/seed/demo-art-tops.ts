// Owns the drawings of upper-body garments (t-shirt, shirt, kurta, jacket, Nehru jacket, hoodie),
// each in an 800×1000 frame centred on x = 400.

import type { Ctx, Drawn } from './demo-art-kit.ts';
import { button, circle, darken, fabric, lighten, line, mirror, poly, stitch, sym } from './demo-art-kit.ts';

/** The dark inside of the back neck, seen through a neckline. */
function neckInside(ctx: Ctx, d: string): string {
  return `<path d="${d}" fill="${darken(ctx.pal.main, 0.32)}"/>`;
}

/** A long sleeve hanging slightly away from the body, with an optional cuff; left side, mirrored for right. */
function longSleeves(ctx: Ctx, cuffDepth: number, ribbed: boolean): string {
  const left = [
    [262, 246],
    [222, 266, 205, 300],
    [142, 650],
    [212, 670],
    [264, 420],
  ] as const;
  const cuffOuter: [number, number] = [142 + 0.21 * cuffDepth, 650 - cuffDepth];
  const cuffInner: [number, number] = [212 + 0.15 * cuffDepth, 670 - cuffDepth];
  let out = '';
  for (const pts of [left, mirror(left)]) {
    const flip = pts !== left;
    out += fabric(ctx, poly(pts));
    const cuff = [cuffOuter, cuffInner, [212, 670], [142, 650]] as const;
    const cuffPts = flip ? mirror(cuff) : cuff;
    out += fabric(ctx, poly(cuffPts), { colour: darken(ctx.pal.main, 0.06), pattern: !ribbed });
    if (ribbed) {
      for (let i = 1; i < 6; i++) {
        const t = i / 6;
        const a = [cuffOuter[0] + (cuffInner[0] - cuffOuter[0]) * t, cuffOuter[1] + (cuffInner[1] - cuffOuter[1]) * t];
        const b = [142 + 70 * t, 650 + 20 * t];
        const seg = flip ? mirror([a as [number, number], b as [number, number]]) : [a, b];
        out += line(`M${seg[0]![0]} ${seg[0]![1]} L${seg[1]![0]} ${seg[1]![1]}`, darken(ctx.pal.main, 0.25), 2, 0.6);
      }
    }
  }
  return out;
}

export function tShirt(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const body = sym([
    [400, 262],
    [440, 258, 458, 214],
    [562, 242],
    [668, 338],
    [614, 408],
    [576, 378],
    [580, 772],
    [490, 780, 400, 780],
  ]);
  let svg = neckInside(ctx, 'M342 214 Q400 236 458 214 L460 240 L400 272 L340 240 Z');
  svg += fabric(ctx, body);
  svg += line('M342 214 Q360 258 400 262 Q440 258 458 214', darken(pal.main, 0.1), 14);
  svg += stitch('M346 228 Q364 270 400 274 Q436 270 454 228', darken(pal.main, 0.3), 2);
  svg += stitch('M654 326 L600 396', darken(pal.main, 0.3)) + stitch('M146 326 L200 396', darken(pal.main, 0.3));
  svg += stitch('M222 752 Q400 762 578 752', darken(pal.main, 0.3));
  svg += `<rect x="390" y="222" width="20" height="12" rx="2" fill="${pal.trim}"/>`;
  if (ctx.pattern === 'plain') {
    const style = Math.floor(ctx.rng() * 3);
    if (style === 0) {
      // chest pocket
      svg += fabric(ctx, 'M440 340 L512 340 L512 418 Q476 428 440 418 Z', { colour: darken(pal.main, 0.05) });
      svg += stitch('M440 352 L512 352', darken(pal.main, 0.3), 2);
    } else if (style === 1) {
      // a small printed sun-over-hills graphic
      svg += circle(400, 420, 62, pal.accent, ' opacity="0.95"');
      svg += `<path d="M338 440 Q370 404 404 436 Q432 410 462 440 A62 62 0 0 1 338 440 Z" fill="${pal.trim}"/>`;
      svg += circle(420, 398, 16, lighten(pal.trim, 0.15), ' opacity="0.8"');
    } else {
      // contrast ringer trims
      svg += line('M342 214 Q360 258 400 262 Q440 258 458 214', pal.trim, 12);
      svg += line('M668 338 L614 408', pal.trim, 12) + line('M132 338 L186 408', pal.trim, 12);
    }
  }
  return { svg, top: 206, bottom: 780, span: 270, halfWidth: 250 };
}

export function shirt(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.32);
  let svg = longSleeves(ctx, 44, false);
  svg += neckInside(ctx, 'M346 214 Q400 200 454 214 L454 240 L346 240 Z');
  svg += fabric(
    ctx,
    sym([
      [400, 230],
      [456, 214],
      [548, 246],
      [572, 276, 574, 310],
      [572, 770],
      [548, 812, 470, 816],
      [400, 814],
    ]),
  );
  // placket and buttons
  svg += fabric(ctx, 'M389 262 L411 262 L411 815 L389 815 Z', { colour: darken(pal.main, 0.03), shade: false });
  svg += stitch('M389 270 L389 808', deep, 1.8) + stitch('M411 270 L411 808', deep, 1.8);
  for (const y of [330, 420, 510, 600, 690, 780]) svg += button(400, y, 7, lighten(pal.accent, 0.2));
  // chest pocket
  svg += fabric(ctx, 'M438 352 L510 352 L510 430 L474 446 L438 430 Z');
  svg += stitch('M438 366 L510 366', deep, 1.8);
  // collar leaves and stand
  const leaf = [
    [402, 268],
    [456, 212],
    [470, 226, 478, 248],
    [436, 312],
  ] as const;
  svg += fabric(ctx, poly(leaf), { shade: false }) + fabric(ctx, poly(mirror(leaf)), { shade: false });
  svg += stitch(
    poly(
      [
        [408, 266],
        [452, 222],
        [468, 246],
        [434, 300],
      ],
      false,
    ),
    deep,
    1.6,
  );
  svg += stitch(
    poly(
      mirror([
        [408, 266],
        [452, 222],
        [468, 246],
        [434, 300],
      ]),
      false,
    ),
    deep,
    1.6,
  );
  svg += button(400, 266, 6, lighten(pal.accent, 0.2));
  // yoke seam
  svg += line('M250 300 Q400 318 550 300', darken(pal.main, 0.2), 2, 0.6);
  return { svg, top: 200, bottom: 816, span: 262, halfWidth: 260 };
}

export function kurta(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.32);
  // three-quarter sleeves
  const sleeve = [
    [262, 242],
    [226, 260, 212, 292],
    [168, 548],
    [240, 566],
    [268, 410],
  ] as const;
  let svg = fabric(ctx, poly(sleeve)) + fabric(ctx, poly(mirror(sleeve)));
  const band = [
    [175, 510],
    [246, 528],
    [240, 566],
    [168, 548],
  ] as const;
  svg +=
    fabric(ctx, poly(band), { colour: pal.accent, pattern: false }) +
    fabric(ctx, poly(mirror(band)), { colour: pal.accent, pattern: false });
  svg += neckInside(ctx, 'M356 214 Q400 204 444 214 L444 236 L356 236 Z');
  svg += fabric(
    ctx,
    sym([
      [400, 236],
      [444, 222],
      [540, 244],
      [562, 266, 568, 300],
      [572, 868],
      [400, 872],
    ]),
  );
  // hem border
  svg += fabric(
    ctx,
    sym([
      [400, 834],
      [571, 830],
      [572, 868],
      [400, 872],
    ]),
    { colour: pal.accent, pattern: false },
  );
  svg += line('M232 842 Q400 848 568 842', pal.trim, 3, 0.8);
  // side slits
  svg += line('M569 868 L565 730', lighten(pal.main, 0.15), 4) + line('M231 868 L235 730', lighten(pal.main, 0.15), 4);
  // mandarin collar and placket
  svg += fabric(ctx, 'M354 206 Q400 222 446 206 L448 228 Q400 246 352 228 Z', {
    colour: darken(pal.main, 0.08),
    pattern: false,
  });
  svg += fabric(ctx, 'M389 238 L411 238 L411 430 L400 440 L389 430 Z', {
    colour: pal.accent,
    pattern: false,
    shade: false,
  });
  for (const y of [266, 312, 358, 404]) svg += circle(400, y, 5.5, pal.trim);
  svg += stitch('M384 240 L384 438', deep, 1.6) + stitch('M416 240 L416 438', deep, 1.6);
  return { svg, top: 204, bottom: 872, span: 236, halfWidth: 240 };
}

export function jacket(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const rib = darken(pal.main, 0.12);
  let svg = longSleeves(ctx, 46, true);
  svg += neckInside(ctx, 'M346 206 Q400 196 454 206 L454 240 L346 240 Z');
  svg += fabric(
    ctx,
    sym([
      [400, 234],
      [454, 214],
      [552, 244],
      [574, 262, 576, 300],
      [574, 714],
      [400, 716],
    ]),
  );
  // ribbed hem band
  svg += fabric(
    ctx,
    sym([
      [400, 712],
      [574, 712],
      [568, 760],
      [400, 762],
    ]),
    { colour: rib, pattern: false },
  );
  for (let x = 240; x <= 560; x += 16) svg += line(`M${x} 718 L${x} 756`, darken(rib, 0.2), 2, 0.45);
  // ribbed collar
  svg += fabric(ctx, 'M344 204 Q400 226 456 204 L462 230 Q400 258 338 230 Z', { colour: rib, pattern: false });
  // centre zip
  svg += line('M400 248 L400 760', darken(pal.main, 0.28), 10);
  svg += line('M400 250 L400 758', pal.trim, 4);
  svg += `<rect x="392" y="252" width="16" height="34" rx="4" fill="${pal.trim}"/>`;
  // slanted welt pockets
  svg += line('M470 600 L520 490', darken(pal.main, 0.3), 9) + line('M330 600 L280 490', darken(pal.main, 0.3), 9);
  // sleeve utility pocket
  svg += fabric(ctx, 'M178 380 L222 388 L216 440 L170 432 Z', { colour: darken(pal.main, 0.06), pattern: false });
  svg += line('M182 396 L220 403', pal.trim, 3);
  return { svg, top: 196, bottom: 762, span: 262, halfWidth: 260 };
}

export function nehruJacket(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const deep = darken(pal.main, 0.35);
  let svg = neckInside(ctx, 'M356 212 Q400 202 444 212 L444 260 L356 260 Z');
  // lining visible at the armholes
  svg += fabric(
    ctx,
    sym([
      [400, 250],
      [444, 222],
      [522, 238],
      [506, 330, 550, 392],
      [560, 758],
      [470, 768, 410, 794],
      [400, 778],
    ]),
  );
  svg += line('M522 238 Q506 330 550 392', pal.accent, 7, 0.9) + line('M278 238 Q294 330 250 392', pal.accent, 7, 0.9);
  // front opening with a curved cutaway
  svg += line('M400 240 L400 778', deep, 3, 0.8);
  svg += stitch('M250 740 L330 748', deep, 1.8) + stitch('M550 740 L470 748', deep, 1.8);
  // mandarin collar
  svg += fabric(ctx, 'M354 206 Q400 222 446 206 L448 232 Q400 250 352 232 Z', { colour: darken(pal.main, 0.08) });
  for (const y of [280, 360, 440, 520, 600, 680])
    svg += circle(406, y, 7, pal.trim, ` stroke="${darken(pal.trim, 0.3)}" stroke-width="1.5"`);
  // chest welt pocket with a pocket square, two lower welts
  svg += `<path d="M470 360 L490 330 L505 352 L520 328 L528 362 Z" fill="${pal.accent}"/>`;
  svg += line('M460 364 L540 356', deep, 8);
  svg += line('M440 620 L528 612', deep, 8) + line('M360 620 L272 612', deep, 8);
  return { svg, top: 202, bottom: 800, span: 162, halfWidth: 170 };
}

export function hoodie(ctx: Ctx): Drawn {
  const { pal } = ctx;
  const rib = darken(pal.main, 0.1);
  // hood behind the neck
  let svg = fabric(ctx, 'M318 270 Q312 150 400 132 Q488 150 482 270 Z', { pattern: false });
  svg += `<path d="M344 262 Q340 178 400 164 Q460 178 456 262 Z" fill="${darken(pal.main, 0.34)}"/>`;
  svg += longSleeves(ctx, 46, true);
  svg += fabric(
    ctx,
    sym([
      [400, 292],
      [454, 240],
      [552, 250],
      [574, 266, 576, 300],
      [574, 714],
      [400, 716],
    ]),
  );
  svg += fabric(
    ctx,
    sym([
      [400, 712],
      [574, 712],
      [568, 760],
      [400, 762],
    ]),
    { colour: rib, pattern: false },
  );
  for (let x = 240; x <= 560; x += 16) svg += line(`M${x} 718 L${x} 756`, darken(rib, 0.2), 2, 0.45);
  // the hood's front edges crossing at the neck
  svg +=
    line('M346 240 Q372 286 400 294', darken(pal.main, 0.12), 12) +
    line('M454 240 Q428 286 400 294', darken(pal.main, 0.12), 12);
  // drawstrings
  svg += line('M384 288 Q380 340 378 392', pal.accent, 6) + line('M416 288 Q420 340 422 392', pal.accent, 6);
  svg += `<rect x="373" y="388" width="10" height="20" rx="3" fill="${pal.trim}"/><rect x="417" y="388" width="10" height="20" rx="3" fill="${pal.trim}"/>`;
  // kangaroo pocket
  const pocket = 'M300 560 L500 560 L536 690 L264 690 Z';
  svg += fabric(ctx, pocket, { colour: darken(pal.main, 0.04) });
  svg +=
    line('M300 560 Q286 626 264 690', darken(pal.main, 0.3), 4, 0.6) +
    line('M500 560 Q514 626 536 690', darken(pal.main, 0.3), 4, 0.6);
  svg += stitch('M306 572 L494 572', darken(pal.main, 0.3), 2);
  return { svg, top: 132, bottom: 762, span: 262, halfWidth: 260 };
}
