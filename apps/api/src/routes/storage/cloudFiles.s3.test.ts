import { startS3rver } from '../../test/startS3rver';
import { describeCloudFileRoutes } from './cloudFileRoutesSuite';

describeCloudFileRoutes('S3 (s3rver)', async () => {
  const s3 = await startS3rver();
  return { overrides: { s3: s3.config }, stored: () => s3.keys(), stop: () => s3.stop() };
});
