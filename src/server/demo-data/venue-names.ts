import type { LocalizedNames } from '../../shared/contracts/common';

/** The demo venues' names in the other interface languages (the English one is in the catalogue). */
export const DEMO_VENUE_NAMES: Record<string, LocalizedNames> = {
  AQC: { es: 'Centro Acuático', pt: 'Centro Aquático', az: 'Su İdmanı Mərkəzi' },
  NST: { es: 'Estadio Nacional', pt: 'Estádio Nacional', az: 'Milli Stadion' },
  SPA: { es: 'Pabellón de los Deportes', pt: 'Pavilhão Desportivo', az: 'İdman Arenası' },
  GYM: { es: 'Pabellón de Gimnasia', pt: 'Pavilhão de Ginástica', az: 'Gimnastika Zalı' },
  CMB: {
    es: 'Pabellón de Deportes de Combate',
    pt: 'Pavilhão de Desportos de Combate',
    az: 'Döyüş Növləri Zalı',
  },
  BCH: { es: 'Arena de Playa', pt: 'Arena de Praia', az: 'Çimərlik Arenası' },
  VEL: {
    es: 'Velódromo y Circuito de Carretera',
    pt: 'Velódromo e Circuito de Estrada',
    az: 'Velotrek və Şosse Trası',
  },
  LAK: { es: 'Lago del Bulevar', pt: 'Lago do Boulevard', az: 'Bulvar Gölü' },
  ARF: { es: 'Campo de Tiro con Arco', pt: 'Campo de Tiro com Arco', az: 'Oxatma Meydançası' },
  RKT: { es: 'Pabellón de Raqueta', pt: 'Pavilhão de Raquetas', az: 'Raket Növləri Zalı' },
  BAL: { es: 'Pabellón de Deportes de Balón', pt: 'Pavilhão de Jogos de Bola', az: 'Top Oyunları Arenası' },
};
