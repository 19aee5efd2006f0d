/**
 * spec §2: the desktop sidebar has a weather bar. The weather issue fills
 * this slot; until then it renders nothing (no placeholder).
 */
export function WeatherBarSlot() {
  return null;
}
