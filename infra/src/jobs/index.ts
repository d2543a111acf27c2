export type { Job, JobCounts, JobHandler, JobOptions, JobQueue, JobState, JobStatus } from './port';
export { createSqliteJobQueue } from './sqlite-queue';
export { createBullMqJobQueue, type BullMqJobQueueOptions } from './bullmq-queue';
