import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import { imageSize } from "image-size";
import {
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  type LogoMimeType,
  logoIssue,
  logoMimeType,
  MAX_LOGO_BYTES,
  MAX_LOGO_PIXELS,
} from "../contract";
import { FieldFailure } from "./failures";
import type { ReencodeRequest } from "./logo-reencode-worker";

// The logo's pixels (api/docs/company-settings.md, "The logo"): what an upload may be, what is
// stored, and what a PDF embeds.

/**
 * The longest side of a stored logo, in pixels. PDFs print it within 64 × 64 pt (src/pdf/theme.ts),
 * so 600 px is about 670 dpi: sharper than any office printer, and the settings screen's preview.
 */
export const LOGO_MAX_SIDE = 600;

export type LogoImage = { bytes: Uint8Array; mimeType: LogoMimeType };

type Dimensions = { width: number; height: number };

/** Width and height as the file's header says, read without decoding a pixel; null if unreadable. */
function dimensionsOf(bytes: Uint8Array): Dimensions | null {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

const fitsPrint = ({ width, height }: Dimensions) => width <= LOGO_MAX_SIDE && height <= LOGO_MAX_SIDE;
const tooManyPixels = ({ width, height }: Dimensions) => width * height > MAX_LOGO_PIXELS;

/** The worker's own refusal: the bytes start as a PNG or JPEG but do not decode as one. */
class UndecodableImage extends Error {}

// A re-encoding holds its decoded bitmap (4 bytes a pixel, up to 160 MB): one at a time.
let lastReencoding: Promise<unknown> = Promise.resolve();

function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = lastReencoding.then(task, task);
  lastReencoding = run.catch(() => undefined);
  return run;
}

function reencodeInWorker(request: ReencodeRequest): Promise<Uint8Array> {
  return inTurn(
    () =>
      new Promise<Uint8Array>((resolve, reject) => {
        const worker = new Worker(new URL("./logo-reencode-worker.ts", import.meta.url), { workerData: request });
        worker.once("message", (answer: { bytes?: Uint8Array; error?: string }) => {
          void worker.terminate();
          if (answer.bytes) resolve(new Uint8Array(answer.bytes));
          else reject(new UndecodableImage(answer.error));
        });
        worker.once("error", reject);
        // After an answer this rejects a settled promise: nothing happens.
        worker.once("exit", (code) => reject(new Error(`El proceso del logo terminó sin respuesta (${code})`)));
      }),
  );
}

/**
 * The logo as PUT …/logo stores it: at most 512 kB, a PNG or JPEG by its bytes, at most 40
 * megapixels by its header (checked before anything is decoded), then re-encoded in its own format
 * within LOGO_MAX_SIDE, which leaves its metadata (EXIF, comments, colour profiles) behind.
 * Anything else is a FieldFailure on `logo`.
 */
export async function storableLogo(bytes: Uint8Array): Promise<LogoImage> {
  const issue = logoIssue(bytes);
  const mimeType = logoMimeType(bytes);
  if (issue || !mimeType) throw new FieldFailure("logo", issue ?? LOGO_TYPE_MESSAGE);
  const size = dimensionsOf(bytes);
  if (!size) throw new FieldFailure("logo", LOGO_TYPE_MESSAGE);
  if (tooManyPixels(size)) throw new FieldFailure("logo", LOGO_DIMENSIONS_MESSAGE);
  let stored: Uint8Array;
  try {
    stored = await reencodeInWorker({ bytes, mimeType, maxSide: LOGO_MAX_SIDE });
  } catch (error) {
    if (error instanceof UndecodableImage) throw new FieldFailure("logo", LOGO_TYPE_MESSAGE);
    throw error;
  }
  // Only a photograph saved as PNG can still weigh this much at 600 px.
  if (stored.length > MAX_LOGO_BYTES) throw new FieldFailure("logo", LOGO_SIZE_MESSAGE);
  return { bytes: stored, mimeType };
}

// The last stored logo that had to be shrunk for print, by the SHA-256 of its bytes.
const shrunkForPrint = new Map<string, Promise<LogoImage | null>>();

/**
 * The stored logo as a PDF embeds it. Uploads are re-encoded since storableLogo, but a logo stored
 * before may be any size: one beyond LOGO_MAX_SIDE is re-encoded once per process and kept (PDFs
 * asked for at the same time share that one re-encoding); one over MAX_LOGO_PIXELS or unreadable
 * is never decoded, and PDFs print without it until a new logo is uploaded.
 */
export function printableLogo(logo: LogoImage): Promise<LogoImage | null> {
  const size = dimensionsOf(logo.bytes);
  if (size && fitsPrint(size)) return Promise.resolve(logo);
  const digest = createHash("sha256").update(logo.bytes).digest("hex");
  let printable = shrunkForPrint.get(digest);
  if (!printable) {
    printable = shrinkForPrint(logo, size);
    // Only the current logo is printed: an older one's copy would only take memory.
    shrunkForPrint.clear();
    shrunkForPrint.set(digest, printable);
  }
  return printable;
}

async function shrinkForPrint(logo: LogoImage, size: Dimensions | null): Promise<LogoImage | null> {
  const notPrinted = "los PDF se generan sin logo hasta que se suba uno nuevo";
  if (!size || tooManyPixels(size)) {
    const what = size ? `${size.width} × ${size.height} px, más de 40 megapíxeles` : "no se puede leer";
    console.warn(`El logo guardado (${what}) no se imprime: ${notPrinted}.`);
    return null;
  }
  try {
    return { bytes: await reencodeInWorker({ ...logo, maxSide: LOGO_MAX_SIDE }), mimeType: logo.mimeType };
  } catch (error) {
    console.warn(`El logo guardado no se pudo reducir (${(error as Error).message}): ${notPrinted}.`);
    return null;
  }
}
