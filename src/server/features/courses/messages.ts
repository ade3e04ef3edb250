import type { LocaleTag } from '../../../shared/domain/locales';
import { HttpError, type AnyMessageKey } from '../../http-error';

/** The courses' own refusals in the four interface languages (an unknown course is the catalogue's). */
const texts = {
  lessonNotFound: {
    'en-US': 'This course has no lesson {lesson}',
    'es-ES': 'Este curso no tiene la lección {lesson}',
    'pt-PT': 'Este curso não tem a lição {lesson}',
    'az-AZ': 'Bu kursda {lesson} dərsi yoxdur',
  },
  certificateNotEarned: {
    'en-US': 'Finish every lesson of the course to get its certificate',
    'es-ES': 'Completa todas las lecciones del curso para obtener su certificado',
    'pt-PT': 'Conclua todas as lições do curso para obter o certificado',
    'az-AZ': 'Sertifikat almaq üçün kursun bütün dərslərini bitirin',
  },
  // The same answer for a code that was never issued and for one with a changed character.
  certificateUnknown: {
    'en-US': 'No certificate has this code',
    'es-ES': 'Ningún certificado tiene este código',
    'pt-PT': 'Nenhum certificado tem este código',
    'az-AZ': 'Bu kodla heç bir sertifikat yoxdur',
  },
} satisfies Record<string, Record<LocaleTag, string>>;

type Reason = keyof typeof texts;
const CODES: Record<Reason, string> = {
  lessonNotFound: 'NOT_FOUND',
  certificateNotEarned: 'CERTIFICATE_NOT_EARNED',
  certificateUnknown: 'CERTIFICATE_UNKNOWN',
};

/** A courses refusal: 404 for each of them, its code and its text in the reader's language. */
export class CourseError extends HttpError {
  constructor(
    readonly reason: Reason,
    params: Record<string, string | number> = {},
  ) {
    super(404, CODES[reason], reason as AnyMessageKey, params);
  }

  override render(locale: LocaleTag): string {
    return texts[this.reason][locale].replace(/\{(\w+)\}/g, (_, name: string) =>
      String(this.params[name] ?? `{${name}}`),
    );
  }
}
