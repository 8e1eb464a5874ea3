export { AccountPage } from './components/AccountPage';
