// sharp, loaded on first use: images are resized on request, and loading
// libvips cost every start a seventh of a second.
import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
