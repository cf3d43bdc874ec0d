// What other features may use of song requests: a shared course's section (P60).
export { SharedCourseSongs } from './shared-course-songs';
