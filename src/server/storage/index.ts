export { assertSafeKey, UnsafeKeyError, type Storage } from './storage';
export { folderStorage } from './folder-storage';
export { storagePlugin } from './plugin';
