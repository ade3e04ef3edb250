// The courses feature's public face: its query keys, for whoever refreshes the reader's data.
export { COURSES_KEY } from './api/course-keys';
