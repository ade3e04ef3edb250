import { localTime } from '../dates';
import type { DemoItem } from './demo-item';
import { texts } from './demo-item';
import { simplePdf } from './pdf';

type Priority = 1 | 2 | 3;

const item = (
  kind: 'official_report' | 'communication',
  priority: Priority,
  published: [day: string, minutes: number],
  translations: DemoItem['translations'],
  pdf?: { name: string; lines: string[] },
): DemoItem => ({
  kind,
  published: true,
  publishedAt: localTime(...published),
  translations,
  fields: { priority, document_ids: [] },
  ...(pdf && { pdfs: [{ name: pdf.name, bytes: simplePdf(translations.en.title, pdf.lines) }] }),
});

/** Reports the organisers publish before and during the games, some with their PDF. */
export const DEMO_OFFICIAL_REPORTS: DemoItem[] = [
  item(
    'official_report',
    3,
    ['2026-07-08', 10 * 60],
    texts(
      ['Preparations report', 'Venues, accreditation and transport are ready for the opening.'],
      ['Informe de preparativos', 'Sedes, acreditaciones y transporte están listos para la apertura.'],
      ['Relatório de preparação', 'Recintos, acreditação e transportes estão prontos para a abertura.'],
      ['Hazırlıq hesabatı', 'Məkanlar, akkreditasiya və nəqliyyat açılışa hazırdır.'],
    ),
    { name: 'Preparations report.pdf', lines: ['Venues: ready', 'Accreditation: 4,200 cards issued'] },
  ),
  item(
    'official_report',
    2,
    ['2026-07-12', 21 * 60],
    texts(
      ['Day 1 summary', 'Results, medals and attendance of the first competition day.'],
      ['Resumen del día 1', 'Resultados, medallas y asistencia del primer día de competición.'],
      ['Resumo do dia 1', 'Resultados, medalhas e assistência do primeiro dia de competição.'],
      ['1-ci günün xülasəsi', 'Birinci yarış gününün nəticələri, medalları və tamaşaçı sayı.'],
    ),
    { name: 'Day 1 summary.pdf', lines: ['Events decided: 14', 'Spectators: 18,500'] },
  ),
  item(
    'official_report',
    1,
    ['2026-07-13', 8 * 60],
    texts(
      ['Heat safety report', 'Measures for the heat wave expected over the next two days.'],
      ['Informe de seguridad por calor', 'Medidas ante la ola de calor prevista para los próximos dos días.'],
      ['Relatório de segurança térmica', 'Medidas para a onda de calor prevista nos próximos dois dias.'],
      ['İstilik təhlükəsizliyi hesabatı', 'Növbəti iki gün gözlənilən isti dalğası üçün tədbirlər.'],
    ),
  ),
  item(
    'official_report',
    3,
    ['2026-07-10', 16 * 60],
    texts(
      ['Anti-doping programme', 'Tests planned during the games and how athletes are selected.'],
      ['Programa antidopaje', 'Controles previstos durante los juegos y cómo se elige a los deportistas.'],
      ['Programa antidopagem', 'Controlos previstos durante os jogos e como os atletas são escolhidos.'],
      ['Antidopinq proqramı', 'Oyunlar zamanı planlaşdırılan yoxlamalar və idmançıların seçilməsi.'],
    ),
    { name: 'Anti-doping programme.pdf', lines: ['Urine and blood tests', 'Selection: top four and random'] },
  ),
];

/** Notices to teams, officials and visitors, from routine to urgent. */
export const DEMO_COMMUNICATIONS: DemoItem[] = [
  item(
    'communication',
    2,
    ['2026-07-09', 9 * 60 + 30],
    texts(
      ['Accreditation centre hours', 'The accreditation centre opens from 08:00 to 20:00 every day.'],
      [
        'Horario del centro de acreditación',
        'El centro de acreditación abre de 08:00 a 20:00 todos los días.',
      ],
      ['Horário do centro de acreditação', 'O centro de acreditação abre das 08:00 às 20:00 todos os dias.'],
      ['Akkreditasiya mərkəzinin iş saatları', 'Akkreditasiya mərkəzi hər gün 08:00-dan 20:00-dək açıqdır.'],
    ),
  ),
  item(
    'communication',
    1,
    ['2026-07-12', 7 * 60],
    texts(
      ['Shuttle line B diverted', 'Line B skips the Sports Arena stop this morning because of road works.'],
      ['Desvío de la línea B', 'La línea B no para en el Pabellón Deportivo esta mañana por obras.'],
      ['Desvio da linha B', 'A linha B não para no Pavilhão Desportivo esta manhã devido a obras.'],
      [
        'B xəttinin marşrutu dəyişib',
        'B xətti bu səhər yol işlərinə görə İdman Arenası dayanacağında dayanmır.',
      ],
    ),
  ),
  item(
    'communication',
    3,
    ['2026-07-11', 12 * 60],
    texts(
      ['Volunteer meal vouchers', 'Meal vouchers are handed out at the volunteer centre from 11:00.'],
      [
        'Vales de comida para voluntarios',
        'Los vales de comida se entregan en el centro de voluntarios desde las 11:00.',
      ],
      [
        'Senhas de refeição para voluntários',
        'As senhas de refeição são entregues no centro de voluntários a partir das 11:00.',
      ],
      ['Könüllülər üçün yemək talonları', 'Yemək talonları saat 11:00-dan könüllülər mərkəzində verilir.'],
    ),
  ),
  item(
    'communication',
    2,
    ['2026-07-10', 18 * 60],
    texts(
      ['Team leaders meeting', 'Team leaders meet at 19:00 in the Athletes Village hall. Agenda attached.'],
      [
        'Reunión de jefes de equipo',
        'Los jefes de equipo se reúnen a las 19:00 en la sala de la Villa. Orden del día adjunto.',
      ],
      [
        'Reunião de chefes de equipa',
        'Os chefes de equipa reúnem-se às 19:00 na sala da Aldeia. Ordem de trabalhos em anexo.',
      ],
      [
        'Komanda rəhbərlərinin iclası',
        'Komanda rəhbərləri saat 19:00-da Kənd zalında toplaşır. Gündəlik əlavədədir.',
      ],
    ),
    {
      name: 'Team leaders meeting agenda.pdf',
      lines: ['1. Welcome', '2. Transport', '3. Competition rules'],
    },
  ),
  item(
    'communication',
    1,
    ['2026-07-13', 13 * 60 + 15],
    texts(
      ['Open water race moved', 'The open water race moves to 07:30 tomorrow to avoid the afternoon wind.'],
      [
        'Cambio de hora en aguas abiertas',
        'La prueba de aguas abiertas pasa a las 07:30 de mañana por el viento de la tarde.',
      ],
      [
        'Prova de águas abertas antecipada',
        'A prova de águas abertas passa para as 07:30 de amanhã por causa do vento da tarde.',
      ],
      [
        'Açıq su yarışının vaxtı dəyişib',
        'Açıq su yarışı günorta küləyinə görə sabah saat 07:30-a keçirilir.',
      ],
    ),
  ),
];
