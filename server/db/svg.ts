/**
 * Generated SVG artwork for the demo data: dish plates, user avatars, allergen icons and reward badges.
 * Pure drawing (no fonts beyond a generic sans-serif, no external URLs), so they render anywhere.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** A small stable hash to vary colours and shapes per name. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

const AVATAR_COLOURS = [
  '#c0392b',
  '#8e44ad',
  '#2c7be5',
  '#16a085',
  '#d35400',
  '#2d6a4f',
  '#6d4c41',
  '#b5179e',
  '#1d3557',
  '#7f5539',
];

export function avatarSvg(name: string, surname: string): string {
  const initials = `${name.charAt(0)}${surname.charAt(0)}`.toUpperCase();
  const colour = AVATAR_COLOURS[hashString(`${name} ${surname}`) % AVATAR_COLOURS.length];
  return svg(
    128,
    128,
    `<rect width="128" height="128" rx="64" fill="${colour}"/><circle cx="64" cy="64" r="58" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="50" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
    `${name} ${surname}`,
  );
}

/** Background and accent colours per category (1 Primeros … 5 Bebidas). */
const CATEGORY_PALETTE: Record<number, { bg: string; food: string[] }> = {
  1: { bg: '#fdf0d5', food: ['#e76f51', '#f4a261', '#e9c46a', '#90be6d'] },
  2: { bg: '#e9f5db', food: ['#8d5524', '#a0522d', '#bc6c25', '#d4a373'] },
  3: { bg: '#e0f2f1', food: ['#f6bd60', '#84a59d', '#f28482', '#c9a227'] },
  4: { bg: '#fce4ec', food: ['#b5838d', '#e5989b', '#6f1d1b', '#ffb4a2'] },
  5: { bg: '#e3f2fd', food: ['#4ea8de', '#f77f00', '#9d0208', '#52b788'] },
};

function foodDrawing(category: number, colour: string, seed: number): string {
  switch (category) {
    case 1: // a bowl of soup or a plate of pasta
      return (
        `<path d="M92 150 q108 90 216 0 z" fill="${colour}"/><ellipse cx="200" cy="150" rx="108" ry="22" fill="${colour}" opacity=".85"/>` +
        `<ellipse cx="200" cy="148" rx="96" ry="16" fill="#fff" opacity=".35"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M${170 + i * 30} 120 q-12 -18 0 -36 q12 -18 0 -36" stroke="#bbb" stroke-width="5" fill="none" stroke-linecap="round" opacity=".7"/>`,
          )
          .join('')
      );
    case 2: // a main course: a fillet with garnish
      return (
        `<ellipse cx="190" cy="155" rx="80" ry="44" fill="${colour}"/><ellipse cx="180" cy="148" rx="55" ry="26" fill="#fff" opacity=".18"/>` +
        `<circle cx="285" cy="135" r="18" fill="#6a994e"/><circle cx="300" cy="160" r="16" fill="#a7c957"/><circle cx="275" cy="175" r="14" fill="#f2e8cf"/>`
      );
    case 3: // starters: three small tapas
      return [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${140 + i * 60}" cy="${150 + (i % 2) * 14}" r="${26 + ((seed >> i) % 6)}" fill="${colour}" stroke="#fff" stroke-width="4"/>` +
            `<circle cx="${134 + i * 60}" cy="${143 + (i % 2) * 14}" r="7" fill="#fff" opacity=".5"/>`,
        )
        .join('');
    case 4: // dessert: a slice of cake
      return (
        `<path d="M130 180 L270 180 L270 125 L130 150 Z" fill="${colour}"/><path d="M130 150 L270 125 L250 112 L130 136 Z" fill="#fff" opacity=".8"/>` +
        `<path d="M130 165 L270 150" stroke="#fff" stroke-width="6" opacity=".6"/><circle cx="230" cy="108" r="11" fill="#d00000"/>`
      );
    default: // drinks: a glass
      return (
        `<path d="M165 70 L235 70 L225 200 L175 200 Z" fill="#fff" opacity=".55" stroke="#90a4ae" stroke-width="4"/>` +
        `<path d="M170 110 L230 110 L224 196 L176 196 Z" fill="${colour}" opacity=".85"/><rect x="218" y="40" width="7" height="90" rx="3" fill="#f07167" transform="rotate(14 221 85)"/>`
      );
  }
}

export function dishSvg(name: string, category: number): string {
  const palette = CATEGORY_PALETTE[category] ?? CATEGORY_PALETTE[1];
  const seed = hashString(name);
  const colour = palette.food[seed % palette.food.length];
  return svg(
    400,
    300,
    `<rect width="400" height="300" fill="${palette.bg}"/>` +
      `<ellipse cx="200" cy="160" rx="160" ry="110" fill="#000" opacity=".06"/>` +
      `<ellipse cx="200" cy="150" rx="150" ry="105" fill="#fff"/><ellipse cx="200" cy="150" rx="118" ry="80" fill="#f5f5f5" stroke="#e0e0e0" stroke-width="3"/>` +
      foodDrawing(category, colour, seed),
    name,
  );
}

