import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCertificateCode } from '../../../shared/contracts/courses';
import type { LocaleTag } from '../../../shared/domain/locales';

/** The certificate's own words in the four interface languages. */
const WORDS = {
  title: {
    'en-US': 'Certificate of completion',
    'es-ES': 'Certificado de finalización',
    'pt-PT': 'Certificado de conclusão',
    'az-AZ': 'Bitirmə sertifikatı',
  },
  certifies: {
    'en-US': 'This certifies that',
    'es-ES': 'Se certifica que',
    'pt-PT': 'Certifica-se que',
    'az-AZ': 'Bununla təsdiq edilir ki,',
  },
  completed: {
    'en-US': 'has completed the course',
    'es-ES': 'ha completado el curso',
    'pt-PT': 'concluiu o curso',
    'az-AZ': 'aşağıdakı kursu bitirib:',
  },
  on: {
    'en-US': 'Date',
    'es-ES': 'Fecha',
    'pt-PT': 'Data',
    'az-AZ': 'Tarix',
  },
  code: {
    'en-US': 'Verification code',
    'es-ES': 'Código de verificación',
    'pt-PT': 'Código de verificação',
    'az-AZ': 'Yoxlama kodu',
  },
  check: {
    'en-US': 'Check this certificate at',
    'es-ES': 'Comprueba este certificado en',
    'pt-PT': 'Verifique este certificado em',
    'az-AZ': 'Bu sertifikatı yoxlayın:',
  },
} satisfies Record<string, Record<LocaleTag, string>>;

export interface CertificateContent {
  holder: string;
  course: string;
  issuedAt: Date;
  code: string;
  gamesName: string;
  /** Where anyone can check the code: `<origin>/certificates/<code>`. */
  checkUrl: string;
  locale: LocaleTag;
  timeZone: string;
  /** The brand's main colour, `#rrggbb`. */
  color: string;
}

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
/** Read once per process (1.4 MB); each certificate embeds only the letters it uses. */
const loadFonts = () => {
  const folder = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  return (fonts ??= Promise.all(
    ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => fs.readFile(path.join(folder, f))),
  ).then(([regular, bold]) => ({ regular: regular!, bold: bold! })));
};

const hex = (color: string) => {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** One centred line, made smaller until it fits the width (a long name or course title). */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, maxWidth: number) {
  let fit = size;
  while (fit > 8 && font.widthOfTextAtSize(text, fit) > maxWidth) fit -= 1;
  const width = font.widthOfTextAtSize(text, fit);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: fit, font, color: rgb(0.1, 0.12, 0.16) });
}

/**
 * The certificate: one A4 landscape page with the holder's name, the course, the date and
 * the verification code, in DejaVu Sans embedded as a subset (the standard PDF fonts have
 * no ə, ğ, ş or ı, nor most names' letters beyond Western Europe's).
 */
export async function certificatePdf(c: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const { regular, bold } = await loadFonts();
  const [font, heavy] = await Promise.all([
    pdf.embedFont(regular, { subset: true }),
    pdf.embedFont(bold, { subset: true }),
  ]);
  const word = (k: keyof typeof WORDS) => WORDS[k][c.locale];
  pdf.setTitle(`${word('title')} — ${c.course}`);
  pdf.setAuthor(c.gamesName);
  pdf.setSubject(`${c.holder} · ${c.course}`);
  pdf.setCreationDate(c.issuedAt);

  const page = pdf.addPage([842, 595]);
  const brand = hex(c.color);
  const inner = page.getWidth() - 160;
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: brand, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: 774, height: 527, borderColor: brand, borderWidth: 0.75 });
  page.drawRectangle({ x: 371, y: 478, width: 100, height: 4, color: brand });

  centred(page, c.gamesName.toUpperCase(), 500, heavy, 14, inner);
  centred(page, word('title'), 420, heavy, 34, inner);
  centred(page, word('certifies'), 370, font, 15, inner);
  centred(page, c.holder, 325, heavy, 30, inner);
  centred(page, word('completed'), 285, font, 15, inner);
  centred(page, c.course, 245, heavy, 22, inner);
  const date = new Intl.DateTimeFormat(c.locale, { dateStyle: 'long', timeZone: c.timeZone }).format(
    c.issuedAt,
  );
  centred(page, `${word('on')}: ${date}`, 200, font, 14, inner);

  centred(page, `${word('code')}: ${formatCertificateCode(c.code)}`, 110, heavy, 13, inner);
  centred(page, `${word('check')} ${c.checkUrl}`, 88, font, 10, inner);
  return pdf.save();
}
