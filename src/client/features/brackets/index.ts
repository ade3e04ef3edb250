// The brackets feature: an event's pool tables and knockout bracket, loaded only where shown.
export { default as EventDraw } from './components/event-draw';
