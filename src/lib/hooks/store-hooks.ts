import { useDispatch, useSelector, useStore } from 'react-redux';

/**
 * The one place that imports react-redux's hooks. Shared code (src/lib, src/components) may import
 * neither src/app nor a feature, and the store's own types live in src/app, so the hooks leave here
 * as they are: src/app/hooks.ts types them for the app and the features (useAppSelector against
 * RootState), and shared-hooks.ts builds the hooks shared components need on lib's own selectors.
 */
export const useStoreSelector = useSelector;
export const useStoreDispatch = useDispatch;
export const useStoreApi = useStore;
