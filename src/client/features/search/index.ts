// The search feature's public face: the header's button (the dialog behind it loads on first use).
export { SearchButton } from './components/search-button';
