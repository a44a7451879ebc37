import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF (a licence's stand-in), made with pdf-lib. */
export async function samplePdf(title = 'Licence KW-2026-7781'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 72, y: 760, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The same PDF declaring itself encrypted (an /Encrypt entry in its trailer), which cannot be read without a password. */
export async function encryptedPdf(): Promise<Buffer> {
  const text = (await samplePdf()).toString('latin1');
  return Buffer.from(
    text.replace(/trailer\s*<</, '$&\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (x) /P -4 >>'),
    'latin1',
  );
}
