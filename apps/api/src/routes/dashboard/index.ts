export { getDashboardData } from './getDashboardData';
export { getDashboardGraph } from './getDashboardGraph';
