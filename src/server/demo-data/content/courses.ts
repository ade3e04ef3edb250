import type { CourseLesson } from '../../../shared/contracts/courses';
import { demoClip } from './clip';
import type { DemoItem, UploadAnswer } from './demo-item';
import { texts } from './demo-item';
import { simplePdf } from './pdf';

type Four = readonly [en: string, es: string, pt: string, az: string];
const four = ([en, es, pt, az]: Four) => ({ en, es, pt, az });

/** A lesson and the file it uploads: the demo clip for a video, a hand-built PDF for a document. */
interface DemoLesson {
  id: string;
  title: Four;
  minutes: number;
  file: { video: true } | { pdf: { name: string; title: string; lines: string[] } };
}

/** Uploads each lesson's file the way an admin's upload goes, and fills in the lesson's reference. */
function lessonsOf(list: DemoLesson[]) {
  return async (store: (bytes: Buffer, name: string) => Promise<UploadAnswer>): Promise<CourseLesson[]> =>
    Promise.all(
      list.map(async ({ id, title, minutes, file }) => {
        const base = { id, title: four(title), minutes, document_id: null, video_url: null };
        if ('video' in file) {
          const stored = await store(demoClip(), `${title[0]}.webm`);
          return { ...base, type: 'video' as const, video_url: stored.video!.url };
        }
        const stored = await store(simplePdf(file.pdf.title, file.pdf.lines), file.pdf.name);
        return { ...base, type: 'document' as const, document_id: stored.document!.id };
      }),
    );
}

/** Placeholder lessons until the files are stored (the contract wants each lesson's file). */
const pending = (list: DemoLesson[]): CourseLesson[] =>
  list.map((l) => ({
    id: l.id,
    type: 'video' in l.file ? 'video' : 'document',
    title: four(l.title),
    minutes: l.minutes,
    document_id: null,
    video_url: null,
  }));

const FAIR_PLAY: DemoLesson[] = [
  {
    id: 'welcome',
    title: [
      'Welcome to clean sport',
      'Bienvenida al deporte limpio',
      'Bem-vindo ao desporto limpo',
      'Təmiz idmana xoş gəlmisiniz',
    ],
    minutes: 2,
    file: { video: true },
  },
  {
    id: 'rules',
    title: [
      'The rules of fair play',
      'Las reglas del juego limpio',
      'As regras do fair play',
      'Ədalətli oyunun qaydaları',
    ],
    minutes: 5,
    file: {
      pdf: {
        name: 'fair-play-rules.pdf',
        title: 'The rules of fair play',
        lines: [
          'Respect the rules, the officials and their decisions.',
          'Respect your opponents: before, during and after the competition.',
          'Compete to win, never at any price.',
          'Say no to discrimination, cheating and violence.',
          'Help a competitor who is hurt, whatever the score.',
        ],
      },
    },
  },
  {
    id: 'anti-doping',
    title: [
      'Anti-doping: what every athlete should know',
      'Antidopaje: lo que todo deportista debe saber',
      'Antidopagem: o que todos os atletas devem saber',
      'Antidopinq: hər idmançının bilməli olduqları',
    ],
    minutes: 8,
    file: {
      pdf: {
        name: 'anti-doping-basics.pdf',
        title: 'Anti-doping: what every athlete should know',
        lines: [
          'You are responsible for everything you take: food, drinks, medicine, supplements.',
          'Check every medicine against the prohibited list before you take it.',
          'A sample can be asked for at any time, in or out of competition.',
          'Bring a photo ID to doping control; you may have a person with you.',
          'Ask your team doctor when in doubt. Never guess.',
        ],
      },
    },
  },
];

const VOLUNTEERING: DemoLesson[] = [
  {
    id: 'first-day',
    title: ['Your first day', 'Tu primer día', 'O seu primeiro dia', 'İlk gününüz'],
    minutes: 2,
    file: { video: true },
  },
  {
    id: 'safety',
    title: [
      'Safety at the venues',
      'Seguridad en las sedes',
      'Segurança nos locais',
      'Məkanlarda təhlükəsizlik',
    ],
    minutes: 4,
    file: {
      pdf: {
        name: 'venue-safety.pdf',
        title: 'Safety at the venues',
        lines: [
          'Know the nearest exit and the first aid point of your area.',
          'Report anything unusual to your supervisor at once.',
          'Keep walkways and emergency exits clear at all times.',
          'Drink water and take your breaks: the July heat is strong.',
        ],
      },
    },
  },
];

/** Two published courses, so the course screens and the certificate have something to show. */
export const DEMO_COURSES: DemoItem[] = [
  {
    kind: 'course',
    published: true,
    translations: texts(
      [
        'Clean sport and fair play',
        'What fair play asks of you and how anti-doping works at the games. Three short lessons; finish them all for your certificate.',
      ],
      [
        'Deporte limpio y juego limpio',
        'Qué te pide el juego limpio y cómo funciona el antidopaje en los juegos. Tres lecciones breves; complétalas todas para obtener tu certificado.',
      ],
      [
        'Desporto limpo e fair play',
        'O que o fair play lhe pede e como funciona a antidopagem nos jogos. Três lições curtas; conclua-as todas para obter o certificado.',
      ],
      [
        'Təmiz idman və ədalətli oyun',
        'Ədalətli oyun sizdən nə tələb edir və oyunlarda antidopinq necə işləyir. Üç qısa dərs; sertifikat üçün hamısını bitirin.',
      ],
    ),
    fields: { image_id: null, lessons: pending(FAIR_PLAY) },
    lessonFiles: lessonsOf(FAIR_PLAY),
  },
  {
    kind: 'course',
    published: true,
    translations: texts(
      ['Volunteer basics', 'Everything for your first shift: where to go, who to ask and how to stay safe.'],
      [
        'Lo básico del voluntariado',
        'Todo para tu primer turno: adónde ir, a quién preguntar y cómo mantenerte seguro.',
      ],
      [
        'O essencial do voluntariado',
        'Tudo para o seu primeiro turno: onde ir, a quem perguntar e como se manter em segurança.',
      ],
      [
        'Könüllülüyün əsasları',
        'İlk növbəniz üçün hər şey: hara getməli, kimdən soruşmalı və təhlükəsiz qalmağın yolları.',
      ],
    ),
    fields: { image_id: null, lessons: pending(VOLUNTEERING) },
    lessonFiles: lessonsOf(VOLUNTEERING),
  },
];
