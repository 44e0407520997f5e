import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";

/**
 * Noto Sans (SIL Open Font License, from the npm package @expo-google-fonts/noto-sans): it has a glyph
 * for every DIN 91379 Latin letter, combining mark and non-letter we accept (decision 011).
 */
const require = createRequire(import.meta.url);

export interface FontFiles {
  regular: Uint8Array;
  /** Whether the font can print a code point; text is checked before it is drawn. */
  hasGlyph(codePoint: number): boolean;
}

let cached: FontFiles | undefined;

export function fontFiles(): FontFiles {
  if (cached) return cached;
  const regular = readFileSync(require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"));
  const font = fontkit.create(regular);
  cached = { regular, hasGlyph: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
  return cached;
}

type FontkitFont = ReturnType<typeof fontkit.create>;
type Glyph = ReturnType<FontkitFont["glyphForCodePoint"]>;

/**
 * fontkit as pdf-lib uses it, with a plain code-point-to-glyph layout. pdf-lib only reads the glyphs
 * of a layout (it ignores kerning and mark positions either way), and fontkit's full OpenType layout
 * of Noto Sans costs ~6 ms per string: measured 4 s per document before, see decision 011.
 */
export const fastFontkit = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes) as FontkitFont;
    const glyphs = new Map<number, Glyph>();
    const glyphFor = (cp: number) => {
      let glyph = glyphs.get(cp);
      if (!glyph) {
        glyph = font.glyphForCodePoint(cp);
        glyphs.set(cp, glyph);
      }
      return glyph;
    };
    Object.defineProperty(font, "layout", {
      value: (text: string) => ({ glyphs: [...text].map((char) => glyphFor(char.codePointAt(0) ?? 0)) }),
    });
    return font;
  },
};

/** Characters the font cannot print become "?" (stored data is checked on input; this is a last guard). */
export function printable(text: string, fonts: FontFiles): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const cp = char.codePointAt(0) ?? 0;
    out += char === "\n" || fonts.hasGlyph(cp) ? char : "?";
  }
  return out;
}
