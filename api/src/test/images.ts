import { crc32, deflateSync } from "node:zlib";
import { imageSize } from "image-size";
import { Jimp } from "jimp";

// Real image files built byte by byte, for the upload tests: no fixture files to keep in the repo.

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG from its header's fields and its rows (each without its filter byte), plus any extra chunks. */
function png(
  size: { width: number; height: number; bitDepth: 1 | 8; colourType: 0 | 2 },
  row: (y: number) => Buffer,
  extraChunks: Uint8Array[] = [],
): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size.width, 0);
  header.writeUInt32BE(size.height, 4);
  header.set([size.bitDepth, size.colourType, 0, 0, 0], 8); // deflate, no filter, no interlace
  const filterNone = Buffer.from([0]);
  const rows = Array.from({ length: size.height }, (_, y) => Buffer.concat([filterNone, row(y)]));
  const file = Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    ...extraChunks,
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", new Uint8Array()),
  ]);
  return new Uint8Array(file);
}

/**
 * A valid PNG of `width` × `height` opaque red pixels (8-bit RGB), as any image viewer opens it;
 * `comment` adds a tEXt chunk, metadata a stored logo must not keep.
 */
export function pngImage(width = 2, height = 2, comment?: string): Uint8Array<ArrayBuffer> {
  const red = Buffer.alloc(width * 3, Buffer.from([0xff, 0x00, 0x00]));
  const text = comment === undefined ? [] : [chunk("tEXt", Buffer.from(`Comment\0${comment}`, "latin1"))];
  return png({ width, height, bitDepth: 8, colourType: 2 }, () => red, text);
}

/**
 * A white PNG at one bit a pixel: a decompression bomb's shape, tiny as a file (11000 × 11000 is
 * 15 MB of pixels to deflate, a few kB deflated) but huge once decoded to 4 bytes a pixel.
 */
export function blankPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const white = Buffer.alloc(Math.ceil(width / 8), 0xff);
  return png({ width, height, bitDepth: 1, colourType: 0 }, () => white);
}

/**
 * White with black specks on one pixel in 20, the same every run: fine detail that costs a PNG
 * about a bit a pixel, and that a smaller copy averages into far fewer bytes.
 */
export function speckledPng(width: number, height: number, density = 0.05): Uint8Array<ArrayBuffer> {
  let seed = 20261125;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  return png({ width, height, bitDepth: 8, colourType: 2 }, () => {
    const row = Buffer.alloc(width * 3, 0xff);
    for (let x = 0; x < width; x++) if (random() < density) row.fill(0, x * 3, x * 3 + 3);
    return row;
  });
}

/** A real JPEG of `width` × `height` blue pixels, as a camera or an editor would save one. */
export async function jpegImage(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const image = new Jimp({ width, height, color: 0x1e88e5ff });
  return new Uint8Array(await image.getBuffer("image/jpeg", { quality: 90 }));
}

/** Width and height as an image's header says. */
export function dimensionsOf(bytes: Uint8Array): { width: number; height: number } {
  const { width, height } = imageSize(bytes);
  return { width, height };
}

/** `bytes` followed by zeros up to `size` bytes: a file of a given size that still starts as its type does. */
export function paddedTo(bytes: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  out.set(bytes.subarray(0, size));
  return out;
}

/** The start of a JPEG (SOI, then a JFIF APP0 segment): what the content check reads. */
export const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

/** A 1×1 GIF: a real image, but not a type a logo may have. */
export const GIF_IMAGE = new Uint8Array([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00,
  0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02,
  0x02, 0x44, 0x01, 0x00, 0x3b,
]);
