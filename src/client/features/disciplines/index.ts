// The disciplines feature's public face: what other features may use.
export { useDisciplineEvents, type SportEvent } from './api/get-discipline-events';
export { useCompetition, type Competition, competitionQuery } from './api/get-competition';
export { useDisciplines, type Discipline } from './api/get-disciplines';
