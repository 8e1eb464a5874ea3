import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useFeature } from '../../../app/hooks';
import { accountFeature } from '../account-feature';
import { accountOpened } from '../account-slice';
import { AccountSidebar } from './AccountSidebar';
import '../account.css';

/**
 * The account area's one layout: the sidebar beside the screen's content. Every account screen
 * renders inside it; mounting it asks `home/check-auth` once, which refreshes the user and ends
 * the page's session when the backend's has ended.
 */
export function AccountPage({ children }: { children: ReactNode }) {
  useFeature(accountFeature);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(accountOpened());
  }, [dispatch]);
  return (
    <div className="sf-account-page">
      <AccountSidebar />
      <div className="sf-account-page__main">{children}</div>
    </div>
  );
}
