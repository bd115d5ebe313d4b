// @vitest-environment node
/**
 * Every area's catalog (src/i18n/catalogs.ts): Spanish and English have the same keys, no empty text, the same
 * %{placeholders}, and the same number of plural forms ("one |||| many"). The merged catalogs the app uses hold
 * every key of every area: Spanish once each area has added its own (as its code does when it loads).
 */
import { describe, expect, it } from 'vitest';
import { areas, catalogs } from '../../src/i18n/catalogs';
import { en } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
// as each area's code does when it loads
import '../../src/i18n/customerCatalog';
import '../../src/i18n/kitchenCatalog';
import '../../src/i18n/adminCatalog';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
}

function lookup(tree: Tree, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

describe.each(areas)('the %s catalog', (area) => {
  const spanish = new Map(entries(catalogs[area].es));
  const english = new Map(entries(catalogs[area].en));

  it('has the same keys in Spanish and English', () => {
    expect(spanish.size).toBeGreaterThan(5);
    expect([...english.keys()].sort()).toEqual([...spanish.keys()].sort());
  });

  it('has no empty text in either language', () => {
    const empty = [...spanish, ...english].filter(([, text]) => text.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders and plural forms in both languages', () => {
    const differing = [...spanish].filter(([k, text]) => {
      const other = english.get(k) ?? '';
      return placeholders(text).join() !== placeholders(other).join() || text.split('||||').length !== other.split('||||').length;
    });
    expect(differing.map(([k, text]) => `${k}: ${text} / ${english.get(k)}`)).toEqual([]);
  });

  it('is part of the catalog the app uses for each language', () => {
    for (const [k, text] of spanish) expect(i18nProvider.translate(k), k).toBe(text);
    for (const [k, text] of english) expect(lookup(en as unknown as Tree, k), k).toBe(text);
  });
});
