/** Where Hotel Alpenrose is: a fictional village in a Tyrolean side valley. */
import { mediaPath } from '../../project-source.ts';

export const ID = 'alpenrose';
export const img = (file: string) => mediaPath(ID, file);

export const VILLAGE = { postalCode: '6299', addressLocality: 'Lärchwald' } as const;
export const HOTEL_GEO = { latitude: 47.2064, longitude: 11.8412 };
export const HOTEL_ADDRESS = { streetAddress: 'Dorfstraße 14', ...VILLAGE };

export const TOP_STATION = {
  de: 'Bergstation der Lärchwald-Bahn',
  en: 'Top station of the Lärchwald cable car',
  es: 'Estación superior del teleférico de Lärchwald',
  fr: 'Gare supérieure de la télécabine de Lärchwald',
  hr: 'Gornja stanica žičare Lärchwald',
  it: 'Stazione a monte della cabinovia di Lärchwald',
  ru: 'Верхняя станция канатной дороги Лерхвальд',
};

/** Who provides the data of the places in the region (spec §3 Activity "source"). */
export const REGION_SOURCE = 'Tourismusverband Lärchwald';

/**
 * A description in every language with a third-party embed after the text
 * (spec §3/§9: the app shows it only once the guest allows the provider).
 */
export function withEmbed<T extends Record<string, string>>(text: T, embed: string): T {
  return Object.fromEntries(
    Object.entries(text).map(([lang, value]) => [lang, `<p>${value}</p>${embed}`]),
  ) as T;
}

/** The hotel's embeds, where a hotel would put them. */
export const EMBEDS = {
  lakeVideo:
    '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Video: Lärchsee"></iframe>',
  cableCarVideo:
    '<iframe src="https://player.vimeo.com/video/76979871" title="Video: Lärchwald-Bahn"></iframe>',
  bakeryPost:
    '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C3stollBackH/"></blockquote>',
  innMap:
    '<iframe src="https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d2700!2d11.8412!3d47.2064!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" title="Map: Gasthof Post"></iframe>',
} as const;
