export { AccessWindowTimeline } from './AccessWindowTimeline';
export type { AccessWindowTimelineProps, AccessWindowView } from './AccessWindowTimeline';
export {
  accessWindowTimelineClasses,
  getAccessWindowTimelineUtilityClass,
} from './accessWindowTimelineClasses';
export type {
  AccessWindowTimelineClasses,
  AccessWindowTimelineClassKey,
} from './accessWindowTimelineClasses';
