// jsdom has no canvas: component tests replace `signature_pad` with this
// stand-in (vi.mock('signature_pad', …)) and "draw" through `drawOn`.

/** A PNG data URL of a drawn signature, as `toDataURL()` gives it. */
export const DRAWN_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const pads = new Map<HTMLCanvasElement, FakeSignaturePad>();

export default class FakeSignaturePad extends EventTarget {
  private strokes = 0;

  constructor(readonly canvas: HTMLCanvasElement) {
    super();
    pads.set(canvas, this);
  }

  clear(): void {
    this.strokes = 0;
  }

  isEmpty(): boolean {
    return this.strokes === 0;
  }

  toData(): unknown[] {
    return [];
  }

  fromData(): void {}

  async fromDataURL(): Promise<void> {
    this.strokes = 1;
  }

  toDataURL(): string {
    return DRAWN_SIGNATURE;
  }

  off(): void {
    pads.delete(this.canvas);
  }

  /** One stroke of the finger or mouse, as signature_pad reports it. */
  stroke(): void {
    this.strokes += 1;
    this.dispatchEvent(new Event('endStroke'));
  }
}

/** Draws a stroke on the pad of a canvas (the signature field's canvas). */
export function drawOn(canvas: Element): void {
  const pad = pads.get(canvas as HTMLCanvasElement);
  if (!pad) throw new Error('No signature pad on this canvas');
  pad.stroke();
}
