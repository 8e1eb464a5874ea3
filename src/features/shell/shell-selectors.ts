import type { RootState } from '../../app/store';

export const selectBusy = (state: RootState) => state.shell.inFlight > 0;
export const selectSidebarOpen = (state: RootState) => state.shell.sidebarOpen;
export const selectCategoryPanelOpen = (state: RootState) => state.shell.categoryPanelOpen;
export const selectLoadingPlaceholder = (state: RootState) => state.shell.loadingPlaceholder;
export const selectPopupVisible = (state: RootState) => state.shell.popupVisible;
export const selectViewedProducts = (state: RootState) => state.shell.viewedProducts;
export const selectColours = (state: RootState) => state.shell.colours;
export const selectSubscribeStatus = (state: RootState) => state.shell.subscribeStatus;
export const selectSubscribeError = (state: RootState) => state.shell.subscribeError;
export const selectProductModalSlug = (state: RootState) => state.shell.productModalSlug;
