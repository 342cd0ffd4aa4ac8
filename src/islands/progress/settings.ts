// Progress block settings (SPEC §9 table) and the drawing geometry shared by bars and circles.

export type ProgressShape = 'bar' | 'circle';

export interface ProgressStyle {
  trailColor: string;
  fontSize: number;
  trailWidth: number;
  strokeWidth: number;
  duration: number;
}

export const PROGRESS_STYLES: Record<ProgressShape, ProgressStyle> = {
  bar: { trailColor: '#eee', fontSize: 14, trailWidth: 0.1, strokeWidth: 2, duration: 1400 },
  circle: { trailColor: '#32211c', fontSize: 36, trailWidth: 8, strokeWidth: 8, duration: 2000 },
};

export function shapeOf(value: unknown): ProgressShape {
  return value === 'circle' ? 'circle' : 'bar';
}

export function clampPercent(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.min(100, Math.max(0, Math.round(number))) : 0;
}

export const DEFAULT_COLOR = '#c0392b';

/** The block's colour when it is a hex colour, else the default. */
export function colorOf(value: unknown): string {
  return typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value) ? value : DEFAULT_COLOR;
}

/** Ease-in-out, like the bar libraries these blocks imitate. */
export function easeInOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 2 * p * p : 1 - Math.pow(-2 * p + 2, 2) / 2;
}

/** SVG path of the shape in its viewBox: a line across 100 units, or a circle inside 100 × 100. */
export function geometry(shape: ProgressShape): { viewBox: string; path: string; length: number } {
  const style = PROGRESS_STYLES[shape];
  const width = Math.max(style.strokeWidth, style.trailWidth);
  if (shape === 'bar') {
    const middle = width / 2;
    return { viewBox: `0 0 100 ${width}`, path: `M 0,${middle} L 100,${middle}`, length: 100 };
  }
  const radius = 50 - width / 2;
  return {
    viewBox: '0 0 100 100',
    path: `M 50,50 m 0,-${radius} a ${radius},${radius} 0 1 1 0,${2 * radius} a ${radius},${radius} 0 1 1 0,-${2 * radius}`,
    length: 2 * Math.PI * radius,
  };
}
