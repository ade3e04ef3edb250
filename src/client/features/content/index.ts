// The content admin's form pieces, for the other organisers' editors (the venues admin).
export { Field, inputClass, errorAt } from './components/field';
export { ImageField } from './components/image-field';
export { DeleteDialog } from './components/delete-dialog';
export { EditorFooter } from './components/editor-footer';
