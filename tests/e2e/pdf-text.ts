/**
 * The text of a PDF printed by Chromium (`page.pdf()`), page by page, for the specs that print. Nothing in
 * node_modules reads PDFs, and Chromium's are simple: Flate-compressed content streams that show glyph ids in hex
 * (`<0012003A> Tj`, `[<0012> -3 <003A>] TJ`) in Type0 fonts whose ToUnicode CMaps turn them back into text. A
 * glyph run ends at a text-positioning operator, which this reader turns into a space.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    let end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dataStart = start + streamAt + body.slice(streamAt).indexOf('\n') + 1;
    const dict = body.slice(0, streamAt);
    // The stream's length as its dictionary gives it: compressed bytes can hold "endobj" or "endstream" by chance
    // (a dish's name changes the bytes), and a search for them then cut the stream short ("unexpected end of file").
    const length = /\/Length (\d+)\b(?!\s+\d+\s+R)/.exec(dict);
    let dataEnd: number;
    if (length) {
      dataEnd = dataStart + Number(length[1]);
      end = text.indexOf('endobj', dataEnd);
    } else dataEnd = text.lastIndexOf('endstream', end);
    let data = Buffer.from(
      length ? text.slice(dataStart, dataEnd) : text.slice(dataStart, dataEnd).replace(/\r?\n$/, ''),
      'latin1',
    );
    if (/\/FlateDecode/.test(dict)) data = inflateSync(data);
    out.set(Number(m[1]), { dict, stream: data });
    re.lastIndex = end;
  }
  return out;
}

/** glyph id (hex) → text, from a ToUnicode CMap's bfchar and bfrange sections */
function cmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(src.toUpperCase(), utf16(dst));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const width = lo.length;
      for (let g = parseInt(lo, 16), i = 0; g <= parseInt(hi, 16); g++, i++) {
        const code = parseInt(dst, 16) + i;
        map.set(g.toString(16).toUpperCase().padStart(width, '0'), String.fromCharCode(code));
      }
    }
  }
  return map;
}

const ref = (dict: string, key: string): number | null => {
  const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** The page's font resource names → their ToUnicode maps. */
function pageFonts(page: string, objs: Map<number, PdfObject>): Map<string, Map<string, string>> {
  let resources = page;
  const resourcesRef = ref(page, 'Resources');
  if (resourcesRef !== null) resources = objs.get(resourcesRef)?.dict ?? '';
  let fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  const fontRef = ref(resources, 'Font');
  if (fontRef !== null) fontDict = objs.get(fontRef)?.dict ?? '';
  const fonts = new Map<string, Map<string, string>>();
  for (const [, name, num] of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
    const toUnicode = ref(objs.get(Number(num))?.dict ?? '', 'ToUnicode');
    const stream = toUnicode === null ? null : objs.get(toUnicode)?.stream;
    fonts.set(name, stream ? cmap(stream.toString('latin1')) : new Map());
  }
  return fonts;
}

function showText(content: string, fonts: Map<string, Map<string, string>>): string {
  let font = new Map<string, string>();
  let out = '';
  const decode = (hex: string) => {
    const width = [...font.keys()][0]?.length ?? 4;
    return (hex.match(new RegExp(`.{1,${width}}`, 'g')) ?? []).map((g) => font.get(g.toUpperCase()) ?? '').join('');
  };
  const tokens = content.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\b(Td|TD|Tm|T\*|ET)\b/g);
  for (const [, fontName, hex, array, move] of tokens) {
    if (fontName) font = fonts.get(fontName) ?? new Map();
    else if (hex !== undefined) out += decode(hex.replace(/\s/g, ''));
    else if (array !== undefined) {
      for (const [, part, kern] of array.matchAll(/<([0-9a-fA-F\s]*)>|(-?[\d.]+)/g)) {
        if (part !== undefined) out += decode(part.replace(/\s/g, ''));
        else if (Number(kern) < -200) out += ' ';
      }
    } else if (move) out += ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Each page's text, in the order the PDF lists its pages' objects. */
export function pdfPages(pdf: Buffer): string[] {
  const objs = objects(pdf);
  const pages = [...objs.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict));
  return pages.map((page) => {
    const fonts = pageFonts(page.dict, objs);
    const contents = /\/Contents\s*\[([^\]]*)\]/.exec(page.dict)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(page.dict)?.[1] ?? '';
    const streams = [...contents.matchAll(/(\d+) 0 R/g)].map(([, n]) => objs.get(Number(n))?.stream?.toString('latin1') ?? '');
    return showText(streams.join('\n'), fonts);
  });
}
