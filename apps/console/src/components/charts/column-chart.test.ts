import { describe, expect, it } from 'vitest';
import { niceMax } from './column-chart.tsx';

describe('niceMax', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(501)).toBe(1000);
  });
});
