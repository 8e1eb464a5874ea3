/**
 * The rewards screen's texts, under the original's keys where it has them (its en.json wording
 * with its typos mended, or the wording another feature already uses for the same key); the
 * `rewards_…` group is ours: why conversion is not offered, the exact preview and its checks.
 */
export const REWARDS_TEXTS = {
  my_rewards: 'My Rewards',
  current_rewards: 'Current Rewards',
  total_rewards: 'Total Rewards',
  wallet_balance: 'Wallet Balance',
  last_converted_to_wallet: 'Last Converted to Wallet',
  reward_history: 'Reward History',
  no_my_rewards: 'No Reward Found',
  product: 'Product',
  quantity: 'Quantity',
  total_reward: 'Points',
  show_more: 'Show more',
  convert_reward_to_wallet: 'Convert Reward To Wallet',
  reward_point: 'Reward Points',
  enter_point_you_want_convert: 'Enter the points you want to convert',
  total_amount_you_will_get: 'Total Amount You will Get :',
  covert_rewards: 'Convert Rewards',
  confirm: 'Confirm',
  cancel: 'Cancel',
  rewards_not_offered: 'This shop does not offer reward points.',
  rewards_rate: ':points points = :amount',
  rewards_available: 'Available points: :points',
  rewards_points_invalid: 'Enter a whole number of points from 1 to :max.',
  rewards_too_few: 'Too few points: you would get less than :min.',
  rewards_confirm_title: 'Convert :points points?',
  rewards_confirm_text: ':amount is added to your wallet balance. This cannot be undone.',
  rewards_converted: 'Reward points converted to wallet balance',
  rewards_off_rate: 'Points cannot be converted at the moment: the shop has not set a conversion rate.',
  rewards_off_wallet: 'Points cannot be converted: this shop has no wallet.',
  rewards_off_points: 'You have no points to convert yet.',
} as const;

type RewardsTexts = typeof REWARDS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends RewardsTexts {}
}
