// SSIM (Wang, Bovik, Sheikh & Simoncelli 2004: 11×11 Gaussian window, σ 1.5, K1 0.01, K2 0.03, mean over the
// image) of two images on their luma, decoded and scaled by ImageMagick. Debian's ImageMagick 6 has no
// `compare -metric SSIM` (that came with ImageMagick 7), so ImageMagick only decodes and resizes here.
// /usr/bin is named on purpose: /usr/local/bin/convert may be a stand-in.
import { execFileSync } from 'node:child_process';

const CONVERT = '/usr/bin/convert';

/** Luma (Rec. 601, 8 bit) of an image file, scaled to width (height kept in proportion) when given. */
export function luma(file, width = 0) {
  const resize = width ? ['-resize', `${width}x`] : [];
  const size = execFileSync(CONVERT, [file, ...resize, '-format', '%w %h', 'info:'], { encoding: 'utf8' }).trim().split(' ').map(Number);
  const pixels = execFileSync(CONVERT, [file, ...resize, '-colorspace', 'Gray', '-depth', '8', 'gray:-'], { maxBuffer: 1 << 28 });
  return { width: size[0], height: size[1], pixels };
}

function gaussian() {
  const weights = [];
  for (let i = -5; i <= 5; i++) weights.push(Math.exp(-(i * i) / (2 * 1.5 * 1.5)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** Separable 11×11 Gaussian blur of a float image, "valid" region only (no padding). */
function blur(data, width, height, kernel) {
  const w2 = width - 10;
  const h2 = height - 10;
  const across = new Float64Array(w2 * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < w2; x++) {
      let sum = 0;
      for (let k = 0; k < 11; k++) sum += data[y * width + x + k] * kernel[k];
      across[y * w2 + x] = sum;
    }
  }
  const out = new Float64Array(w2 * h2);
  for (let y = 0; y < h2; y++) {
    for (let x = 0; x < w2; x++) {
      let sum = 0;
      for (let k = 0; k < 11; k++) sum += across[(y + k) * w2 + x] * kernel[k];
      out[y * w2 + x] = sum;
    }
  }
  return out;
}

/** Mean SSIM of two luma images of the same size. */
export function ssim(a, b) {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`SSIM needs equal sizes: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  const { width, height } = a;
  const n = width * height;
  const x = Float64Array.from(a.pixels.subarray(0, n));
  const y = Float64Array.from(b.pixels.subarray(0, n));
  const xx = x.map((v) => v * v);
  const yy = y.map((v) => v * v);
  const xy = x.map((v, i) => v * y[i]);
  const kernel = gaussian();
  const [mx, my, sxx, syy, sxy] = [x, y, xx, yy, xy].map((m) => blur(m, width, height, kernel));
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  for (let i = 0; i < mx.length; i++) {
    const vx = sxx[i] - mx[i] * mx[i];
    const vy = syy[i] - my[i] * my[i];
    const cov = sxy[i] - mx[i] * my[i];
    total += ((2 * mx[i] * my[i] + c1) * (2 * cov + c2)) / ((mx[i] * mx[i] + my[i] * my[i] + c1) * (vx + vy + c2));
  }
  return total / mx.length;
}
