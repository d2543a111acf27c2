import { activityProjection } from './activity/activity';
import { usersProjection } from './users/users';
import type { Projection } from './runner/projection';

export * from './runner/projection';
export * from './runner/runner';
export { ACTIVITY, activityProjection, type ActivityDoc } from './activity/activity';
export { USERS, usersProjection, type UserDoc } from './users/users';

/** Every read model of the product, in one list the runtimes run. */
export const allProjections: Projection[] = [activityProjection, usersProjection];
export { checkpointProgress } from './runner/checkpoint-progress';
