/**
 * What other features may use: the follow button for shop cards and the shop page. It is in the
 * home load, so this file must not export anything that pulls in the followed shops screen.
 */
export { FollowButton } from './components/FollowButton';
