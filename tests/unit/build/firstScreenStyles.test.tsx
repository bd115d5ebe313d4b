/**
 * The first screens' styles written into index.html (scripts/first-screen-styles.ts): the element the build writes is
 * one emotion adopts, so a style it lists is never compiled again in the browser, and the file is checked before it
 * reaches the page.
 */
import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenStyleTag, styleNameOf, type FirstScreenStyles } from '../../../scripts/first-screen-styles';
import committed from '../../../src/firstScreenStyles.json';

const Red = styled.p({ color: 'rgb(200, 0, 0)' });
const Blue = styled.p({ color: 'rgb(0, 0, 200)' });

afterEach(() => document.head.querySelectorAll('style').forEach((s) => s.remove()));

describe("the first screens' styles", () => {
  it('are adopted by emotion: a listed style is not compiled again in the browser, one not listed is', () => {
    const red = css({ color: 'rgb(200, 0, 0)' });
    const tag = firstScreenStyleTag({ names: [red.name], rules: [`.css-${red.name}{color:rgb(200, 0, 0);}`] })!;
    const element = document.createElement('style');
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    element.textContent = tag.children;
    document.head.append(element);

    // what @emotion/react does when the app's first script runs
    const cache = createCache({ key: 'css' });
    const compiled = vi.spyOn(cache, 'insert');
    render(
      <CacheProvider value={cache}>
        <Red>rojo</Red>
        <Blue>azul</Blue>
      </CacheProvider>,
    );

    expect(screen.getByText('rojo').className).toBe(`css-${red.name}`);
    expect(getComputedStyle(screen.getByText('rojo')).color).toBe('rgb(200, 0, 0)');
    expect(compiled.mock.calls.map(([selector]) => selector)).toEqual([`.${screen.getByText('azul').className}`]);
    expect(getComputedStyle(screen.getByText('azul')).color).toBe('rgb(0, 0, 200)');
  });

  it("name each rule by emotion's class or keyframes, and leave global rules out", () => {
    expect(styleNameOf('.css-1x2y3z{display:flex;}')).toBe('1x2y3z');
    expect(styleNameOf('@media (min-width:600px){.css-abc{gap:8px;}}')).toBe('abc');
    expect(styleNameOf('.MuiTypography-root:where(.css-q9 .MuiListItemText-primary){display:block;}')).toBe('q9');
    expect(styleNameOf('@keyframes animation-61bdi0{0%{opacity:0;}}')).toBe('animation-61bdi0');
    expect(styleNameOf('body{margin:0;}')).toBeNull();
  });

  it('refuse a file that could break the page or that is not emotion names', () => {
    expect(() => firstScreenStyleTag({ names: ['abc'], rules: ['.css-abc{content:"</style><script>"}'] })).toThrow('</style');
    expect(() => firstScreenStyleTag({ names: ['abc" onload="x'], rules: [] })).toThrow('not an emotion style name');
    expect(firstScreenStyleTag({ names: [], rules: [] })).toBeNull();
  });

  it('as committed, list every style its rules belong to', () => {
    const styles = committed as FirstScreenStyles;
    const tag = firstScreenStyleTag(styles)!;
    expect(tag.attrs['data-emotion'].startsWith('css ')).toBe(true);
    const owners = new Set(styles.rules.map(styleNameOf));
    expect([...owners].sort()).toEqual([...styles.names].sort());
  });
});
