import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import sharp, { type OverlayOptions } from 'sharp';

/** The site's own Arabic typeface: pango shapes and orders the Arabic text, which PDF text drawing cannot. */
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff',
);

// A4 at 100 dpi.
const pageWidth = 827;
const pageHeight = 1169;
const margin = 64;

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function textBlock(
  lines: string[],
  size: number,
  bold = false,
): Promise<{ input: Buffer; width: number; height: number }> {
  const markup = lines.map((line) => (bold ? `<b>${escapeMarkup(line)}</b>` : escapeMarkup(line))).join('\n');
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="#0f172a">${markup}</span>`,
      fontfile: fontFile,
      font: `IBM Plex Sans Arabic ${size}`,
      rgba: true,
      dpi: 72,
      align: 'right',
      width: pageWidth - margin * 2,
      spacing: Math.round(size * 0.6),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

export interface PropertyFileContent {
  title: string;
  facts: Array<[label: string, value: string]>;
  terms: string[];
}

/** One A4 page in Arabic, right-aligned, as a PDF: the property file an organizer publishes before the auction. */
export async function renderPropertyFile(content: PropertyFileContent): Promise<Buffer> {
  const title = await textBlock([content.title], 26, true);
  const facts = await textBlock(
    content.facts.map(([label, value]) => `${label}: ${value}`),
    17,
  );
  const termsHeading = await textBlock(['شروط المزاد'], 19, true);
  const terms = await textBlock(
    content.terms.map((term) => `• ${term}`),
    15,
  );
  let top = margin;
  const layers: OverlayOptions[] = [];
  for (const [block, gap] of [
    [title, 36],
    [facts, 40],
    [termsHeading, 18],
    [terms, 0],
  ] as const) {
    // Right-aligned: the rendered block is only as wide as its longest line.
    layers.push({ input: block.input, top, left: pageWidth - margin - block.width });
    top += block.height + gap;
  }
  const page = await sharp({ create: { width: pageWidth, height: pageHeight, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${pageWidth}" height="12"><rect width="${pageWidth}" height="12" fill="#0f766e"/></svg>`,
        ),
        top: 0,
        left: 0,
      },
      ...layers,
    ])
    .jpeg({ quality: 82 })
    .toBuffer();
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setProducer('Manzil');
  const image = await pdf.embedJpg(page);
  // 100 dpi pixels to PDF points (72 per inch).
  const pdfPage = pdf.addPage([(pageWidth * 72) / 100, (pageHeight * 72) / 100]);
  pdfPage.drawImage(image, { x: 0, y: 0, width: pdfPage.getWidth(), height: pdfPage.getHeight() });
  return Buffer.from(await pdf.save());
}
