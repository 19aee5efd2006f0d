// A writable copy of the guide fixture projects with raster media made by
// sharp (kept out of git): photos, a transparent PNG, a 48-megapixel image,
// a file that only claims to be a JPEG and a symlink out of the media folder.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GUIDE_PROJECTS } from './test-app.ts';

export async function rasterImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png',
  alpha = false,
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 31, g: 45, b: 65, alpha: 0.5 } : { r: 120, g: 160, b: 200 },
    },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

export async function guideProjectsWithMedia(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hospes-guide-'));
  cpSync(GUIDE_PROJECTS, dir, { recursive: true });
  const media = path.join(dir, 'gamma', 'media');
  writeFileSync(path.join(media, 'welcome.jpg'), await rasterImage(1200, 800, 'jpeg'));
  writeFileSync(path.join(media, 'room.png'), await rasterImage(600, 400, 'png', true));
  writeFileSync(path.join(media, 'huge.png'), await rasterImage(8000, 6000, 'png'));
  writeFileSync(path.join(media, 'fake.jpg'), 'this is not an image\n');
  symlinkSync(path.join(dir, 'gamma', 'model.de.json'), path.join(media, 'escape.jpg'));
  mkdirSync(path.join(dir, 'delta', 'media'), { recursive: true });
  writeFileSync(path.join(dir, 'delta', 'media', 'view.jpg'), await rasterImage(400, 300, 'jpeg'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
