import { parentPort, workerData } from "node:worker_threads";
import { Jimp } from "jimp";
import type { LogoMimeType } from "../contract";

// Runs in a worker thread (logo-image.ts): decoding an image of up to 40 megapixels in JavaScript
// takes seconds, which on the main thread would stall every request, the embedded database too.

export type ReencodeRequest = { bytes: Uint8Array; mimeType: LogoMimeType; maxSide: number };

const PNG_COLOR_RGB = 2;
const JPEG_QUALITY = 90;

function isOpaque(rgba: Uint8Array): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}

/** The image fitted inside maxSide × maxSide (never enlarged), in its own format, with no metadata. */
async function reencode({ bytes, mimeType, maxSide }: ReencodeRequest): Promise<Uint8Array> {
  const image = await Jimp.fromBuffer(Buffer.from(bytes));
  if (image.width > maxSide || image.height > maxSide) image.scaleToFit({ w: maxSide, h: maxSide });
  if (mimeType === "image/jpeg") return image.getBuffer("image/jpeg", { quality: JPEG_QUALITY });
  // Without transparency, three channels are a quarter smaller than four.
  const colorType = isOpaque(image.bitmap.data) ? PNG_COLOR_RGB : undefined;
  return image.getBuffer("image/png", { colorType });
}

reencode(workerData as ReencodeRequest).then(
  (bytes) => parentPort?.postMessage({ bytes }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
