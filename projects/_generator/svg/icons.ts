/**
 * Activity pictograms drawn on a 100×100 grid. They are painted inside a
 * group with a white round stroke; `f` fills solid parts, `b` cuts holes
 * with the background colour.
 */
import { mix, n, svg } from './core.ts';
import type { Palette } from './palette.ts';

type Icon = (f: string, b: string) => string;

function rays(cx: number, cy: number, r0: number, r1: number, count: number, turn = 0): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const a = turn + (i * 2 * Math.PI) / count;
    d += `M${n(cx + r0 * Math.cos(a))} ${n(cy + r0 * Math.sin(a))}L${n(cx + r1 * Math.cos(a))} ${n(cy + r1 * Math.sin(a))}`;
  }
  return d;
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

const WAVES = (y: number) => `M8 ${y}q10.5 -8 21 0t21 0t21 0t21 0`;

export const ICONS = {
  hike: (f) =>
    `<circle cx="57" cy="15" r="7.5" fill="${f}" stroke="none"/>` +
    `<rect x="31" y="28" width="14" height="22" rx="4" fill="${f}" stroke="none" transform="rotate(14 38 39)"/>` +
    `<path d="M53 27L46 56M51 33L61 45L69 42M46 56L58 71L61 90M46 56L39 73L29 88M70 30L77 92"/>`,
  summit: (f) =>
    `<path d="M6 86L38 34L52 56L64 40L94 86Z"/>` +
    `<path d="M29 48L34 53L39 47L43 53L47 49"/>` +
    `<path d="M38 34V10"/><path d="M38 10L56 16L38 23Z" fill="${f}"/>`,
  bike: () =>
    `<circle cx="24" cy="66" r="16"/><circle cx="76" cy="66" r="16"/>` +
    `<path d="M24 66H48L39 40ZM39 40H66L48 66M66 40L76 66M62 28L66 40M58 28H70M33 37H45"/>`,
  swim: (f) =>
    `<circle cx="66" cy="40" r="7.5" fill="${f}" stroke="none"/>` +
    `<path d="M22 60Q34 32 56 46"/><path d="${WAVES(70)}"/><path d="${WAVES(86)}"/>`,
  winter: () =>
    `<path d="${rays(50, 50, 0, 40, 6, Math.PI / 2)}"/>` +
    `<path d="${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = Math.PI / 2 + (i * Math.PI) / 3;
        const bx = 50 + 24 * Math.cos(a);
        const by = 50 + 24 * Math.sin(a);
        const l = a + 0.7;
        const r = a - 0.7;
        return `M${n(bx + 12 * Math.cos(l))} ${n(by + 12 * Math.sin(l))}L${n(bx)} ${n(by)}L${n(bx + 12 * Math.cos(r))} ${n(by + 12 * Math.sin(r))}`;
      })
      .join('')}"/>`,
  spa: (f) =>
    `<g fill="${f}" stroke="none"><ellipse cx="50" cy="82" rx="30" ry="9"/>` +
    `<ellipse cx="50" cy="64" rx="22" ry="8"/><ellipse cx="50" cy="48" rx="14" ry="7"/></g>` +
    `<path d="M38 32q-6 -7 0 -14t0 -14M50 30q-6 -7 0 -14t0 -14M62 32q-6 -7 0 -14t0 -14"/>`,
  family: (f) =>
    `<g fill="${f}" stroke="none"><circle cx="26" cy="22" r="9"/><circle cx="74" cy="22" r="9"/>` +
    `<rect x="15" y="36" width="22" height="52" rx="11"/><rect x="63" y="36" width="22" height="52" rx="11"/>` +
    `<circle cx="50" cy="52" r="7"/><rect x="42" y="63" width="16" height="27" rx="8"/></g>`,
  food: () =>
    `<circle cx="50" cy="54" r="24"/><circle cx="50" cy="54" r="14" stroke-width="2.5"/>` +
    `<path d="M14 18V86M8 18V34q0 9 6 9q6 0 6 -9V18M86 86V18q-11 10 -11 32h11"/>`,
  cablecar: (f, b) =>
    `<path d="M4 14L96 36"/><path d="M52 25V40"/>` +
    `<rect x="30" y="40" width="44" height="40" rx="8" fill="${f}" stroke="none"/>` +
    `<rect x="36" y="47" width="32" height="13" rx="3" fill="${b}" stroke="none"/>` +
    `<path d="M8 94L30 80M70 80L92 94" stroke-width="3"/>`,
  culture: (f, b) =>
    `<path d="M18 90V60L40 50M82 90V60L60 50M12 90H88"/>` +
    `<path d="M50 6V14M45 9H55"/>` +
    `<path d="M50 14q-12 10 -10 20q1 3 10 3q9 0 10 -3q2 -10 -10 -20Z" fill="${f}"/>` +
    `<rect x="40" y="37" width="20" height="53" fill="${b}"/>` +
    `<circle cx="50" cy="50" r="4"/><path d="M45 90V78q5 -6 10 0V90"/>`,
  museum: () =>
    `<path d="M12 34L50 14L88 34ZM18 40H82M26 44V78M42 44V78M58 44V78M74 44V78M16 84H84M10 90H90"/>`,
  boat: (f) =>
    `<path d="M14 64H86L76 78H24Z" fill="${f}"/><path d="M50 12V64"/>` +
    `<path d="M54 16L80 58H54Z" fill="${f}"/><path d="M46 26L26 58H46Z"/><path d="${WAVES(90)}"/>`,
  music: (f) =>
    `<g fill="${f}" stroke="none"><ellipse cx="32" cy="76" rx="11" ry="8" transform="rotate(-20 32 76)"/>` +
    `<ellipse cx="72" cy="66" rx="11" ry="8" transform="rotate(-20 72 66)"/></g>` +
    `<path d="M42 72V24M82 62V14"/><path d="M42 24L82 14M42 36L82 26" stroke-width="7"/>`,
  calendar: (f) =>
    `<rect x="14" y="22" width="72" height="64" rx="8"/><path d="M14 40H86M34 12V28M66 12V28"/>` +
    `<g fill="${f}" stroke="none">${[0, 1, 2, 3]
      .flatMap((c) =>
        [0, 1, 2].map((r) => `<circle cx="${28 + c * 15}" cy="${53 + r * 12}" r="3.5"/>`),
      )
      .join('')}</g>`,
  info: (f) =>
    `<circle cx="50" cy="50" r="38"/><circle cx="50" cy="30" r="5" fill="${f}" stroke="none"/>` +
    `<path d="M50 44V72" stroke-width="8"/>`,
  cheese: (f, b) =>
    `<path d="M12 60L88 44V78L12 88Z" fill="${f}"/><path d="M12 60L58 30L88 44" />` +
    `<g fill="${b}" stroke="none"><circle cx="34" cy="72" r="5"/><circle cx="60" cy="64" r="4"/><circle cx="74" cy="72" r="3"/></g>`,
  sled: () =>
    `<path d="M10 72H76q14 0 14 -14"/><rect x="20" y="46" width="56" height="11" rx="4"/>` +
    `<path d="M30 57V72M66 57V72M22 50q-12 -12 -8 -30"/>`,
  waterfall: () =>
    `<path d="M8 26H92"/><path d="M30 26V76M44 26V84M58 26V78M72 26V86"/><path d="M10 92q10 -8 20 0t20 0t20 0t20 0"/>`,
  star: (f) => `<polygon points="${star(50, 52, 40, 17)}" fill="${f}"/>`,
  bus: (f, b) =>
    `<rect x="18" y="16" width="64" height="62" rx="10" fill="${f}" stroke="none"/>` +
    `<rect x="26" y="24" width="48" height="24" rx="3" fill="${b}" stroke="none"/>` +
    `<g fill="${b}" stroke="none"><circle cx="31" cy="64" r="4"/><circle cx="69" cy="64" r="4"/></g>` +
    `<path d="M28 78V88M72 78V88" stroke-width="8"/>`,
  health: () => `<circle cx="50" cy="50" r="40"/><path d="M50 28V72M28 50H72" stroke-width="12"/>`,
  card: (f) =>
    `<rect x="10" y="24" width="80" height="54" rx="8"/><path d="M10 40H90" stroke-width="7"/>` +
    `<path d="M22 62H48"/><circle cx="72" cy="62" r="7" fill="${f}" stroke="none"/>`,
  market: (f) =>
    `<path d="M14 40L22 22H78L86 40Z" fill="${f}"/>` +
    `<path d="M14 40q6 9 12 0q6 9 12 0q6 9 12 0q6 9 12 0q6 9 12 0q6 9 12 0"/>` +
    `<path d="M22 46V88M78 46V88M16 66H84"/><circle cx="38" cy="58" r="5"/><circle cx="56" cy="58" r="5"/>`,
  fireworks: (f) =>
    `<path d="${rays(34, 36, 8, 26, 10)}"/><path d="${rays(70, 58, 6, 20, 8, 0.3)}" stroke-width="3"/>` +
    `<g fill="${f}" stroke="none"><circle cx="34" cy="36" r="4"/><circle cx="70" cy="58" r="3.5"/>` +
    `<circle cx="20" cy="80" r="2.5"/><circle cx="84" cy="20" r="2.5"/><circle cx="52" cy="86" r="2"/></g>`,
  icestock: (f) =>
    `<path d="M18 72q0 -16 32 -16q32 0 32 16q0 10 -32 10q-32 0 -32 -10Z" fill="${f}"/>` +
    `<path d="M50 56V30q0 -8 8 -8h18"/><path d="M8 92H92" stroke-width="3"/>`,
  mask: (f, b) =>
    `<path d="M10 38q40 -18 80 0q0 28 -22 30q-12 0 -18 -11q-6 11 -18 11q-22 -2 -22 -30Z" fill="${f}"/>` +
    `<g fill="${b}" stroke="none"><ellipse cx="32" cy="44" rx="9" ry="6"/><ellipse cx="68" cy="44" rx="9" ry="6"/></g>` +
    `<path d="M10 38q-8 -14 -2 -26M90 38q8 -14 2 -26" stroke-width="3"/>`,
  maypole: (f) =>
    `<path d="M50 16V94"/><ellipse cx="50" cy="34" rx="18" ry="5"/>` +
    `<path d="M34 36L26 62M66 36L74 62M42 38L40 60M58 38L60 60" stroke-width="3"/>` +
    `<path d="M40 18L50 2L60 18Z" fill="${f}"/>`,
  nature: (f) =>
    `<path d="M50 8L72 42H60L80 72H20L40 42H28Z" fill="${f}"/><path d="M50 72V92M26 92H74"/>`,
  sunrise: () =>
    `<path d="M8 78H92M30 78a20 20 0 0 1 40 0"/>` +
    `<path d="${[1, 2, 3, 4, 5]
      .map((i) => rays(50, 78, 28, 40, 1, Math.PI + (i * Math.PI) / 6))
      .join('')}"/>` +
    `<path d="M24 90H76" stroke-width="3"/>`,
  cake: () =>
    `<path d="M24 42H68V62q0 18 -22 18q-22 0 -22 -18Z"/><path d="M68 48q14 0 14 10q0 10 -14 10"/>` +
    `<path d="M36 30q-5 -6 0 -12M48 30q-5 -6 0 -12M60 30q-5 -6 0 -12"/><path d="M16 90H78"/>`,
  bed: (f) =>
    `<path d="M12 80V34M12 62H88V80M12 80V86M88 80V86"/>` +
    `<rect x="18" y="46" width="22" height="10" rx="5" fill="${f}" stroke="none"/><path d="M44 52H88V62"/>`,
  barn: (f, b) =>
    `<path d="M14 90V46L50 18L86 46V90Z" fill="${f}"/>` +
    `<rect x="36" y="56" width="28" height="34" fill="${b}" stroke="none"/>` +
    `<path d="M36 56L64 90M64 56L36 90" stroke-width="3"/><rect x="43" y="34" width="14" height="12" fill="${b}" stroke="none"/>`,
  bread: () =>
    `<path d="M14 74q0 -34 36 -34q36 0 36 34v8H14Z"/><path d="M32 52l8 12M48 48l8 12M64 52l8 12"/>`,
  basket: () =>
    `<path d="M14 46H86L76 86H24Z"/><path d="M30 46q20 -40 40 0"/><path d="M38 56V76M50 56V76M62 56V76"/>`,
  skier: (f) =>
    `<circle cx="64" cy="16" r="7.5" fill="${f}" stroke="none"/>` +
    `<path d="M59 27L46 48L58 62L52 78M46 48L38 62L30 76M57 32L70 44L78 64M53 36L38 42L28 62"/>` +
    `<path d="M14 80L62 86M20 76L74 70" stroke-width="3.5"/>`,
  wine: (f) =>
    `<path d="M32 10H68q3 34 -18 42q-21 -8 -18 -42Z"/>` +
    `<path d="M34 28H66q-2 18 -16 22q-14 -4 -16 -22Z" fill="${f}" stroke="none"/>` +
    `<path d="M50 52V84M34 88H66"/><g fill="${f}" stroke="none"><circle cx="80" cy="62" r="4.5"/>` +
    `<circle cx="88" cy="70" r="4.5"/><circle cx="78" cy="72" r="4.5"/><circle cx="84" cy="80" r="4.5"/></g>`,
  cooking: (f) =>
    `<path d="M18 50H82V76q0 12 -12 12H30q-12 0 -12 -12Z" fill="${f}"/>` +
    `<path d="M8 56H18M82 56H92M22 42H78M50 34V42"/>` +
    `<path d="M36 26q-5 -6 0 -12M50 24q-5 -6 0 -12M64 26q-5 -6 0 -12"/>`,
  bar: (f) =>
    `<path d="M18 16H82L50 52Z"/><path d="M28 26H72L50 46Z" fill="${f}" stroke="none"/>` +
    `<path d="M50 52V84M32 88H68M60 6L46 36"/><circle cx="78" cy="16" r="9"/>`,
  hut: (f, b) =>
    `<path d="M4 52L50 16L96 52"/><path d="M16 44V88H84V44"/>` +
    `<rect x="26" y="54" width="16" height="14" fill="${f}" stroke="none"/>` +
    `<path d="M54 88V62H72V88" fill="${f}"/><path d="M70 26V14H80V34"/>` +
    `<path d="M27 61H41M34 54V68" stroke="${b}" stroke-width="2.5"/>`,
  climb: (f) =>
    `<rect x="12" y="6" width="76" height="88" rx="6"/>` +
    `<circle cx="60" cy="26" r="6.5" fill="${f}" stroke="none"/>` +
    `<path d="M58 34L52 58L64 72M52 58L42 78M57 38L72 22M55 40L38 32"/>` +
    `<g fill="${f}" stroke="none"><circle cx="76" cy="18" r="4"/><circle cx="34" cy="30" r="4"/>` +
    `<circle cx="68" cy="76" r="4"/><circle cx="38" cy="82" r="4"/><circle cx="26" cy="56" r="3.5"/>` +
    `<circle cx="76" cy="50" r="3.5"/></g>`,
  sup: (f) =>
    `<circle cx="48" cy="14" r="7" fill="${f}" stroke="none"/>` +
    `<path d="M48 24V52L40 72M48 52L58 72M48 30L66 34M48 36L62 42"/>` +
    `<path d="M70 12L60 78"/><path d="M56 76L60 90L66 78Z" fill="${f}"/>` +
    `<path d="M10 76q40 8 80 0" stroke-width="6"/><path d="${WAVES(92)}" stroke-width="3"/>`,
  fish: (f, b) =>
    `<path d="M12 48q30 -30 58 0q-28 30 -58 0Z" fill="${f}"/><path d="M70 48L90 32V64Z" fill="${f}"/>` +
    `<circle cx="28" cy="44" r="4" fill="${b}" stroke="none"/><path d="M44 36q6 12 0 24" stroke="${b}" stroke-width="3"/>` +
    `<path d="${WAVES(84)}"/>`,
  tower: (f) =>
    `<path d="M30 92L42 34M70 92L58 34M35 72H65M38 54H62M35 72L62 54M65 72L38 54"/>` +
    `<path d="M34 34H66V24H34Z" fill="${f}"/><path d="M30 24L50 8L70 24"/><path d="M10 92H90"/>`,
  wifi: (f) =>
    `<path d="M10 42q40 -34 80 0M24 56q26 -22 52 0M38 70q12 -10 24 0"/>` +
    `<circle cx="50" cy="84" r="6" fill="${f}" stroke="none"/>`,
  parking: () =>
    `<rect x="16" y="10" width="68" height="80" rx="12"/>` +
    `<path d="M40 74V28H54q14 0 14 12.5q0 12.5 -14 12.5H40" stroke-width="8"/>`,
  key: (f, b) =>
    `<circle cx="30" cy="50" r="18" fill="${f}"/><circle cx="26" cy="50" r="6" fill="${b}" stroke="none"/>` +
    `<path d="M48 50H90M78 50V64M88 50V60"/>`,
  torch: (f) =>
    `<path d="M50 94V52" stroke-width="8"/><path d="M38 46H62L56 56H44Z" fill="${f}"/>` +
    `<path d="M50 6q18 16 10 30q-3 6 -10 6q-7 0 -10 -6q-6 -12 4 -20q0 8 6 10q4 -10 0 -20Z" fill="${f}"/>`,
  kite: (f, b) =>
    `<path d="M50 6L78 36L50 70L22 36Z" fill="${f}"/>` +
    `<path d="M50 10V66M26 36H74" stroke="${b}" stroke-width="3"/>` +
    `<path d="M50 70q-12 8 0 14t0 14"/><path d="M42 80L50 84L42 88ZM58 88L50 92L58 96Z" fill="${f}" stroke-width="2"/>`,
  film: (f, b) =>
    `<rect x="14" y="44" width="72" height="44" rx="4"/>` +
    `<path d="M12 36L80 16L84 30L16 50Z" fill="${f}"/>` +
    `<path d="M28 32L38 44M48 26L58 38M68 20L76 31" stroke="${b}" stroke-width="5"/>` +
    `<path d="M14 60H86" stroke-width="3"/>`,
  beer: (f) =>
    `<path d="M22 34H64V84q0 4 -4 4H26q-4 0 -4 -4Z"/>` +
    `<path d="M64 44H74q6 0 6 6V66q0 6 -6 6H64"/><path d="M34 48V76M52 48V76"/>` +
    `<path d="M18 34q-4 -14 10 -14q4 -10 16 -6q10 -8 20 2q10 0 6 18Z" fill="${f}"/>`,
  castle: (f, b) =>
    `<path d="M10 90V48H20V56H30V48H40V56H60V48H70V56H80V48H90V90Z" fill="${f}"/>` +
    `<path d="M38 56V24H44V30H56V24H62V56"/><path d="M50 24V6M50 6L64 11L50 16Z"/>` +
    `<path d="M42 90V74q8 -10 16 0V90Z" fill="${b}" stroke="none"/>`,
  pizza: (f, b) =>
    `<circle cx="48" cy="52" r="38"/><path d="M48 52L86 52A38 38 0 0 0 67 19Z" fill="${f}"/>` +
    `<g fill="${f}" stroke="none"><circle cx="32" cy="38" r="5"/><circle cx="30" cy="64" r="5"/>` +
    `<circle cx="52" cy="74" r="5"/><circle cx="66" cy="66" r="4"/></g>` +
    `<circle cx="66" cy="40" r="4" fill="${b}" stroke="none"/>`,
  book: (f) =>
    `<path d="M50 26q-18 -10 -40 -4V80q22 -6 40 4q18 -10 40 -4V22q-22 -6 -40 4Z"/>` +
    `<path d="M50 26V84"/><path d="M58 38q12 -6 24 -3M58 50q12 -6 24 -3M58 62q12 -6 24 -3" stroke-width="3"/>` +
    `<path d="M18 32q12 -3 24 3V76q-12 -6 -24 -3Z" fill="${f}" stroke="none"/>`,
  fitness: (f) =>
    `<path d="M24 50H76" stroke-width="7"/>` +
    `<g fill="${f}"><rect x="10" y="30" width="12" height="40" rx="3"/><rect x="78" y="30" width="12" height="40" rx="3"/></g>` +
    `<path d="M4 42V58M96 42V58"/>`,
  bell: (f) =>
    `<path d="M16 72q0 -36 34 -36q34 0 34 36Z" fill="${f}"/><path d="M8 80H92M50 36V26M42 24H58"/>` +
    `<path d="M30 60q4 -10 12 -13" stroke-width="3"/>`,
  hanger: () =>
    `<path d="M50 34q-9 0 -9 -9q0 -9 9 -9q9 0 9 9q0 6 -9 11L8 74q-4 4 2 4H90q6 0 2 -4L50 36"/>`,
  paw: (f) =>
    `<g fill="${f}" stroke="none"><path d="M50 50q-22 0 -26 26q0 12 14 10q12 -3 24 0q14 2 14 -10q-4 -26 -26 -26Z"/>` +
    `<ellipse cx="22" cy="44" rx="8" ry="11" transform="rotate(-25 22 44)"/>` +
    `<ellipse cx="38" cy="24" rx="8" ry="11" transform="rotate(-8 38 24)"/>` +
    `<ellipse cx="62" cy="24" rx="8" ry="11" transform="rotate(8 62 24)"/>` +
    `<ellipse cx="78" cy="44" rx="8" ry="11" transform="rotate(25 78 44)"/></g>`,
  plug: (f) =>
    `<path d="M38 8V28M62 8V28"/><path d="M26 28H74V46q0 20 -24 20q-24 0 -24 -20Z" fill="${f}"/>` +
    `<path d="M50 66V78q0 12 14 12H90"/>`,
  coffee: (f) =>
    `<path d="M20 40H70V66q0 18 -18 18H38q-18 0 -18 -18Z" fill="${f}"/>` +
    `<path d="M70 46q16 0 16 12q0 12 -16 12M12 92H80"/>` +
    `<path d="M34 30q-5 -6 0 -12M46 30q-5 -6 0 -12M58 30q-5 -6 0 -12"/>`,
  jar: (f) =>
    `<path d="M28 32H72V80q0 8 -8 8H36q-8 0 -8 -8Z"/><path d="M32 20H68V32H32Z" fill="${f}"/>` +
    `<path d="M36 52H64V70H36Z" fill="${f}" stroke="none"/><path d="M50 40q6 6 0 10q-6 -4 0 -10Z"/>`,
  bottle: (f) =>
    `<path d="M42 8H58V28q12 8 12 22V86q0 6 -6 6H36q-6 0 -6 -6V50q0 -14 12 -22Z"/>` +
    `<path d="M34 54H66V76H34Z" fill="${f}" stroke="none"/><path d="M40 14H60"/>`,
  robe: (f) =>
    `<path d="M36 10L50 26L64 10L86 22L78 46L70 40V90H30V40L22 46L14 22Z" fill="${f}"/>` +
    `<path d="M50 26V90M30 58H70M36 10q14 22 28 0"/>`,
  gift: (f) =>
    `<path d="M16 42H84V56H16Z" fill="${f}"/><path d="M22 56H78V90H22Z"/><path d="M50 42V90"/>` +
    `<path d="M50 42q-24 -26 -26 -8q0 8 26 8q26 0 26 -8q-2 -18 -26 8Z"/>`,
  clock: (f) =>
    `<circle cx="50" cy="50" r="40"/><path d="M50 22V50L68 62"/>` +
    `<circle cx="50" cy="50" r="5" fill="${f}" stroke="none"/>`,
  moon: (f) =>
    `<path d="M58 10a40 40 0 1 0 32 56a32 32 0 1 1 -32 -56Z" fill="${f}"/>` +
    `<path d="M70 20V32M64 26H76M84 40V48M80 44H88" stroke-width="3"/>`,
} satisfies Record<string, Icon>;

