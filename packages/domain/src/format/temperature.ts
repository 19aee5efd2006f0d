/**
 * spec §9: a temperature rounded to whole °C (halves round up: 2.5 → 3,
 * -2.5 → -2); never -0, so -0.4 °C reads 0.
 */
export function roundCelsius(celsius: number): number {
  // `+ 0` turns -0 into 0.
  return Math.round(celsius) + 0;
}

/**
 * spec §9: a temperature as shown to guests, rounded to whole degrees Celsius:
 * 21.6 → "22°C", -0.3 → "0°C" (never "-0°C"), -3.5 → "-3°C". Returns '' when
 * the value is not a finite number.
 */
export function formatTemperature(celsius: number): string {
  if (!Number.isFinite(celsius)) return '';
  return `${roundCelsius(celsius)}°C`;
}
