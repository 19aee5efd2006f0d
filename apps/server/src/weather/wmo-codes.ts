// WMO weather interpretation codes (as Open-Meteo reports them) in the terms
// of the forecast shape of spec §3, which follows OpenWeatherMap: a condition
// id, an icon code (01–50, `d`/`n` appended by part of day) and a text in
// each of the seven languages.
import type { Lang } from '@hospes/domain';

interface WmoCondition {
  /** OpenWeatherMap condition id of the same weather. */
  id: number;
  /** OpenWeatherMap icon without the part of day. */
  icon: string;
  text: Record<Lang, string>;
}

const t = (
  en: string,
  de: string,
  es: string,
  fr: string,
  hr: string,
  it: string,
  ru: string,
): Record<Lang, string> => ({ en, de, es, fr, hr, it, ru });

export const WMO_CONDITIONS: Readonly<Record<number, WmoCondition>> = {
  0: {
    id: 800,
    icon: '01',
    text: t(
      'Clear sky',
      'Klarer Himmel',
      'Cielo despejado',
      'Ciel dégagé',
      'Vedro',
      'Cielo sereno',
      'Ясно',
    ),
  },
  1: {
    id: 801,
    icon: '02',
    text: t(
      'Mainly clear',
      'Überwiegend klar',
      'Mayormente despejado',
      'Plutôt dégagé',
      'Pretežno vedro',
      'Prevalentemente sereno',
      'Преимущественно ясно',
    ),
  },
  2: {
    id: 802,
    icon: '03',
    text: t(
      'Partly cloudy',
      'Teilweise bewölkt',
      'Parcialmente nublado',
      'Partiellement nuageux',
      'Djelomično oblačno',
      'Parzialmente nuvoloso',
      'Переменная облачность',
    ),
  },
  3: {
    id: 804,
    icon: '04',
    text: t('Overcast', 'Bedeckt', 'Cubierto', 'Couvert', 'Oblačno', 'Coperto', 'Пасмурно'),
  },
  45: {
    id: 741,
    icon: '50',
    text: t('Fog', 'Nebel', 'Niebla', 'Brouillard', 'Magla', 'Nebbia', 'Туман'),
  },
  48: {
    id: 741,
    icon: '50',
    text: t(
      'Freezing fog',
      'Nebel mit Reifbildung',
      'Niebla engelante',
      'Brouillard givrant',
      'Ledena magla',
      'Nebbia gelata',
      'Туман с изморозью',
    ),
  },
  51: {
    id: 300,
    icon: '09',
    text: t(
      'Light drizzle',
      'Leichter Nieselregen',
      'Llovizna ligera',
      'Bruine légère',
      'Slaba rosulja',
      'Pioviggine leggera',
      'Слабая морось',
    ),
  },
  53: {
    id: 301,
    icon: '09',
    text: t('Drizzle', 'Nieselregen', 'Llovizna', 'Bruine', 'Rosulja', 'Pioviggine', 'Морось'),
  },
  55: {
    id: 302,
    icon: '09',
    text: t(
      'Dense drizzle',
      'Starker Nieselregen',
      'Llovizna intensa',
      'Bruine dense',
      'Jaka rosulja',
      'Pioviggine intensa',
      'Сильная морось',
    ),
  },
  56: {
    id: 511,
    icon: '13',
    text: t(
      'Light freezing drizzle',
      'Leichter gefrierender Nieselregen',
      'Llovizna helada ligera',
      'Bruine verglaçante légère',
      'Slaba ledena rosulja',
      'Pioviggine gelata leggera',
      'Слабая ледяная морось',
    ),
  },
  57: {
    id: 511,
    icon: '13',
    text: t(
      'Dense freezing drizzle',
      'Starker gefrierender Nieselregen',
      'Llovizna helada intensa',
      'Bruine verglaçante dense',
      'Jaka ledena rosulja',
      'Pioviggine gelata intensa',
      'Сильная ледяная морось',
    ),
  },
  61: {
    id: 500,
    icon: '10',
    text: t(
      'Light rain',
      'Leichter Regen',
      'Lluvia ligera',
      'Pluie faible',
      'Slaba kiša',
      'Pioggia leggera',
      'Небольшой дождь',
    ),
  },
  63: {
    id: 501,
    icon: '10',
    text: t(
      'Moderate rain',
      'Mäßiger Regen',
      'Lluvia moderada',
      'Pluie modérée',
      'Umjerena kiša',
      'Pioggia moderata',
      'Умеренный дождь',
    ),
  },
  65: {
    id: 502,
    icon: '10',
    text: t(
      'Heavy rain',
      'Starker Regen',
      'Lluvia intensa',
      'Forte pluie',
      'Jaka kiša',
      'Pioggia forte',
      'Сильный дождь',
    ),
  },
  66: {
    id: 511,
    icon: '13',
    text: t(
      'Light freezing rain',
      'Leichter gefrierender Regen',
      'Lluvia helada ligera',
      'Pluie verglaçante faible',
      'Slaba ledena kiša',
      'Pioggia gelata leggera',
      'Слабый ледяной дождь',
    ),
  },
  67: {
    id: 511,
    icon: '13',
    text: t(
      'Heavy freezing rain',
      'Starker gefrierender Regen',
      'Lluvia helada intensa',
      'Forte pluie verglaçante',
      'Jaka ledena kiša',
      'Pioggia gelata forte',
      'Сильный ледяной дождь',
    ),
  },
  71: {
    id: 600,
    icon: '13',
    text: t(
      'Light snow',
      'Leichter Schneefall',
      'Nevada ligera',
      'Faibles chutes de neige',
      'Slab snijeg',
      'Nevicata leggera',
      'Небольшой снег',
    ),
  },
  73: {
    id: 601,
    icon: '13',
    text: t(
      'Moderate snow',
      'Mäßiger Schneefall',
      'Nevada moderada',
      'Chutes de neige modérées',
      'Umjeren snijeg',
      'Nevicata moderata',
      'Умеренный снег',
    ),
  },
  75: {
    id: 602,
    icon: '13',
    text: t(
      'Heavy snow',
      'Starker Schneefall',
      'Nevada intensa',
      'Fortes chutes de neige',
      'Jak snijeg',
      'Nevicata forte',
      'Сильный снег',
    ),
  },
  77: {
    id: 600,
    icon: '13',
    text: t(
      'Snow grains',
      'Schneegriesel',
      'Granos de nieve',
      'Neige en grains',
      'Zrnati snijeg',
      'Neve granulosa',
      'Снежная крупа',
    ),
  },
  80: {
    id: 520,
    icon: '09',
    text: t(
      'Light rain showers',
      'Leichte Regenschauer',
      'Chubascos ligeros',
      'Faibles averses de pluie',
      'Slabi pljuskovi',
      'Rovesci leggeri',
      'Небольшой ливень',
    ),
  },
  81: {
    id: 521,
    icon: '09',
    text: t(
      'Rain showers',
      'Regenschauer',
      'Chubascos',
      'Averses de pluie',
      'Pljuskovi',
      'Rovesci',
      'Ливень',
    ),
  },
  82: {
    id: 522,
    icon: '09',
    text: t(
      'Violent rain showers',
      'Heftige Regenschauer',
      'Chubascos violentos',
      'Violentes averses',
      'Jaki pljuskovi',
      'Rovesci violenti',
      'Сильный ливень',
    ),
  },
  85: {
    id: 620,
    icon: '13',
    text: t(
      'Light snow showers',
      'Leichte Schneeschauer',
      'Chubascos de nieve ligeros',
      'Faibles averses de neige',
      'Slabi snježni pljuskovi',
      'Rovesci di neve leggeri',
      'Небольшой снегопад',
    ),
  },
  86: {
    id: 622,
    icon: '13',
    text: t(
      'Heavy snow showers',
      'Starke Schneeschauer',
      'Chubascos de nieve intensos',
      'Fortes averses de neige',
      'Jaki snježni pljuskovi',
      'Rovesci di neve forti',
      'Сильный снегопад',
    ),
  },
  95: {
    id: 211,
    icon: '11',
    text: t(
      'Thunderstorm',
      'Gewitter',
      'Tormenta',
      'Orage',
      'Grmljavinsko nevrijeme',
      'Temporale',
      'Гроза',
    ),
  },
  96: {
    id: 201,
    icon: '11',
    text: t(
      'Thunderstorm with light hail',
      'Gewitter mit leichtem Hagel',
      'Tormenta con granizo ligero',
      'Orage avec faible grêle',
      'Grmljavinsko nevrijeme sa slabom tučom',
      'Temporale con grandine leggera',
      'Гроза с небольшим градом',
    ),
  },
  99: {
    id: 202,
    icon: '11',
    text: t(
      'Thunderstorm with heavy hail',
      'Gewitter mit starkem Hagel',
      'Tormenta con granizo fuerte',
      'Orage avec forte grêle',
      'Grmljavinsko nevrijeme s jakom tučom',
      'Temporale con grandine forte',
      'Гроза с сильным градом',
    ),
  },
};

const KNOWN_CODES = Object.keys(WMO_CONDITIONS)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * The condition of a WMO code. A code outside the table (the WMO list is
 * longer than what forecast models emit) takes the nearest lower known code,
 * which is of the same group (e.g. 64 → 63 moderate rain).
 */
export function wmoCondition(code: number): WmoCondition {
  const known = KNOWN_CODES.filter((c) => c <= code).pop() ?? 0;
  return WMO_CONDITIONS[known] ?? (WMO_CONDITIONS[0] as WmoCondition);
}