export type IconName = keyof typeof ICONS;

/**
 * How a pictogram picture is framed, by what the item is: `scene` (a place or
 * an activity: the pictogram over hills), `poster` (an event: a ticket with
 * its date stub and confetti) or `tile` (an information: the pictogram on a
 * plain tile) — so that a list of mixed items does not look all the same.
 */
export type PictogramStyle = 'scene' | 'poster' | 'tile';

interface PictogramParams {
  p: Palette;
  icon: IconName;
  title: string;
  tint: number;
}

/** What each rendered scene pictogram was drawn from, so that a styled variant can be drawn. */
const DRAWN = new Map<string, PictogramParams>();

/** An 800×500 picture: the pictogram in white on the project's brand colour. */
export function pictogram(p: Palette, icon: IconName, title: string, tint = 0): string {
  const text = drawPictogram({ p, icon, title, tint }, 'scene');
  DRAWN.set(text, { p, icon, title, tint });
  return text;
}

/**
 * The same pictogram framed for another kind of item, and for its `variant`-th
 * use among its neighbours a shifted tint (so that two cards side by side are
 * not the same picture); undefined for a picture that is no pictogram.
 */
export function restyle(svgText: string, style: PictogramStyle, variant = 0): string | undefined {
  const params = DRAWN.get(svgText);
  if (!params) return undefined;
  const tint = variant === 0 ? params.tint : (params.tint + 0.22 * variant) % 0.88;
  return drawPictogram({ ...params, tint }, style);
}

