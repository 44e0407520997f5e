import { createHash } from "node:crypto";
import { LOGO_MAX_BYTES, LOGO_SIZE_PX, logoMessages } from "@app/domain";

export type LogoRefusal = { status: 413 | 415 | 422; code: string; message: string };
export interface LogoImage {
  bytes: Buffer;
  hash: string;
  contentType: "image/webp";
}

/**
 * At most this many pixels are decoded: a 2 MB PNG can declare 100,000 × 100,000 pixels (a
 * decompression bomb); sharp refuses it from the header, before allocating anything.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** What the bytes are, from their signature: the file's name and declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): "png" | "jpeg" | "webp" | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

/**
 * An uploaded logo, checked by content and re-encoded: PNG, JPEG or WebP up to 2 MB, decoded with
 * sharp (libvips, which runs in its own threads, off the event loop), turned upright, fitted into
 * 256 × 256 px and written as WebP without metadata (sharp keeps none unless asked: no EXIF, GPS or
 * ICC comments survive). Anything else is refused with a 4xx that says why.
 */
export async function processLogo(bytes: Uint8Array): Promise<LogoImage | LogoRefusal> {
  if (bytes.byteLength > LOGO_MAX_BYTES) return { status: 413, code: "LOGO_TOO_LARGE", message: logoMessages.tooLarge };
  const type = sniffImageType(bytes);
  if (!type) return { status: 415, code: "LOGO_TYPE", message: logoMessages.badType };
  // sharp is loaded with the first logo, not at start (decision 023).
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });
    const metadata = await image.metadata();
    if (metadata.format !== type) return { status: 415, code: "LOGO_TYPE", message: logoMessages.badType };
    const out = await image
      .rotate()
      .resize(LOGO_SIZE_PX, LOGO_SIZE_PX, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes: out, hash: createHash("sha256").update(out).digest("hex").slice(0, 32), contentType: "image/webp" };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      return { status: 422, code: "LOGO_TOO_MANY_PIXELS", message: logoMessages.tooManyPixels };
    }
    return { status: 422, code: "LOGO_UNREADABLE", message: logoMessages.unreadable };
  }
}

export function isLogoRefusal(value: LogoImage | LogoRefusal): value is LogoRefusal {
  return "status" in value;
}
