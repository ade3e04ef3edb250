import type { DemoItem } from './demo-item';
import { texts } from './demo-item';

type Four = readonly [en: string, es: string, pt: string, az: string];
const four = ([en, es, pt, az]: Four) => ({ en, es, pt, az });

/** A question: its text, then its answers, the first one being the correct one. */
function question(id: string, text: Four, answers: Four[]) {
  return {
    id,
    text: four(text),
    answers: answers.map((a, i) => ({ id: `${id}a${i + 1}`, text: four(a), correct: i === 0 })),
  };
}

/** Rotates the answers so the correct one is not always first on screen. */
function shuffled<T extends { answers: unknown[] }>(q: T, by: number): T {
  const n = by % q.answers.length;
  return { ...q, answers: [...q.answers.slice(n), ...q.answers.slice(0, n)] };
}

/** Two published trivia, so the trivia screens and the posters have something to show. */
export const DEMO_TRIVIA: DemoItem[] = [
  {
    kind: 'trivia',
    published: true,
    translations: texts(
      ['Athletics quiz', 'Four questions about running, jumping and throwing. You have five minutes.'],
      [
        'Trivia de atletismo',
        'Cuatro preguntas sobre carreras, saltos y lanzamientos. Tienes cinco minutos.',
      ],
      ['Trivia de atletismo', 'Quatro perguntas sobre corridas, saltos e lançamentos. Tem cinco minutos.'],
      ['Atletika viktorinası', 'Qaçış, tullanma və atma haqqında dörd sual. Beş dəqiqəniz var.'],
    ),
    fields: {
      time_limit_minutes: 5,
      author: 'Organising committee',
      discipline: 'ATH',
      type: 'sport',
      points_per_question: 1000,
      poster_version: 1,
      questions: [
        question(
          'q1',
          [
            'How long is one lap of a standard outdoor track?',
            '¿Cuánto mide una vuelta a una pista exterior estándar?',
            'Quanto mede uma volta a uma pista exterior normal?',
            'Standart açıq trekin bir dövrəsi nə qədərdir?',
          ],
          [
            ['400 m', '400 m', '400 m', '400 m'],
            ['200 m', '200 m', '200 m', '200 m'],
            ['500 m', '500 m', '500 m', '500 m'],
          ],
        ),
        shuffled(
          question(
            'q2',
            [
              'How many hurdles are there in a 110 m hurdles race?',
              '¿Cuántas vallas hay en los 110 m vallas?',
              'Quantas barreiras há nos 110 m barreiras?',
              '110 m maneəli qaçışda neçə maneə var?',
            ],
            [
              ['10', '10', '10', '10'],
              ['8', '8', '8', '8'],
              ['12', '12', '12', '12'],
              ['11', '11', '11', '11'],
            ],
          ),
          1,
        ),
        shuffled(
          question(
            'q3',
            [
              'Which event combines ten disciplines over two days?',
              '¿Qué prueba combina diez disciplinas en dos días?',
              'Que prova combina dez disciplinas em dois dias?',
              'Hansı yarış iki gündə on növü birləşdirir?',
            ],
            [
              ['Decathlon', 'Decatlón', 'Decatlo', 'Dekatlon'],
              ['Heptathlon', 'Heptatlón', 'Heptatlo', 'Heptatlon'],
              ['Pentathlon', 'Pentatlón', 'Pentatlo', 'Pentatlon'],
            ],
          ),
          2,
        ),
        shuffled(
          question(
            'q4',
            [
              'In the relay, what do runners pass to each other?',
              'En los relevos, ¿qué se pasan los corredores?',
              'Na estafeta, o que passam os corredores uns aos outros?',
              'Estafetdə qaçışçılar bir-birinə nə ötürür?',
            ],
            [
              ['A baton', 'Un testigo', 'Um testemunho', 'Estafet çubuğu'],
              ['A ball', 'Una pelota', 'Uma bola', 'Top'],
              ['A flag', 'Una bandera', 'Uma bandeira', 'Bayraq'],
            ],
          ),
          1,
        ),
      ],
    },
  },
  {
    kind: 'trivia',
    published: true,
    translations: texts(
      ['Know the venues', 'Three questions about the places where the games happen. Three minutes.'],
      ['Conoce las sedes', 'Tres preguntas sobre los lugares donde se celebran los juegos. Tres minutos.'],
      ['Conheça os locais', 'Três perguntas sobre os locais onde decorrem os jogos. Três minutos.'],
      ['Məkanları tanıyın', 'Oyunların keçirildiyi yerlər haqqında üç sual. Üç dəqiqə.'],
    ),
    fields: {
      time_limit_minutes: 3,
      author: 'Volunteers team',
      discipline: null,
      type: 'venue',
      points_per_question: 1000,
      poster_version: 1,
      questions: [
        shuffled(
          question(
            'q1',
            [
              'Which city hosts the games?',
              '¿Qué ciudad acoge los juegos?',
              'Que cidade recebe os jogos?',
              'Oyunlara hansı şəhər ev sahibliyi edir?',
            ],
            [
              ['Baku', 'Bakú', 'Baku', 'Bakı'],
              ['Ganja', 'Ganja', 'Ganja', 'Gəncə'],
              ['Sumgait', 'Sumgait', 'Sumgait', 'Sumqayıt'],
            ],
          ),
          1,
        ),
        question(
          'q2',
          [
            'Which sea is Baku on?',
            '¿A orillas de qué mar está Bakú?',
            'Em que mar fica Baku?',
            'Bakı hansı dənizin sahilindədir?',
          ],
          [
            ['The Caspian Sea', 'El mar Caspio', 'O mar Cáspio', 'Xəzər dənizi'],
            ['The Black Sea', 'El mar Negro', 'O mar Negro', 'Qara dəniz'],
            ['The Aral Sea', 'El mar de Aral', 'O mar de Aral', 'Aral dənizi'],
          ],
        ),
        shuffled(
          question(
            'q3',
            [
              'How do you unlock a trivia like this one?',
              '¿Cómo se desbloquea una trivia como esta?',
              'Como se desbloqueia um trivia como este?',
              'Bu kimi viktorinanı necə açmaq olar?',
            ],
            [
              [
                'Scan its QR code at a venue',
                'Escaneando su código QR en una sede',
                'Lendo o seu código QR num local',
                'Məkanda onun QR kodunu skan etməklə',
              ],
              ['Buying a ticket', 'Comprando una entrada', 'Comprando um bilhete', 'Bilet almaqla'],
              ['Waiting a day', 'Esperando un día', 'Esperando um dia', 'Bir gün gözləməklə'],
            ],
          ),
          2,
        ),
      ],
    },
  },
];
