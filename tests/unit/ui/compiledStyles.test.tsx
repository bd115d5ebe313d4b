/**
 * An app's first-screen styles compiled at build time (src/ui/compiledStyles.ts): once its frame adopts them, emotion
 * does not compile a listed style again, one the file does not list is compiled as before, a style the page already
 * had is left alone, and the committed files are well formed.
 */
import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import styled from '@emotion/styled';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPILED_STYLE_APPS, styleNameOf } from '../../../scripts/compiled-style-apps';
import { adoptCompiledStyles, CAPTURE_FLAG, useCompiledStyles, type CompiledStyles } from '../../../src/ui/compiledStyles';
import login from '../../../customRoutes/public/compiledStyles.json' with { type: 'json' };
import kitchen from '../../../customRoutes/kitchen/compiledStyles.json' with { type: 'json' };
import customer from '../../../customRoutes/customer/compiledStyles.json' with { type: 'json' };

const Red = styled.p({ color: 'rgb(200, 0, 0)' });
const Blue = styled.p({ color: 'rgb(0, 0, 200)' });
const red = css({ color: 'rgb(200, 0, 0)' });
const STYLES: CompiledStyles = [[red.name, `.css-${red.name}{color:rgb(200, 0, 0);}`]];

function Frame({ id, children }: { id: string; children: ReactNode }) {
  useCompiledStyles(id, STYLES);
  return <>{children}</>;
}

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('style').forEach((s) => s.remove());
  delete (window as unknown as Record<string, unknown>)[CAPTURE_FLAG];
});

describe("an app's compiled styles", () => {
  it('are adopted by the frame: a listed style is not compiled in the browser, one not listed is', () => {
    const cache = createCache({ key: 'css' });
    const compiled = vi.spyOn(cache, 'insert');
    render(
      <CacheProvider value={cache}>
        <Frame id="test">
          <Red>rojo</Red>
          <Blue>azul</Blue>
        </Frame>
      </CacheProvider>,
    );
    expect(screen.getByText('rojo').className).toBe(`css-${red.name}`);
    expect(getComputedStyle(screen.getByText('rojo')).color).toBe('rgb(200, 0, 0)');
    expect(compiled.mock.calls.map(([selector]) => selector)).toEqual([`.${screen.getByText('azul').className}`]);
    expect(getComputedStyle(screen.getByText('azul')).color).toBe('rgb(0, 0, 200)');
    expect(document.head.querySelectorAll('style[data-compiled-styles="test"]')).toHaveLength(1);
  });

  it('go into the page once per cache, and leave out what the page already has', () => {
    const cache = createCache({ key: 'css' });
    expect(adoptCompiledStyles(cache, 'a', STYLES)).toBe(1);
    expect(adoptCompiledStyles(cache, 'a', STYLES)).toBe(0);
    // another app listing the same style: already in the page
    expect(adoptCompiledStyles(cache, 'b', STYLES)).toBe(0);
    expect(document.head.querySelectorAll('style[data-compiled-styles]')).toHaveLength(1);
    // a new cache (another document's, a test's) has none of them
    expect(adoptCompiledStyles(createCache({ key: 'css' }), 'a', STYLES)).toBe(1);
  });

  it('are not adopted by a cache of another key, whose classes they would not match', () => {
    const cache = createCache({ key: 'otra' });
    expect(adoptCompiledStyles(cache, 'a', STYLES)).toBe(0);
    expect(cache.inserted[red.name]).toBeUndefined();
  });

  it('are not adopted while the capture records what emotion compiles', () => {
    (window as unknown as Record<string, unknown>)[CAPTURE_FLAG] = true;
    const cache = createCache({ key: 'css' });
    expect(adoptCompiledStyles(cache, 'a', STYLES)).toBe(0);
    expect(cache.inserted[red.name]).toBeUndefined();
  });

  it("name each rule by emotion's class or keyframes, and leave global rules out", () => {
    expect(styleNameOf('.css-1x2y3z{display:flex;}')).toBe('1x2y3z');
    expect(styleNameOf('@media (min-width:600px){.css-abc{gap:8px;}}')).toBe('abc');
    expect(styleNameOf('.MuiTypography-root:where(.css-q9 .MuiListItemText-primary){display:block;}')).toBe('q9');
    expect(styleNameOf('@keyframes animation-61bdi0{0%{opacity:0;}}')).toBe('animation-61bdi0');
    expect(styleNameOf('body{margin:0;}')).toBeNull();
  });

  const committed: Record<string, unknown> = { login, kitchen, customer };
  it('as committed, hold only emotion names, each with rules of its own style, for every app', () => {
    expect(COMPILED_STYLE_APPS.map((a) => a.id)).toEqual(['login', 'kitchen', 'customer']);
    for (const app of COMPILED_STYLE_APPS) {
      const styles = committed[app.id] as CompiledStyles;
      expect(styles.length, app.id).toBeGreaterThan(20);
      for (const [name, rules] of styles) {
        expect(name).toMatch(/^(?:animation-)?[a-z0-9]+$/);
        expect(styleNameOf(rules)).toBe(name);
      }
    }
  });
});