function drawPictogram({ p, icon, title, tint }: PictogramParams, style: PictogramStyle): string {
  const bg = tint ? mix(p.brand, p.tint, tint) : p.brand;
  const dark = mix(bg, '#000000', 0.22);
  const light = mix(bg, '#ffffff', 0.12);
  const paper = mix(bg, '#ffffff', 0.86);
  const draw = ICONS[icon]('#ffffff', light);
  const icn = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#fff" stroke-width="4.5" ` +
    `stroke-linecap="round" stroke-linejoin="round">${draw}</g>`;
  if (style === 'poster') {
    const confetti = [
      [120, 470, 9],
      [700, 40, 11],
      [760, 470, 8],
      [40, 120, 7],
      [420, 35, 6],
    ]
      .map(
        ([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? p.tint : dark}"/>`,
      )
      .join('');
    const body =
      `<rect width="800" height="500" fill="${paper}"/>${confetti}` +
      `<rect x="70" y="70" width="660" height="360" rx="28" fill="${bg}"/>` +
      `<circle cx="290" cy="70" r="24" fill="${paper}"/><circle cx="290" cy="430" r="24" fill="${paper}"/>` +
      `<path d="M290 110V390" stroke="${light}" stroke-width="5" stroke-dasharray="14 12"/>` +
      `<rect x="125" y="150" width="110" height="24" rx="12" fill="${light}"/>` +
      `<rect x="125" y="196" width="110" height="110" rx="16" fill="#fff" opacity=".92"/>` +
      `<rect x="125" y="196" width="110" height="30" rx="12" fill="${dark}"/>` +
      `<rect x="150" y="250" width="60" height="16" rx="8" fill="${bg}"/>` +
      `<rect x="125" y="330" width="80" height="20" rx="10" fill="${light}"/>` +
      icn(375, 115, 2.7);
    return svg(800, 500, title, body);
  }
  if (style === 'tile') {
    const body =
      `<rect width="800" height="500" fill="${paper}"/>` +
      `<rect x="265" y="115" width="270" height="270" rx="56" fill="${bg}"/>` +
      icn(292, 140, 2.16);
    return svg(800, 500, title, body);
  }
  const body =
    `<rect width="800" height="500" fill="${bg}"/>` +
    `<path d="M0 380L120 300L210 350L330 250L450 340L560 280L680 350L800 300V500H0Z" fill="${light}" opacity=".55"/>` +
    `<path d="M0 440Q200 380 400 430T800 420V500H0Z" fill="${dark}" opacity=".5"/>` +
    `<circle cx="400" cy="230" r="165" fill="${light}"/>` +
    icn(265, 95, 2.7);
  return svg(800, 500, title, body);
}