/** One glyph per allergen, in the order of EU Regulation 1169/2011 Annex II. */
const ALLERGEN_GLYPHS: Record<string, string> = {
  Gluten:
    `<path d="M50 88 V30" stroke="#fff" stroke-width="4"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="42" cy="${38 + i * 12}" rx="6" ry="10" fill="#fff" transform="rotate(-30 42 ${38 + i * 12})"/><ellipse cx="58" cy="${38 + i * 12}" rx="6" ry="10" fill="#fff" transform="rotate(30 58 ${38 + i * 12})"/>`,
      )
      .join(''),
  Crustáceos: `<path d="M30 40 q40 -10 45 25 q-5 20 -30 22" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M28 40 l-8 -12 M30 40 l-12 -4" stroke="#fff" stroke-width="3"/>`,
  Huevos: `<ellipse cx="50" cy="54" rx="22" ry="29" fill="#fff"/>`,
  Pescado: `<ellipse cx="46" cy="50" rx="26" ry="14" fill="#fff"/><path d="M70 50 l16 -13 v26 z" fill="#fff"/><circle cx="34" cy="47" r="3"/>`,
  Cacahuetes: `<circle cx="40" cy="42" r="15" fill="#fff"/><circle cx="60" cy="60" r="15" fill="#fff"/><circle cx="50" cy="51" r="10" fill="#fff"/>`,
  Soja: `<path d="M25 68 q25 -45 55 -40 q-15 45 -55 40 z" fill="#fff"/><circle cx="42" cy="56" r="5"/><circle cx="53" cy="46" r="5"/><circle cx="64" cy="37" r="5"/>`,
  Lácteos: `<path d="M40 24 h20 v10 l8 12 v38 h-36 v-38 l8 -12 z" fill="#fff"/><rect x="32" y="56" width="36" height="12" opacity=".25"/>`,
  'Frutos de cáscara': `<path d="M30 45 q20 -22 40 0 z" fill="#fff"/><path d="M32 47 q18 45 36 0 z" fill="#fff" opacity=".8"/><path d="M50 23 v-8" stroke="#fff" stroke-width="4"/>`,
  Apio: [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${38 + i * 12} 86 V${36 + i * 4}" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="${38 + i * 12}" cy="${30 + i * 4}" r="8" fill="#fff"/>`,
    )
    .join(''),
  Mostaza: `<rect x="34" y="34" width="32" height="50" rx="6" fill="#fff"/><rect x="40" y="20" width="20" height="14" fill="#fff"/><rect x="34" y="50" width="32" height="14" opacity=".25"/>`,
  Sésamo: [
    [38, 38],
    [60, 36],
    [48, 54],
    [34, 66],
    [64, 62],
    [50, 76],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="8" fill="#fff" transform="rotate(25 ${x} ${y})"/>`)
    .join(''),
  Sulfitos: `<path d="M32 24 h36 q2 30 -18 34 q-20 -4 -18 -34 z" fill="#fff"/><path d="M50 58 v20 M38 80 h24" stroke="#fff" stroke-width="4"/>`,
  Altramuces:
    [0, 1, 2, 3, 4]
      .map((i) => `<ellipse cx="50" cy="32" rx="7" ry="16" fill="#fff" transform="rotate(${i * 72} 50 52)"/>`)
      .join('') + `<circle cx="50" cy="52" r="8"/>`,
  Moluscos:
    `<path d="M50 78 L24 40 q26 -22 52 0 z" fill="#fff"/>` +
    [0, 1, 2, 3].map((i) => `<path d="M50 78 L${32 + i * 12} 33" stroke="#000" stroke-opacity=".25" stroke-width="2"/>`).join(''),
};

const ALLERGEN_COLOURS = [
  '#b08968',
  '#e76f51',
  '#f4a261',
  '#2a9d8f',
  '#9c6644',
  '#6a994e',
  '#4895ef',
  '#7f5539',
  '#52b788',
  '#e9c46a',
  '#a68a64',
  '#9d0208',
  '#7b2cbf',
  '#264653',
];

export function allergenSvg(name: string, index: number): string {
  const colour = ALLERGEN_COLOURS[index % ALLERGEN_COLOURS.length];
  const glyph =
    ALLERGEN_GLYPHS[name] ??
    `<text x="50" y="52" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff">${escapeXml(name.charAt(0))}</text>`;
  return svg(100, 100, `<circle cx="50" cy="50" r="48" fill="${colour}"/>${glyph}`, name);
}

const REWARD_COLOURS = ['#cd7f32', '#a8a9ad', '#d4af37', '#5e60ce', '#e63946', '#2a9d8f'];

export function rewardSvg(name: string, level: number): string {
  const colour = REWARD_COLOURS[level % REWARD_COLOURS.length];
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 62 : 28;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(100 + r * Math.cos(a)).toFixed(1)},${(92 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return svg(
    200,
    200,
    `<rect width="200" height="200" rx="24" fill="#fff8e7"/><path d="M70 140 L55 195 L80 182 L92 198 L100 150 Z M130 140 L145 195 L120 182 L108 198 L100 150 Z" fill="${colour}" opacity=".7"/>` +
      `<circle cx="100" cy="92" r="72" fill="${colour}"/><circle cx="100" cy="92" r="64" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>` +
      `<polygon points="${points}" fill="#fff" opacity=".9"/><text x="100" y="96" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="${colour}">${level + 1}</text>`,
    name,
  );
}
